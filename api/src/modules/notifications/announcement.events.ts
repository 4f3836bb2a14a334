import type { AnnouncementAudience, AnnouncementLevel } from '@paani/contracts';
import { DecidedEvent } from '../../platform/event-store/decider';

/** Every announcement is an event of one stream: few, and their ids are its count. */
export const ANNOUNCEMENTS_STREAM_ID = 'platform-announcements';

export interface AnnouncementFields {
  title: string;
  text: string;
  level: AnnouncementLevel;
  /** ISO instants. */
  starts_at: string;
  ends_at: string;
  audience: AnnouncementAudience;
  plan_id: number | null;
  owner_id: number | null;
}

export type AnnouncementEvent =
  | DecidedEvent<'AnnouncementPublished', { announcement_id: number } & AnnouncementFields>
  | DecidedEvent<'AnnouncementWithdrawn', { announcement_id: number }>;

export const ANNOUNCEMENT_EVENT_TYPES: AnnouncementEvent['type'][] = ['AnnouncementPublished', 'AnnouncementWithdrawn'];
