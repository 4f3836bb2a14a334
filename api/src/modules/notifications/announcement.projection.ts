import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { ANNOUNCEMENT_EVENT_TYPES, AnnouncementEvent } from './announcement.events';

async function apply(event: StoredOf<AnnouncementEvent>, tx: ProjectionTransaction): Promise<void> {
  if (event.type === 'AnnouncementWithdrawn') {
    await tx.query(`UPDATE announcements SET withdrawn_at = $2 WHERE id = $1`, [event.data.announcement_id, event.recordedAt]);
    return;
  }
  const a = event.data;
  await tx.query(
    `INSERT INTO announcements (id, title, text, level, starts_at, ends_at, audience, plan_id, owner_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [a.announcement_id, a.title, a.text, a.level, a.starts_at, a.ends_at, a.audience, a.plan_id, a.owner_id, event.recordedAt],
  );
}

export const announcementProjection: InlineProjection<AnnouncementEvent> = {
  name: 'announcements',
  tables: ['announcements'],
  handles: ANNOUNCEMENT_EVENT_TYPES,
  apply,
};
