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
exports.ExchangeRateJob = exports.FREQUENCY_MS = exports.EXCHANGE_RATE_QUEUE = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const app_config_1 = require("../../platform/config/app-config");
const job_queue_1 = require("../../platform/queue/job-queue");
const currency_commands_1 = require("./currency.commands");
const currency_events_1 = require("./currency.events");
exports.EXCHANGE_RATE_QUEUE = 'exchange-rates';
const SCHEDULER_ID = 'exchange-rates-auto';
const FETCH_TIMEOUT_MS = 10_000;
/** How often the schedule is compared with the settings (a change there takes effect within this). */
const SCHEDULE_SYNC_MS = 30_000;
exports.FREQUENCY_MS = { hourly: 3_600_000, daily: 86_400_000, weekly: 604_800_000 };
/** Reads `{ base: 'PKR', rates: { USD: 0.0036, ... } }` from EXCHANGE_RATES_URL. */
async function fetchRates(url) {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok)
        throw new Error(`The rate source answered ${response.status} ${response.statusText}`.trim());
    const body = (await response.json().catch(() => null));
    if (!body || typeof body.rates !== 'object' || body.rates === null)
        throw new Error('The rate source did not send { base, rates }');
    if (body.base !== undefined && body.base !== currency_events_1.BASE_CURRENCY_CODE)
        throw new Error(`The rate source's base is ${String(body.base)}, not ${currency_events_1.BASE_CURRENCY_CODE}`);
    return body.rates;
}
/**
 * The exchange-rate job: fetches the rates and applies every active currency's rate as one
 * batch of ExchangeRateSet events (each also a rate-history row). A failure throws, so the
 * queue retries it with backoff and keeps the reason visible.
 */
let ExchangeRateJob = class ExchangeRateJob {
    jobs;
    commands;
    dataSource;
    config;
    logger = new common_1.Logger('ExchangeRates');
    appliedSchedule = null;
    localTimer;
    syncTimer;
    constructor(jobs, commands, dataSource, config) {
        this.jobs = jobs;
        this.commands = commands;
        this.dataSource = dataSource;
        this.config = config;
    }
    onModuleInit() {
        this.jobs.define({ queue: exports.EXCHANGE_RATE_QUEUE, attempts: 3, backoffMs: 1000, process: () => this.run() });
    }
    async onApplicationBootstrap() {
        await this.syncSchedule().catch((error) => this.logger.warn(`Rate schedule not synced: ${error.message}`));
        this.syncTimer = setInterval(() => void this.syncSchedule().catch(() => undefined), SCHEDULE_SYNC_MS).unref();
    }
    onApplicationShutdown() {
        clearInterval(this.syncTimer);
        clearInterval(this.localTimer);
    }
    /** Queues one update now; returns the job id. */
    enqueue(trigger) {
        return this.jobs.enqueue(exports.EXCHANGE_RATE_QUEUE, { trigger });
    }
    async run() {
        const url = this.config.EXCHANGE_RATES_URL;
        if (!url)
            throw new Error('EXCHANGE_RATES_URL is not configured');
        const rates = await fetchRates(url);
        const currencies = await this.dataSource.query(`SELECT id, code FROM currencies WHERE is_active AND id <> $1 ORDER BY code`, [currency_events_1.BASE_CURRENCY_ID]);
        const updates = [];
        const missing = [];
        for (const { id, code } of currencies) {
            const rate = Number(rates[code]);
            if (Number.isFinite(rate) && rate > 0 && rate < 1_000_000)
                updates.push({ currencyId: Number(id), rate, code });
            else
                missing.push(code);
        }
        if (updates.length > 0)
            await this.commands.execute(new currency_commands_1.BulkUpdateRatesCommand(updates, 'job'));
        return { source: new URL(url).origin, updated: updates.map((u) => ({ code: u.code, exchange_rate: u.rate })), missing };
    }
    /** Makes the repeatable job follow `auto_update_rates` and `rate_update_frequency`. */
    async syncSchedule() {
        const rows = await this.dataSource.query(`SELECT key, value FROM system_settings WHERE key IN ('currency.auto_update_rates', 'currency.rate_update_frequency')`);
        const settings = Object.fromEntries(rows.map((r) => [r.key, r.value]));
        const on = settings['currency.auto_update_rates'] === true;
        const every = exports.FREQUENCY_MS[String(settings['currency.rate_update_frequency'] ?? 'daily')] ?? exports.FREQUENCY_MS.daily;
        const wanted = on ? `every:${every}` : 'off';
        if (wanted === this.appliedSchedule)
            return;
        const queue = this.jobs.bullQueues().find((q) => q.name === exports.EXCHANGE_RATE_QUEUE);
        if (queue) {
            if (on) {
                await queue.upsertJobScheduler(SCHEDULER_ID, { every }, {
                    name: exports.EXCHANGE_RATE_QUEUE,
                    data: { trigger: 'schedule' },
                    opts: { attempts: 3, backoff: { type: 'exponential', delay: 1000 } },
                });
            }
            else {
                await queue.removeJobScheduler(SCHEDULER_ID);
            }
        }
        else {
            clearInterval(this.localTimer);
            if (on)
                this.localTimer = setInterval(() => void this.enqueue('schedule'), every).unref();
        }
        this.appliedSchedule = wanted;
        this.logger.log(on ? `Exchange rates update automatically every ${every / 60_000} minutes` : 'Automatic exchange-rate updates are off');
    }
    /** The schedule as BullMQ holds it (for the console and tests); null when off or in-process. */
    async schedule() {
        const queue = this.jobs.bullQueues().find((q) => q.name === exports.EXCHANGE_RATE_QUEUE);
        if (!queue)
            return null;
        const scheduler = await queue.getJobScheduler(SCHEDULER_ID);
        if (!scheduler)
            return null;
        return {
            every: scheduler.every ? Number(scheduler.every) : null,
            next: scheduler.next ? new Date(scheduler.next).toISOString() : null,
        };
    }
};
exports.ExchangeRateJob = ExchangeRateJob;
exports.ExchangeRateJob = ExchangeRateJob = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [job_queue_1.JobQueue,
        cqrs_1.CommandBus,
        typeorm_1.DataSource,
        app_config_1.AppConfig])
], ExchangeRateJob);
//# sourceMappingURL=exchange-rate.job.js.map