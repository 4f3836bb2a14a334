import { useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsRead, OwnerNotificationFeed } from '@paani/contracts';
import { notificationKeys } from './feed';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';

/** The most keys one POST /filter-owner/notifications/read takes. */
export const MARK_READ_BATCH = 200;

/** POST /filter-owner/notifications/read answers how many stay unread. */
export interface MarkNotificationsReadResult {
  unread: number;
}

/** Keys in the server's batches of at most 200, in order. */
export function inBatches(keys: readonly string[], size = MARK_READ_BATCH): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < keys.length; start += size) batches.push(keys.slice(start, start + size));
  return batches;
}

/**
 * Marks the keys read, 200 to a POST, one after another; the last answer's unread count is the
 * one that holds. No keys, no call.
 */
export async function markNotificationsRead({ keys }: MarkNotificationsRead): Promise<MarkNotificationsReadResult | null> {
  let result: MarkNotificationsReadResult | null = null;
  for (const batch of inBatches([...new Set(keys)]))
    result = (await api.post<MarkNotificationsReadResult>('/filter-owner/notifications/read', { keys: batch })).data;
  return result;
}

/** The feed with those keys read and the server's new count, until the feed is loaded again. */
function withRead(feed: OwnerNotificationFeed, keys: readonly string[], unread: number | undefined): OwnerNotificationFeed {
  const read = new Set(keys);
  const items = feed.items.map((item) => (read.has(item.key) && !item.read ? { ...item, read: true } : item));
  const repliesUnread = items.filter((item) => item.kind === 'whatsapp_reply' && !item.read).length;
  return { ...feed, items, unread: unread ?? items.filter((item) => !item.read).length, replies_unread: repliesUnread };
}

/**
 * Marks notifications read. On success the cached feed shows them read at once (the bell's count,
 * the dashboard's announcements), then the feed is loaded again; after a failure too, since the
 * batches before it did count.
 */
export function useMarkNotificationsRead(config: MutationConfig<MarkNotificationsRead, MarkNotificationsReadResult | null> = {}) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(markNotificationsRead, () => [notificationKeys.feed], {
    ...config,
    onSuccess: async (...args) => {
      const [result, { keys }] = args;
      queryClient.setQueryData<OwnerNotificationFeed>(notificationKeys.feed, (feed) => feed && withRead(feed, keys, result?.unread));
      await config.onSuccess?.(...args);
    },
    onError: async (...args) => {
      await config.onError?.(...args);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.feed });
    },
  });
}
