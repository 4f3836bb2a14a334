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
exports.InvoiceJobs = exports.INVOICE_QUEUE = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const job_queue_1 = require("../../platform/queue/job-queue");
const billing_month_1 = require("./billing-month");
const invoice_commands_1 = require("./invoice.commands");
const invoice_events_1 = require("./invoice.events");
exports.INVOICE_QUEUE = 'invoices';
const MONTHLY_SCHEDULER = 'invoices-issue-monthly';
const DAILY_SCHEDULER = 'invoices-overdue-daily';
/** Without Redis: how often the in-process timer catches up (both jobs are idempotent). */
const LOCAL_TICK_MS = 3_600_000;
/**
 * The billing jobs on the `invoices` queue. With Redis, two BullMQ job schedulers: the 1st of each
 * month at 00:05 (BILLING_TIME_ZONE) issues last month, every day at 00:15 marks overdue invoices.
 * Without Redis (in-process queue), a timer in the API process queues both every hour instead:
 * they are idempotent, so the hourly runs only catch up what is missing (after a restart too).
 */
let InvoiceJobs = class InvoiceJobs {
    jobs;
    commands;
    logger = new common_1.Logger('Invoices');
    localTimer;
    constructor(jobs, commands) {
        this.jobs = jobs;
        this.commands = commands;
    }
    onModuleInit() {
        this.jobs.define({
            queue: exports.INVOICE_QUEUE,
            attempts: 3,
            backoffMs: 2000,
            process: (data, report) => this.run(data, report.progress),
        });
    }
    async onApplicationBootstrap() {
        await this.schedule().catch((error) => this.logger.warn(`Invoice schedules not set: ${error.message}`));
    }
    onApplicationShutdown() {
        clearInterval(this.localTimer);
    }
    /** Queues a job; its id for GET /super-admin/jobs/{id}. */
    enqueue(data) {
        return this.jobs.enqueue(exports.INVOICE_QUEUE, data);
    }
    run(data, progress = async () => undefined) {
        const now = new Date();
        if (data.kind === 'overdue')
            return this.commands.execute(new invoice_commands_1.MarkOverdueInvoicesCommand(now));
        const month = data.kind === 'issue' ? data.month : (0, billing_month_1.previousMonth)((0, billing_month_1.billingDay)(now).slice(0, 7));
        return this.commands.execute(new invoice_commands_1.IssueMonthInvoicesCommand(month, now, progress));
    }
    async schedule() {
        const queue = this.jobs.bullQueues().find((q) => q.name === exports.INVOICE_QUEUE);
        if (!queue) {
            this.localTimer = setInterval(() => {
                void this.enqueue({ kind: 'issue-last-month' }).catch(() => undefined);
                void this.enqueue({ kind: 'overdue' }).catch(() => undefined);
            }, LOCAL_TICK_MS).unref();
            this.logger.log('Invoices: no Redis, the month run and overdue marking are queued in-process every hour');
            return;
        }
        const opts = { attempts: 3, backoff: { type: 'exponential', delay: 2000 } };
        await this.jobs.bounded(() => queue.upsertJobScheduler(MONTHLY_SCHEDULER, { pattern: '5 0 1 * *', tz: invoice_events_1.BILLING_TIME_ZONE }, { name: exports.INVOICE_QUEUE, data: { kind: 'issue-last-month' }, opts }));
        await this.jobs.bounded(() => queue.upsertJobScheduler(DAILY_SCHEDULER, { pattern: '15 0 * * *', tz: invoice_events_1.BILLING_TIME_ZONE }, { name: exports.INVOICE_QUEUE, data: { kind: 'overdue' }, opts }));
    }
    /** The schedules as BullMQ holds them (tests, operators); null in-process. */
    async schedules() {
        const queue = this.jobs.bullQueues().find((q) => q.name === exports.INVOICE_QUEUE);
        if (!queue)
            return null;
        const found = await Promise.all([MONTHLY_SCHEDULER, DAILY_SCHEDULER].map((id) => queue.getJobScheduler(id)));
        return found.map((s, i) => ({
            id: [MONTHLY_SCHEDULER, DAILY_SCHEDULER][i],
            pattern: s?.pattern ?? null,
            next: s?.next ? new Date(s.next).toISOString() : null,
        }));
    }
};
exports.InvoiceJobs = InvoiceJobs;
exports.InvoiceJobs = InvoiceJobs = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [job_queue_1.JobQueue,
        cqrs_1.CommandBus])
], InvoiceJobs);
//# sourceMappingURL=invoice.job.js.map