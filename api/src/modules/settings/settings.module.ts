import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { SETTINGS_COMMAND_HANDLERS } from './settings.commands';
import { SystemSettingsController } from './settings.controller';
import { settingsProjection } from './settings.projection';
import { SETTINGS_QUERY_HANDLERS } from './settings.queries';
import { SettingsSeeder } from './settings.seeder';

@Module({
  controllers: [SystemSettingsController],
  providers: [...SETTINGS_COMMAND_HANDLERS, ...SETTINGS_QUERY_HANDLERS, SettingsSeeder],
})
export class SettingsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(settingsProjection);
  }
}
