import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { runSeedOnce } from '../../platform/database/seed-once';
import { AddCurrencyCommand, SetDefaultCurrencyCommand } from './currency.commands';
import { BASE_CURRENCY_CODE, BASE_CURRENCY_ID, currencyStreamId, DEFAULT_CURRENCY_STREAM_ID } from './currency.events';

/** PKR: id 1, rate 1, active, the default. Once, as events; safe when two processes start together. */
@Injectable()
export class CurrencySeeder implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await runSeedOnce(this.dataSource, this.config, 'currencies', async (manager) => {
      // Each step on its own, so a start interrupted between them is completed by the next one.
      const [{ added, defaulted }] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM events WHERE stream_id = $1) AS added, EXISTS (SELECT 1 FROM events WHERE stream_id = $2) AS defaulted`,
        [currencyStreamId(BASE_CURRENCY_ID), DEFAULT_CURRENCY_STREAM_ID],
      );
      if (!added) {
        await this.commands.execute(
          new AddCurrencyCommand({ code: BASE_CURRENCY_CODE, name: 'Pakistani Rupee', symbol: 'Rs' }, 1, true, BASE_CURRENCY_ID),
        );
      }
      if (!defaulted) await this.commands.execute(new SetDefaultCurrencyCommand(BASE_CURRENCY_ID));
    });
  }
}
