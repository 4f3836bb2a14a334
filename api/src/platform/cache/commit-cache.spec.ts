import { CommitCache } from './commit-cache';
import { EventStore } from '../event-store/event-store';
import { StoredEvent } from '../event-store/event.types';

/** Just the store's commit signal: what the cache listens to. */
function commitSignal() {
  const listeners: ((events: StoredEvent[]) => void)[] = [];
  const store: Pick<EventStore, 'onCommitted'> = {
    onCommitted: (listener) => {
      listeners.push(listener);
    },
  };
  return { store, commit: () => listeners.forEach((listener) => listener([])) };
}

describe('commit cache', () => {
  it('loads once for concurrent callers and keeps the value until a commit', async () => {
    const { store, commit } = commitSignal();
    let loads = 0;
    const cache = new CommitCache(store, 60_000, async () => ++loads);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    expect(await cache.get()).toBe(1);
    commit();
    expect(await cache.get()).toBe(2);
  });

  it('does not keep a value whose load raced with a commit, nor a failed load', async () => {
    const { store, commit } = commitSignal();
    let loads = 0;
    const cache = new CommitCache(store, 60_000, async () => {
      loads += 1;
      if (loads === 2) throw new Error('database down');
      return loads;
    });
    const racing = cache.get();
    commit();
    expect(await racing).toBe(1);
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toBe(3);
  });

  it('expires after its time-to-live, for commits in other processes', async () => {
    const { store } = commitSignal();
    let loads = 0;
    const cache = new CommitCache(store, 20, async () => ++loads);
    expect(await cache.get()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get()).toBe(2);
  });
});
