"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AttemptCounter = void 0;
const common_1 = require("@nestjs/common");
/** Counts up and, on the first count, starts the window: one round trip, no race between the two. */
const TAKE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('TTL', KEYS[1]) }`;
/** Gives one count back, never below zero and never reviving an expired window. */
const GIVE_BACK = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = redis.call('DECR', KEYS[1])
if count <= 0 then redis.call('DEL', KEYS[1]) end
return count`;
/** Expired entries are swept once the in-process map grows past this. */
const SWEEP_ABOVE = 10_000;
/** After a failed call Redis is left alone this long, so a hung Redis costs one timeout, not one per count. */
const RETRY_REDIS_AFTER_MS = 2000;
/**
 * Fixed-window counters in Redis, shared by every process of a deployment. While Redis does not
 * answer (every call is bounded, see redis-connection.ts) the same counts are kept in this
 * process, so sign-in keeps working with a limit; Redis is used again as soon as it answers.
 */
class AttemptCounter {
    redis;
    windowSeconds;
    logger = new common_1.Logger('SignInLimits');
    memory = new Map();
    degraded = false;
    retryRedisAt = 0;
    constructor(redis, windowSeconds) {
        this.redis = redis;
        this.windowSeconds = windowSeconds;
    }
    async take(key) {
        if (this.redis && Date.now() >= this.retryRedisAt) {
            try {
                const [count, ttl] = (await this.redis.eval(TAKE, 1, key, this.windowSeconds));
                this.recovered();
                return { count, secondsLeft: ttl > 0 ? ttl : this.windowSeconds, store: 'redis' };
            }
            catch (error) {
                this.fellBack(error);
            }
        }
        return { ...this.takeInMemory(key), store: 'memory' };
    }
    async giveBack(key, store) {
        if (store === 'memory') {
            const entry = this.memory.get(key);
            if (entry && entry.expiresAt > Date.now())
                entry.count = Math.max(0, entry.count - 1);
            return;
        }
        // A count Redis cannot take back now simply ages out with its window.
        await this.redis?.eval(GIVE_BACK, 1, key).catch(() => undefined);
    }
    async clear(key, store) {
        if (store === 'memory')
            this.memory.delete(key);
        else
            await this.redis?.del(key).catch(() => undefined);
    }
    takeInMemory(key) {
        const now = Date.now();
        if (this.memory.size > SWEEP_ABOVE) {
            for (const [k, entry] of this.memory)
                if (entry.expiresAt <= now)
                    this.memory.delete(k);
        }
        let entry = this.memory.get(key);
        if (!entry || entry.expiresAt <= now) {
            entry = { count: 0, expiresAt: now + this.windowSeconds * 1000 };
            this.memory.set(key, entry);
        }
        entry.count += 1;
        return { count: entry.count, secondsLeft: Math.ceil((entry.expiresAt - now) / 1000) };
    }
    fellBack(error) {
        this.retryRedisAt = Date.now() + RETRY_REDIS_AFTER_MS;
        if (this.degraded)
            return;
        this.degraded = true;
        this.logger.warn(`Redis does not answer (${error.message}): sign-in limits are counted in this process until it does.`);
    }
    recovered() {
        if (!this.degraded)
            return;
        this.degraded = false;
        this.logger.log('Redis answers again: sign-in limits are shared through Redis.');
    }
}
exports.AttemptCounter = AttemptCounter;
//# sourceMappingURL=attempt-counter.js.map