import { DecidedEvent } from '../../platform/event-store/decider';

/** An owner's feed: which of its facts they have read. */
export const notificationReadsStreamId = (ownerId: number) => `owner-notifications-${ownerId}`;

/** Keys newly read (never one read before), so each event writes at least one row. */
export type NotificationReadEvent = DecidedEvent<'NotificationsRead', { owner_id: number; keys: string[] }>;

export const NOTIFICATION_READ_EVENT_TYPES: NotificationReadEvent['type'][] = ['NotificationsRead'];
