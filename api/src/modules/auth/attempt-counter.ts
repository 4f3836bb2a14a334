import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

/** Where a count was taken, so it is given back to the same place. */
export type CounterStore = 'redis' | 'memory';

export interface Taken {
  count: number;
  secondsLeft: number;
  store: CounterStore;
}

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
export class AttemptCounter {
  private readonly logger = new Logger('SignInLimits');
  private readonly memory = new Map<string, { count: number; expiresAt: number }>();
  private degraded = false;
  private retryRedisAt = 0;

  constructor(
    private readonly redis: Redis | null,
    private readonly windowSeconds: number,
  ) {}

  async take(key: string): Promise<Taken> {
    if (this.redis && Date.now() >= this.retryRedisAt) {
      try {
        const [count, ttl] = (await this.redis.eval(TAKE, 1, key, this.windowSeconds)) as [number, number];
        this.recovered();
        return { count, secondsLeft: ttl > 0 ? ttl : this.windowSeconds, store: 'redis' };
      } catch (error) {
        this.fellBack(error as Error);
      }
    }
    return { ...this.takeInMemory(key), store: 'memory' };
  }

  async giveBack(key: string, store: CounterStore): Promise<void> {
    if (store === 'memory') {
      const entry = this.memory.get(key);
      if (entry && entry.expiresAt > Date.now()) entry.count = Math.max(0, entry.count - 1);
      return;
    }
    // A count Redis cannot take back now simply ages out with its window.
    await this.redis?.eval(GIVE_BACK, 1, key).catch(() => undefined);
  }

  async clear(key: string, store: CounterStore): Promise<void> {
    if (store === 'memory') this.memory.delete(key);
    else await this.redis?.del(key).catch(() => undefined);
  }

  private takeInMemory(key: string): { count: number; secondsLeft: number } {
    const now = Date.now();
    if (this.memory.size > SWEEP_ABOVE) {
      for (const [k, entry] of this.memory) if (entry.expiresAt <= now) this.memory.delete(k);
    }
    let entry = this.memory.get(key);
    if (!entry || entry.expiresAt <= now) {
      entry = { count: 0, expiresAt: now + this.windowSeconds * 1000 };
      this.memory.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, secondsLeft: Math.ceil((entry.expiresAt - now) / 1000) };
  }

  private fellBack(error: Error): void {
    this.retryRedisAt = Date.now() + RETRY_REDIS_AFTER_MS;
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(`Redis does not answer (${error.message}): sign-in limits are counted in this process until it does.`);
  }

  private recovered(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.logger.log('Redis answers again: sign-in limits are shared through Redis.');
  }
}
