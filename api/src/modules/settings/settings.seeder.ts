import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { runSeedOnce } from '../../platform/database/seed-once';
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
    await runSeedOnce(this.dataSource, this.config, 'settings', async () => {
      await this.commands.execute(new SeedSettingsCommand(SETTING_DEFAULTS));
    });
  }
}
