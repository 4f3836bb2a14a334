import type { InvoiceRunResult } from '@paani/contracts';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JobQueue } from '../../platform/queue/job-queue';
import { billingDay, previousMonth } from './billing-month';
import { IssueMonthInvoicesCommand, MarkOverdueInvoicesCommand } from './invoice.commands';
import { BILLING_TIME_ZONE } from './invoice.events';
import { now as businessNow } from '../../platform/domain/clock';

export const INVOICE_QUEUE = 'invoices';
const MONTHLY_SCHEDULER = 'invoices-issue-monthly';
const DAILY_SCHEDULER = 'invoices-overdue-daily';
/** Without Redis: how often the in-process timer catches up (both jobs are idempotent). */
const LOCAL_TICK_MS = 3_600_000;

/** `month` issues that month; `last-month` the month before the run's day; `overdue` marks overdue invoices. */
export type InvoiceJobData = { kind: 'issue'; month: string } | { kind: 'issue-last-month' } | { kind: 'overdue' };

/**
 * The billing jobs on the `invoices` queue. With Redis, two BullMQ job schedulers: the 1st of each
 * month at 00:05 (BILLING_TIME_ZONE) issues last month, every day at 00:15 marks overdue invoices.
 * Without Redis (in-process queue), a timer in the API process queues both every hour instead:
 * they are idempotent, so the hourly runs only catch up what is missing (after a restart too).
 */
@Injectable()
export class InvoiceJobs implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Invoices');
  private localTimer?: NodeJS.Timeout;

  constructor(
    private readonly jobs: JobQueue,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      queue: INVOICE_QUEUE,
      attempts: 3,
      backoffMs: 2000,
      process: (data: InvoiceJobData, report) => this.run(data, report.progress),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule().catch((error: Error) => this.logger.warn(`Invoice schedules not set: ${error.message}`));
  }

  onApplicationShutdown(): void {
    clearInterval(this.localTimer);
  }

  /** Queues a job; its id for GET /super-admin/jobs/{id}. */
  enqueue(data: InvoiceJobData): Promise<string> {
    return this.jobs.enqueue(INVOICE_QUEUE, data);
  }

  run(
    data: InvoiceJobData,
    progress: (value: number) => Promise<void> = async () => undefined,
  ): Promise<InvoiceRunResult | { marked: number; invoice_ids: number[] }> {
    const now = businessNow();
    if (data.kind === 'overdue') return this.commands.execute(new MarkOverdueInvoicesCommand(now));
    const month = data.kind === 'issue' ? data.month : previousMonth(billingDay(now).slice(0, 7));
    return this.commands.execute(new IssueMonthInvoicesCommand(month, now, progress));
  }

  private async schedule(): Promise<void> {
    const queue = this.jobs.bullQueues().find((q) => q.name === INVOICE_QUEUE);
    if (!queue) {
      this.localTimer = setInterval(() => {
        void this.enqueue({ kind: 'issue-last-month' }).catch(() => undefined);
        void this.enqueue({ kind: 'overdue' }).catch(() => undefined);
      }, LOCAL_TICK_MS).unref();
      this.logger.log('Invoices: no Redis, the month run and overdue marking are queued in-process every hour');
      return;
    }
    const opts = { attempts: 3, backoff: { type: 'exponential', delay: 2000 } };
    await this.jobs.bounded(() =>
      queue.upsertJobScheduler(
        MONTHLY_SCHEDULER,
        { pattern: '5 0 1 * *', tz: BILLING_TIME_ZONE },
        { name: INVOICE_QUEUE, data: { kind: 'issue-last-month' }, opts },
      ),
    );
    await this.jobs.bounded(() =>
      queue.upsertJobScheduler(
        DAILY_SCHEDULER,
        { pattern: '15 0 * * *', tz: BILLING_TIME_ZONE },
        { name: INVOICE_QUEUE, data: { kind: 'overdue' }, opts },
      ),
    );
  }

  /** The schedules as BullMQ holds them (tests, operators); null in-process. */
  async schedules(): Promise<{ id: string; pattern: string | null; next: string | null }[] | null> {
    const queue = this.jobs.bullQueues().find((q) => q.name === INVOICE_QUEUE);
    if (!queue) return null;
    const found = await Promise.all([MONTHLY_SCHEDULER, DAILY_SCHEDULER].map((id) => queue.getJobScheduler(id)));
    return found.map((s, i) => ({
      id: [MONTHLY_SCHEDULER, DAILY_SCHEDULER][i],
      pattern: s?.pattern ?? null,
      next: s?.next ? new Date(s.next).toISOString() : null,
    }));
  }
}
