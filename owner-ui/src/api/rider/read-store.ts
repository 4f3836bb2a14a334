import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/** A read as the rider's screens see it: the last answer (kept while it is read again) and the last failure. */
export interface ReadState<T> {
  data: T | undefined;
  error: unknown;
  /** pending: nothing read yet; error: the last read failed (an earlier answer may still be in `data`). */
  status: 'pending' | 'error' | 'success';
  fetching: boolean;
}

interface Entry {
  state: ReadState<unknown>;
  read: (() => Promise<unknown>) | null;
  running: Promise<void> | null;
  readAt: number;
  listeners: Set<() => void>;
}

const IDLE: ReadState<never> = { data: undefined, error: null, status: 'pending', fetching: false };
const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: IDLE, read: null, running: null, readAt: 0, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, state: ReadState<unknown>): void {
  entry.state = state;
  entry.listeners.forEach((listener) => listener());
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `next` with every part equal to `previous` replaced by the previous object itself (as TanStack
 * Query's structural sharing does): a sheet read again after a send or a reconnect keeps the rows
 * that did not change, so their memoised cards neither render again nor leave garbage behind,
 * which a cheap phone would collect in the middle of a scroll.
 */
export function shareEqual(previous: unknown, next: unknown): unknown {
  if (previous === next) return previous;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  const shared: Record<string, unknown> | unknown[] = arrays ? [] : {};
  let same = keys.length === Object.keys(before).length;
  for (const key of keys) {
    const value = shareEqual(before[key], after[key]);
    (shared as Record<string, unknown>)[key] = value;
    if (value !== before[key] || !(key in before)) same = false;
  }
  return same ? previous : shared;
}

/** Reads `key` now (or joins the read under way); the answer or failure goes to everyone showing it. */
export function runRead(key: string, read: () => Promise<unknown>): Promise<void> {
  const entry = entryOf(key);
  entry.read = read;
  if (entry.running) return entry.running;
  publish(entry, { ...entry.state, fetching: true });
  const running = read().then(
    (data) => publish(entry, { data: shareEqual(entry.state.data, data), error: null, status: 'success', fetching: false }),
    (error: unknown) => publish(entry, { data: entry.state.data, error, status: 'error', fetching: false }),
  );
  entry.running = running.finally(() => {
    entry.running = null;
    entry.readAt = Date.now();
  });
  return entry.running;
}

/** Reads `key` unless an answer younger than `freshMs` is at hand (tomorrow's sheet, read ahead). */
export function prefetchRead(key: string, read: () => Promise<unknown>, freshMs = 30_000): Promise<void> {
  const entry = entryOf(key);
  if (entry.state.status === 'success' && Date.now() - entry.readAt < freshMs) return Promise.resolve();
  return runRead(key, read);
}

/**
 * The answer is out of date (the server has new records): read again now if a screen shows it,
 * else on its next showing. A read already under way may have left before the change (the one the
 * network's return starts, racing the outbox that sends the records): then read again once it ends,
 * rather than join it and show the answer from before.
 */
export function invalidateRead(key: string): Promise<void> {
  const entry = entries.get(key);
  if (!entry) return Promise.resolve();
  entry.readAt = 0;
  const read = entry.read;
  if (entry.listeners.size === 0 || !read) return Promise.resolve();
  return entry.running ? entry.running.then(() => runRead(key, read)) : runRead(key, read);
}

/** Forgets every answer (tests; a sign-out leaves the page anyway). */
export function clearReads(): void {
  entries.clear();
}

// The network is back: what is on screen is read again (it may be the phone's copy).
if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    for (const [key, entry] of entries) if (entry.listeners.size > 0 && entry.read) void runRead(key, entry.read);
  });

/**
 * A server read for the rider's screens, shared by every component showing `key` (null: not
 * yet, e.g. before the date is known): read when first shown, and again when shown after
 * `freshMs`. `refetch` is the Try again button.
 */
export function useRead<T>(key: string | null, read: () => Promise<T>, freshMs = 30_000): ReadState<T> & { refetch: () => Promise<void> } {
  const latest = useRef(read);
  latest.current = read;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => undefined;
      const { listeners } = entryOf(key);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [key],
  );
  const state = useSyncExternalStore(subscribe, () => (key === null ? IDLE : entryOf(key).state)) as ReadState<T>;
  useEffect(() => {
    if (key === null) return;
    const entry = entryOf(key);
    if (entry.running) return;
    if (entry.state.status === 'pending' || entry.state.status === 'error' || Date.now() - entry.readAt >= freshMs)
      void runRead(key, () => latest.current());
  }, [key, freshMs]);
  const refetch = useCallback(() => (key === null ? Promise.resolve() : runRead(key, () => latest.current())), [key]);
  return { ...state, refetch };
}
