import { useCallback, useEffect, useState } from 'react';
import { loadRiderDb, type OutboxItem } from './offline-db';
import { itemsIn, sendWaiting } from './outbox';
import { invalidateRead } from './read-store';
import { riderKeys } from './rider-reads';

const RETRY_EVERY_MS = 30_000;

/**
 * The rider's queue as it is in IndexedDB, kept current by Dexie (also across tabs). Subscribed
 * once `ready`: the phone's storage code is downloaded after the sheet is drawn, not before.
 */
function useLiveOutbox(userId: number, ready: boolean) {
  const [items, setItems] = useState<{ waiting: OutboxItem[]; rejected: OutboxItem[] } | null>(null);
  useEffect(() => {
    if (!ready) return;
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    const none = () => setItems({ waiting: [], rejected: [] });
    loadRiderDb().then(({ liveQuery, riderDb }) => {
      if (stopped) return;
      subscription = liveQuery(async () => ({
        waiting: await itemsIn(riderDb, userId, 'waiting'),
        rejected: await itemsIn(riderDb, userId, 'rejected'),
      })).subscribe({ next: setItems, error: none });
    }, none);
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [userId, ready]);
  return items;
}

/** Whether the phone says it has a network; the queue sends itself when it comes back. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The queue of the rider's recorded actions: what waits, what the server refused, and `send`
 * (the Send now button). It sends itself when the app starts (once `ready`), when the network
 * comes back, and after each new item; when something was sent, the sheet and day are read again
 * from the server.
 */
export function useOutbox(userId: number, ready = true) {
  const items = useLiveOutbox(userId, ready);
  const online = useOnline();
  const [sending, setSending] = useState(false);

  const send = useCallback(async () => {
    setSending(true);
    try {
      const result = await sendWaiting(userId);
      await Promise.all(
        result.dates.flatMap((date) => [invalidateRead(riderKeys.sheet(userId, date)), invalidateRead(riderKeys.day(userId, date))]),
      );
      return result;
    } finally {
      setSending(false);
    }
  }, [userId]);

  const waitingCount = items?.waiting.length ?? 0;
  useEffect(() => {
    if (!online || waitingCount === 0) return;
    void send();
    // A server that could not take them now is tried again while items wait.
    const retry = setInterval(() => void send(), RETRY_EVERY_MS);
    return () => clearInterval(retry);
  }, [online, waitingCount, send]);

  return { waiting: items?.waiting ?? [], rejected: items?.rejected ?? [], loaded: items !== null, online, sending, send };
}
