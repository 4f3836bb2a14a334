import { useIsFetching, useQuery } from '@tanstack/react-query';
import type { OwnerNotificationFeed } from '@paani/contracts';
import { useEffect, useState } from 'react';
import { api } from '../client';

// The feed's query alone: the header (on every page, in the app's first script) needs nothing else of notifications.

/** The owner's feed is owner-wide (every plant of theirs), so its key names no plant. */
export const notificationKeys = {
  feed: ['notifications'] as const,
};

/** How often an open app asks again: the bell's count stays within a minute of the truth. */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/** GET /filter-owner/notifications: the owner's feed, newest first, and how many are unread. */
export const getNotifications = async () => (await api.get<OwnerNotificationFeed>('/filter-owner/notifications')).data;

/**
 * False until the page's own data has come (no other query fetching, looked at after the page's
 * queries have started): what is secondary on a page, the bell's count, waits for it instead of
 * competing with it on a slow phone's connection.
 */
function useAfterPageData(): boolean {
  const fetching = useIsFetching({ predicate: (query) => query.queryKey[0] !== notificationKeys.feed[0] });
  const [started, setStarted] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (started && fetching === 0) setReady(true);
  }, [started, fetching]);
  return ready;
}

/**
 * The owner's feed, asked again every minute while the app is open and when its window comes back
 * into focus. `enabled: false` for any other role: they have no feed, and nothing is fetched.
 * `secondary`: the page shows it beside its own data (the bell, the dashboard's announcements), so
 * it is asked for once that data has come.
 */
export const useNotifications = ({ enabled = true, secondary = false }: { enabled?: boolean; secondary?: boolean } = {}) => {
  const afterPageData = useAfterPageData();
  return useQuery({
    queryKey: notificationKeys.feed,
    queryFn: getNotifications,
    enabled: enabled && (!secondary || afterPageData),
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
};
