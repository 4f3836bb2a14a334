import { ERROR_CODES } from '@paani/contracts';
import { ApiError } from '../client';
import { openRiderDb } from './offline-db';

/** What the rider's screens read: the data, and when it came from the phone rather than the server, when it was saved. */
export interface Cached<T> {
  data: T;
  /** Null: fresh from the server. */
  savedAt: string | null;
}

const isOffline = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.code === ERROR_CODES.networkError || error.status >= 500;

const keep = (key: string, data: unknown) =>
  openRiderDb()
    .then((db) => db.snapshots.put({ key, data, savedAt: new Date().toISOString() }))
    // A phone without IndexedDB (a private window) still works online.
    .catch(() => undefined);

const copyOf = (key: string) =>
  openRiderDb()
    .then((db) => db.snapshots.get(key))
    .catch(() => undefined);

/**
 * Reads from the server and keeps a copy on the phone; with no network (or a server that cannot
 * answer), answers the copy. A refusal (401, 403, 404) is not hidden behind an old copy. The
 * server's answer is shown without waiting for the copy to be written (nor for the phone's
 * storage code to download, on a first load on slow data).
 */
export async function cachedRead<T>(key: string, read: () => Promise<T>): Promise<Cached<T>> {
  try {
    const data = await read();
    void keep(key, data);
    return { data, savedAt: null };
  } catch (error) {
    if (isOffline(error)) {
      const copy = await copyOf(key);
      if (copy) return { data: copy.data as T, savedAt: copy.savedAt };
    }
    throw error;
  }
}

export const hasSnapshot = async (key: string) => (await copyOf(key)) !== undefined;
