"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.UsageCounter = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const app_config_1 = require("../../platform/config/app-config");
const sql_1 = require("../../platform/database/sql");
const redis_connection_1 = require("../../platform/queue/redis-connection");
const usage_day_1 = require("./usage-day");
/** How often a process sends its counts on: to Redis (shared, near live), else to PostgreSQL. */
const REDIS_FLUSH_MS = 1000;
const DATABASE_FLUSH_MS = 10_000;
/** A day's hash outlives the roll-ups that read it. */
const KEEP_DAY_SECONDS = 8 * 86_400;
/**
 * Counts every answered /api call of a filter owner, per billing day. On the request path this is
 * one Map increment in the `onResponse` hook (after the answer is sent); once a second the process
 * sends its counts to Redis as HINCRBY on one hash per day (`{prefix}:usage:{day}`, a field per
 * owner), from where the `usage` job rolls them up into owner_api_usage_days. Without Redis the
 * counts are added to PostgreSQL directly every 10 seconds. A failed send keeps the counts for the
 * next one.
 */
let UsageCounter = class UsageCounter {
    redis;
    sql;
    config;
    adapterHost;
    logger = new common_1.Logger('Usage');
    pending = new Map();
    timer;
    flushing = Promise.resolve();
    constructor(redis, sql, config, adapterHost) {
        this.redis = redis;
        this.sql = sql;
        this.config = config;
        this.adapterHost = adapterHost;
    }
    onModuleInit() {
        // The worker process has no HTTP server: nothing to count there.
        const fastify = this.adapterHost.httpAdapter?.getInstance?.();
        if (!fastify?.addHook)
            return;
        // THE hook of the request path: one Map increment per owner call, nothing awaited.
        fastify.addHook('onResponse', (request, _reply, done) => {
            const caller = request.caller;
            if (caller?.role === 'filter_owner')
                this.count(caller.id);
            done();
        });
        this.timer = setInterval(() => void this.flush(), this.redis ? REDIS_FLUSH_MS : DATABASE_FLUSH_MS).unref();
    }
    async onApplicationShutdown() {
        clearInterval(this.timer);
        await this.flush().catch(() => undefined);
    }
    /** The day being counted and its owners' counts (the hot path touches only these). */
    day = '';
    today = new Map();
    count(ownerId, now = Date.now()) {
        const day = (0, usage_day_1.usageDay)(now);
        if (day !== this.day) {
            this.day = day;
            let owners = this.pending.get(day);
            if (!owners)
                this.pending.set(day, (owners = new Map()));
            this.today = owners;
        }
        this.today.set(ownerId, (this.today.get(ownerId) ?? 0) + 1);
    }
    /** The Redis hash of a day. */
    dayKey(day) {
        return `${this.config.QUEUE_PREFIX}:usage:${day}`;
    }
    /** Sends the counts taken so far on (one send at a time). */
    flush() {
        this.flushing = this.flushing.then(() => this.send()).catch(() => undefined);
        return this.flushing;
    }
    async send() {
        if (this.pending.size === 0)
            return;
        const counts = this.pending;
        this.pending = new Map();
        this.day = '';
        try {
            if (this.redis)
                await this.sendToRedis(this.redis, counts);
            else
                await this.addToDatabase(counts);
        }
        catch (error) {
            this.merge(counts);
            this.logger.warn({ err: error.message }, 'API usage counts not sent; kept for the next try');
        }
    }
    async sendToRedis(redis, counts) {
        if (!(0, redis_connection_1.redisIsReady)(redis))
            throw new Error('Redis is not ready');
        const pipeline = redis.pipeline();
        for (const [day, owners] of counts) {
            const key = this.dayKey(day);
            for (const [owner, n] of owners)
                pipeline.hincrby(key, String(owner), n);
            pipeline.expire(key, KEEP_DAY_SECONDS);
        }
        const results = (await pipeline.exec()) ?? [];
        const failed = results.find(([error]) => error);
        if (failed)
            throw failed[0];
    }
    /** Without Redis: added to the day's row (several processes add, none overwrites). */
    async addToDatabase(counts) {
        const owners = [];
        const days = [];
        const calls = [];
        for (const [day, byOwner] of counts)
            for (const [owner, n] of byOwner) {
                owners.push(owner);
                days.push(day);
                calls.push(n);
            }
        await this.sql.rows(`INSERT INTO owner_api_usage_days (owner_id, date, api_calls, updated_at)
       SELECT o, d, n, now() FROM unnest($1::bigint[], $2::date[], $3::bigint[]) AS c(o, d, n)
       ON CONFLICT (owner_id, date) DO UPDATE SET api_calls = owner_api_usage_days.api_calls + EXCLUDED.api_calls, updated_at = now()`, [owners, days, calls]);
    }
    merge(counts) {
        for (const [day, owners] of counts)
            for (const [owner, n] of owners) {
                let target = this.pending.get(day);
                if (!target)
                    this.pending.set(day, (target = new Map()));
                target.set(owner, (target.get(owner) ?? 0) + n);
            }
    }
    /** Every owner's count of a day in Redis (null without Redis). */
    async dayCounts(day) {
        if (!this.redis)
            return null;
        const raw = await this.redis.hgetall(this.dayKey(day));
        return new Map(Object.entries(raw).map(([owner, n]) => [Number(owner), Number(n)]));
    }
    /** One owner's counts of some days in Redis (null without Redis or while it does not answer). */
    async ownerCounts(ownerId, days) {
        if (!this.redis || !(0, redis_connection_1.redisIsReady)(this.redis))
            return null;
        try {
            const pipeline = this.redis.pipeline();
            for (const day of days)
                pipeline.hget(this.dayKey(day), String(ownerId));
            const results = (await pipeline.exec()) ?? [];
            return new Map(days.map((day, i) => [day, Number(results[i]?.[1] ?? 0)]));
        }
        catch {
            return null;
        }
    }
};
exports.UsageCounter = UsageCounter;
exports.UsageCounter = UsageCounter = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_connection_1.REDIS)),
    __metadata("design:paramtypes", [Object, sql_1.Sql,
        app_config_1.AppConfig,
        core_1.HttpAdapterHost])
], UsageCounter);
//# sourceMappingURL=usage-counter.js.map