import type { OwnerNotification } from '@paani/contracts';
import { formatDateTime, formatDay } from '../../lib/format';

const PLANT_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** When a notification happened: a plant day as that calendar day, an instant as its day and time here. */
export function whenText(at: string): string {
  const day = PLANT_DAY.exec(at);
  if (day) return formatDay(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? at : formatDateTime(instant, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A path inside the owner app (never another site): the only place a notification may send the owner. */
export const isAppPath = (link: string): boolean => link.startsWith('/') && !link.startsWith('//');

/** The keys of the notifications not read yet. */
export const unreadKeys = (items: readonly OwnerNotification[]): string[] => items.filter((item) => !item.read).map((item) => item.key);

/** An announcement the dashboard shows: unread, and not past its end (the server's list may be a minute old). */
export const isShownAnnouncement = (item: OwnerNotification, now = Date.now()): boolean =>
  item.kind === 'announcement' && !item.read && !(item.ends_at && Date.parse(item.ends_at) <= now);
