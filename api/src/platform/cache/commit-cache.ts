import { EventStore } from '../event-store/event-store';

/**
 * A value computed from read models (a platform-wide total, say), kept until an event commits in
 * this process or `ttlMs` passes, whichever is first: the time-to-live bounds how stale a value
 * can be after a commit in another process. Concurrent callers share one load.
 */
export class CommitCache<T> {
  private value: Promise<T> | undefined;
  private expiresAt = 0;
  private epoch = 0;

  constructor(
    store: Pick<EventStore, 'onCommitted'>,
    private readonly ttlMs: number,
    private readonly load: () => Promise<T>,
  ) {
    store.onCommitted(() => {
      this.epoch += 1;
      this.value = undefined;
    });
  }

  get(): Promise<T> {
    if (this.value && Date.now() < this.expiresAt) return this.value;
    const epoch = this.epoch;
    const loading = this.load();
    this.value = loading;
    this.expiresAt = Date.now() + this.ttlMs;
    const forget = () => {
      if (this.value === loading) this.value = undefined;
    };
    // A load that failed, or that raced with a commit, is not kept for later callers.
    loading.then(() => epoch !== this.epoch && forget(), forget);
    return loading;
  }
}
