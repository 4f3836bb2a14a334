import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { SETTINGS_EVENT_TYPES, SettingsEvent } from './settings.events';

async function apply(event: StoredOf<SettingsEvent>, tx: ProjectionTransaction): Promise<void> {
  await tx.query(
    `INSERT INTO system_settings (key, value, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (key) DO UPDATE SET value = $2::jsonb, updated_at = $3`,
    [event.data.key, JSON.stringify(event.data.value), event.recordedAt],
  );
}

export const settingsProjection: InlineProjection<SettingsEvent> = {
  name: 'system_settings',
  tables: ['system_settings'],
  handles: SETTINGS_EVENT_TYPES,
  apply,
};
