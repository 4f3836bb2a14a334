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
Object.defineProperty(exports, "__esModule", { value: true });
exports.UsageRollupJob = exports.USAGE_QUEUE = void 0;
const common_1 = require("@nestjs/common");
const sql_1 = require("../../platform/database/sql");
const job_queue_1 = require("../../platform/queue/job-queue");
const plant_day_1 = require("../../platform/domain/plant-day");
const usage_counter_1 = require("./usage-counter");
const usage_day_1 = require("./usage-day");
exports.USAGE_QUEUE = 'usage';
const ROLLUP_SCHEDULER = 'usage-rollup-hourly';
/**
 * Rolls the Redis day hashes (yesterday's and today's) up into owner_api_usage_days, as a BullMQ
 * job scheduler every hour at :05 (so a day is final in PostgreSQL by 00:05 the next day). Each
 * roll-up writes the day's total as Redis holds it, never less than the row already has: running
 * it twice, or after a Redis restart, loses nothing. Without Redis the counts are already in
 * PostgreSQL (UsageCounter adds them there) and the job only flushes this process's counts.
 */
let UsageRollupJob = class UsageRollupJob {
    jobs;
    counter;
    sql;
    logger = new common_1.Logger('Usage');
    constructor(jobs, counter, sql) {
        this.jobs = jobs;
        this.counter = counter;
        this.sql = sql;
    }
    onModuleInit() {
        this.jobs.define({ queue: exports.USAGE_QUEUE, attempts: 3, backoffMs: 2000, process: () => this.run() });
    }
    async onApplicationBootstrap() {
        const queue = this.jobs.bullQueues().find((q) => q.name === exports.USAGE_QUEUE);
        if (!queue)
            return;
        await this.jobs
            .bounded(() => queue.upsertJobScheduler(ROLLUP_SCHEDULER, { pattern: '5 * * * *', tz: 'Asia/Karachi' }, { name: exports.USAGE_QUEUE, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 2000 } } }))
            .catch((error) => this.logger.warn(`Usage roll-up schedule not set: ${error.message}`));
    }
    /** The schedule as BullMQ holds it (tests, operators); null in-process. */
    async schedule() {
        const queue = this.jobs.bullQueues().find((q) => q.name === exports.USAGE_QUEUE);
        if (!queue)
            return null;
        const found = await queue.getJobScheduler(ROLLUP_SCHEDULER);
        return { pattern: found?.pattern ?? null, next: found?.next ? new Date(found.next).toISOString() : null };
    }
    async run(now = Date.now()) {
        await this.counter.flush();
        const today = (0, usage_day_1.usageDay)(now);
        const days = [(0, plant_day_1.shiftDay)(today, -1), today];
        let owners = 0;
        for (const day of days) {
            const counts = await this.counter.dayCounts(day);
            if (!counts || counts.size === 0)
                continue;
            owners += counts.size;
            await this.sql.rows(`INSERT INTO owner_api_usage_days (owner_id, date, api_calls, updated_at)
         SELECT o, $2::date, n, now() FROM unnest($1::bigint[], $3::bigint[]) AS c(o, n)
         ON CONFLICT (owner_id, date) DO UPDATE SET api_calls = GREATEST(owner_api_usage_days.api_calls, EXCLUDED.api_calls), updated_at = now()`, [[...counts.keys()], day, [...counts.values()]]);
        }
        return { days, owners };
    }
};
exports.UsageRollupJob = UsageRollupJob;
exports.UsageRollupJob = UsageRollupJob = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [job_queue_1.JobQueue,
        usage_counter_1.UsageCounter,
        sql_1.Sql])
], UsageRollupJob);
//# sourceMappingURL=usage-rollup.job.js.map