import { Decider } from '../../platform/event-store/decider';
import { NotificationReadEvent } from './notification-read.events';

/**
 * The keys (of those asked about) the owner has read, as the read model holds them: the stream
 * grows by every reading, so its state is loaded, not folded (notification.commands.ts).
 */
export interface NotificationReadState {
  read: ReadonlySet<string>;
}

export type NotificationReadCommand = { type: 'MarkNotificationsRead'; ownerId: number; keys: string[] };

const initialState: NotificationReadState = { read: new Set() };

function evolve(state: NotificationReadState, event: NotificationReadEvent): NotificationReadState {
  return { read: new Set([...state.read, ...event.data.keys]) };
}

function decide(command: NotificationReadCommand, state: NotificationReadState): NotificationReadEvent[] {
  const keys = [...new Set(command.keys)].filter((key) => !state.read.has(key));
  return keys.length ? [{ type: 'NotificationsRead', data: { owner_id: command.ownerId, keys } }] : [];
}

/** Marking read records only what was unread; reading again changes nothing. */
export const notificationReadDecider: Decider<NotificationReadState, NotificationReadCommand, NotificationReadEvent> = {
  initialState,
  evolve,
  decide,
};
