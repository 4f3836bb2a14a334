import { ERROR_CODES } from '@paani/contracts';
import { ApiError } from '../client';
import { riderDb } from './offline-db';

/** What the rider's screens read: the data, and when it came from the phone rather than the server, when it was saved. */
export interface Cached<T> {
  data: T;
  /** Null: fresh from the server. */
  savedAt: string | null;
}

const isOffline = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.code === ERROR_CODES.networkError || error.status >= 500;

/**
 * Reads from the server and keeps a copy on the phone; with no network (or a server that cannot
 * answer), answers the copy. A refusal (401, 403, 404) is not hidden behind an old copy.
 */
export async function cachedRead<T>(key: string, read: () => Promise<T>): Promise<Cached<T>> {
  try {
    const data = await read();
    // A phone without IndexedDB (a private window) still works online.
    await riderDb.snapshots.put({ key, data, savedAt: new Date().toISOString() }).catch(() => undefined);
    return { data, savedAt: null };
  } catch (error) {
    if (isOffline(error)) {
      const copy = await riderDb.snapshots.get(key).catch(() => undefined);
      if (copy) return { data: copy.data as T, savedAt: copy.savedAt };
    }
    throw error;
  }
}

export const hasSnapshot = async (key: string) => (await riderDb.snapshots.get(key).catch(() => undefined)) !== undefined;
