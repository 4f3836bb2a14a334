import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { AppConfig } from '../../platform/config/app-config';
import { Sql } from '../../platform/database/sql';
import type { Caller } from '../../platform/http/decorators';
import { REDIS, redisIsReady } from '../../platform/queue/redis-connection';
import { usageDay } from './usage-day';
import { now as businessNow } from '../../platform/domain/clock';

/** How often a process sends its counts on: to Redis (shared, near live), else to PostgreSQL. */
const REDIS_FLUSH_MS = 1000;
const DATABASE_FLUSH_MS = 10_000;
/** A day's hash outlives the roll-ups that read it. */
const KEEP_DAY_SECONDS = 8 * 86_400;

/** Counts per day, per owner. */
type Counts = Map<string, Map<number, number>>;

/**
 * Counts every answered /api call of a filter owner, per billing day. On the request path this is
 * one Map increment in the `onResponse` hook (after the answer is sent); once a second the process
 * sends its counts to Redis as HINCRBY on one hash per day (`{prefix}:usage:{day}`, a field per
 * owner), from where the `usage` job rolls them up into owner_api_usage_days. Without Redis the
 * counts are added to PostgreSQL directly every 10 seconds. A failed send keeps the counts for the
 * next one.
 */
@Injectable()
export class UsageCounter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Usage');
  private pending: Counts = new Map();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly sql: Sql,
    private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    // The worker process has no HTTP server: nothing to count there.
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify?.addHook) return;
    // THE hook of the request path: one Map increment per owner call, nothing awaited.
    fastify.addHook('onResponse', (request: FastifyRequest, _reply, done) => {
      const caller = (request as FastifyRequest & { caller?: Caller }).caller;
      if (caller?.role === 'filter_owner') this.count(caller.id);
      done();
    });
    this.timer = setInterval(() => void this.flush(), this.redis ? REDIS_FLUSH_MS : DATABASE_FLUSH_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  /** The day being counted and its owners' counts (the hot path touches only these). */
  private day = '';
  private today: Map<number, number> = new Map();

  count(ownerId: number, now = businessNow().getTime()): void {
    const day = usageDay(now);
    if (day !== this.day) {
      this.day = day;
      let owners = this.pending.get(day);
      if (!owners) this.pending.set(day, (owners = new Map()));
      this.today = owners;
    }
    this.today.set(ownerId, (this.today.get(ownerId) ?? 0) + 1);
  }

  /** The Redis hash of a day. */
  dayKey(day: string): string {
    return `${this.config.QUEUE_PREFIX}:usage:${day}`;
  }

  /** Sends the counts taken so far on (one send at a time). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.send()).catch(() => undefined);
    return this.flushing;
  }

  private async send(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = this.pending;
    this.pending = new Map();
    this.day = '';
    try {
      if (this.redis) await this.sendToRedis(this.redis, counts);
      else await this.addToDatabase(counts);
    } catch (error) {
      this.merge(counts);
      this.logger.warn({ err: (error as Error).message }, 'API usage counts not sent; kept for the next try');
    }
  }

  private async sendToRedis(redis: Redis, counts: Counts): Promise<void> {
    if (!redisIsReady(redis)) throw new Error('Redis is not ready');
    const pipeline = redis.pipeline();
    for (const [day, owners] of counts) {
      const key = this.dayKey(day);
      for (const [owner, n] of owners) pipeline.hincrby(key, String(owner), n);
      pipeline.expire(key, KEEP_DAY_SECONDS);
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed) throw failed[0];
  }

  /** Without Redis: added to the day's row (several processes add, none overwrites). */
  private async addToDatabase(counts: Counts): Promise<void> {
    const owners: number[] = [];
    const days: string[] = [];
    const calls: number[] = [];
    for (const [day, byOwner] of counts)
      for (const [owner, n] of byOwner) {
        owners.push(owner);
        days.push(day);
        calls.push(n);
      }
    await this.sql.rows(
      `INSERT INTO owner_api_usage_days (owner_id, date, api_calls, updated_at)
       SELECT o, d, n, now() FROM unnest($1::bigint[], $2::date[], $3::bigint[]) AS c(o, d, n)
       ON CONFLICT (owner_id, date) DO UPDATE SET api_calls = owner_api_usage_days.api_calls + EXCLUDED.api_calls, updated_at = now()`,
      [owners, days, calls],
    );
  }

  private merge(counts: Counts): void {
    for (const [day, owners] of counts)
      for (const [owner, n] of owners) {
        let target = this.pending.get(day);
        if (!target) this.pending.set(day, (target = new Map()));
        target.set(owner, (target.get(owner) ?? 0) + n);
      }
  }

  /** Every owner's count of a day in Redis (null without Redis). */
  async dayCounts(day: string): Promise<Map<number, number> | null> {
    if (!this.redis) return null;
    const raw = await this.redis.hgetall(this.dayKey(day));
    return new Map(Object.entries(raw).map(([owner, n]) => [Number(owner), Number(n)]));
  }

  /** One owner's counts of some days in Redis (null without Redis or while it does not answer). */
  async ownerCounts(ownerId: number, days: string[]): Promise<Map<string, number> | null> {
    if (!this.redis || !redisIsReady(this.redis)) return null;
    try {
      const pipeline = this.redis.pipeline();
      for (const day of days) pipeline.hget(this.dayKey(day), String(ownerId));
      const results = (await pipeline.exec()) ?? [];
      return new Map(days.map((day, i) => [day, Number(results[i]?.[1] ?? 0)]));
    } catch {
      return null;
    }
  }
}
