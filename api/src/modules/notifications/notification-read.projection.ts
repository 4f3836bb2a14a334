import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { NOTIFICATION_READ_EVENT_TYPES, NotificationReadEvent } from './notification-read.events';

async function apply(event: StoredOf<NotificationReadEvent>, tx: ProjectionTransaction): Promise<void> {
  await tx.query(
    `INSERT INTO notification_reads (owner_id, key, read_at, stream_version)
     SELECT $1, key, $3, $4 FROM unnest($2::text[]) AS key
     ON CONFLICT (owner_id, key) DO NOTHING`,
    [event.data.owner_id, event.data.keys, event.recordedAt, event.streamVersion],
  );
}

export const notificationReadProjection: InlineProjection<NotificationReadEvent> = {
  name: 'notification_reads',
  tables: ['notification_reads'],
  handles: NOTIFICATION_READ_EVENT_TYPES,
  apply,
};
