import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { runInContext } from '../../platform/context/request-context';
import { SeedSettingsCommand } from './settings.commands';
import { SETTING_DEFAULTS } from './settings.events';

/** Records every setting's default once (onboarding on); later starts add only new keys. */
@Injectable()
export class SettingsSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED) return;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('paani:seed-settings'))`);
      await runInContext({ source: 'seed' }, () => this.commands.execute(new SeedSettingsCommand(SETTING_DEFAULTS)));
    });
  }
}
