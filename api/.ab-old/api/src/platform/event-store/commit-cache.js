"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CommitCache = void 0;
/**
 * A value computed from read models (a platform-wide total, say), kept until an event commits in
 * this process or `ttlMs` passes, whichever is first: the time-to-live bounds how stale a value
 * can be after a commit in another process. Concurrent callers share one load.
 */
class CommitCache {
    ttlMs;
    load;
    value;
    expiresAt = 0;
    epoch = 0;
    constructor(store, ttlMs, load) {
        this.ttlMs = ttlMs;
        this.load = load;
        store.onCommitted(() => {
            this.epoch += 1;
            this.value = undefined;
        });
    }
    get() {
        if (this.value && Date.now() < this.expiresAt)
            return this.value;
        const epoch = this.epoch;
        const loading = this.load();
        this.value = loading;
        this.expiresAt = Date.now() + this.ttlMs;
        const forget = () => {
            if (this.value === loading)
                this.value = undefined;
        };
        // A load that failed, or that raced with a commit, is not kept for later callers.
        loading.then(() => epoch !== this.epoch && forget(), forget);
        return loading;
    }
}
exports.CommitCache = CommitCache;
//# sourceMappingURL=commit-cache.js.map