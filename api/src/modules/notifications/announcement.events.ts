import type { AnnouncementInput } from '@paani/contracts';
import { DecidedEvent } from '../../platform/event-store/decider';

/** Every announcement is an event of one stream: few, and their ids are its count. */
export const ANNOUNCEMENTS_STREAM_ID = 'platform-announcements';

/** An announcement as published: the audience's plan or owner null when the audience names neither. */
export type AnnouncementFields = Required<AnnouncementInput>;

export type AnnouncementEvent =
  | DecidedEvent<'AnnouncementPublished', { announcement_id: number } & AnnouncementFields>
  | DecidedEvent<'AnnouncementWithdrawn', { announcement_id: number }>;

export const ANNOUNCEMENT_EVENT_TYPES: AnnouncementEvent['type'][] = ['AnnouncementPublished', 'AnnouncementWithdrawn'];
