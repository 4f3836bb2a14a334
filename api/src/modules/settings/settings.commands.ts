import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../platform/event-store/event-store';
import { settingsDecider } from './settings.decider';
import { SETTINGS_STREAM_ID, SettingValue } from './settings.events';

export class ChangeSettingsCommand {
  constructor(readonly values: Record<string, SettingValue>) {}
}

@CommandHandler(ChangeSettingsCommand)
export class ChangeSettingsHandler implements ICommandHandler<ChangeSettingsCommand, number> {
  constructor(private readonly store: EventStore) {}

  /** Returns how many settings changed. */
  async execute({ values }: ChangeSettingsCommand): Promise<number> {
    const { events } = await this.store.handle(SETTINGS_STREAM_ID, settingsDecider, { type: 'ChangeSettings', values });
    return events.length;
  }
}

export class SeedSettingsCommand {
  constructor(readonly values: Record<string, SettingValue>) {}
}

@CommandHandler(SeedSettingsCommand)
export class SeedSettingsHandler implements ICommandHandler<SeedSettingsCommand, number> {
  constructor(private readonly store: EventStore) {}

  async execute({ values }: SeedSettingsCommand): Promise<number> {
    const { events } = await this.store.handle(SETTINGS_STREAM_ID, settingsDecider, { type: 'SeedSettings', values });
    return events.length;
  }
}

export const SETTINGS_COMMAND_HANDLERS = [ChangeSettingsHandler, SeedSettingsHandler];
