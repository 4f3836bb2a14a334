import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { Sql } from '../../platform/database/sql';
import { JobQueue } from '../../platform/queue/job-queue';
import { shiftDay } from '../../platform/domain/plant-day';
import { UsageCounter } from './usage-counter';
import { usageDay } from './usage-day';
import { now as businessNow } from '../../platform/domain/clock';

export const USAGE_QUEUE = 'usage';
const ROLLUP_SCHEDULER = 'usage-rollup-hourly';

export interface UsageRollupResult {
  days: string[];
  owners: number;
}

/**
 * Rolls the Redis day hashes (yesterday's and today's) up into owner_api_usage_days, as a BullMQ
 * job scheduler every hour at :05 (so a day is final in PostgreSQL by 00:05 the next day). Each
 * roll-up writes the day's total as Redis holds it, never less than the row already has: running
 * it twice, or after a Redis restart, loses nothing. Without Redis the counts are already in
 * PostgreSQL (UsageCounter adds them there) and the job only flushes this process's counts.
 */
@Injectable()
export class UsageRollupJob implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Usage');

  constructor(
    private readonly jobs: JobQueue,
    private readonly counter: UsageCounter,
    private readonly sql: Sql,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ queue: USAGE_QUEUE, attempts: 3, backoffMs: 2000, process: () => this.run() });
  }

  async onApplicationBootstrap(): Promise<void> {
    const queue = this.jobs.bullQueues().find((q) => q.name === USAGE_QUEUE);
    if (!queue) return;
    await this.jobs
      .bounded(() =>
        queue.upsertJobScheduler(
          ROLLUP_SCHEDULER,
          { pattern: '5 * * * *', tz: 'Asia/Karachi' },
          { name: USAGE_QUEUE, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 2000 } } },
        ),
      )
      .catch((error: Error) => this.logger.warn(`Usage roll-up schedule not set: ${error.message}`));
  }

  /** The schedule as BullMQ holds it (tests, operators); null in-process. */
  async schedule(): Promise<{ pattern: string | null; next: string | null } | null> {
    const queue = this.jobs.bullQueues().find((q) => q.name === USAGE_QUEUE);
    if (!queue) return null;
    const found = await queue.getJobScheduler(ROLLUP_SCHEDULER);
    return { pattern: found?.pattern ?? null, next: found?.next ? new Date(found.next).toISOString() : null };
  }

  async run(now = businessNow().getTime()): Promise<UsageRollupResult> {
    await this.counter.flush();
    const today = usageDay(now);
    const days = [shiftDay(today, -1), today];
    let owners = 0;
    for (const day of days) {
      const counts = await this.counter.dayCounts(day);
      if (!counts || counts.size === 0) continue;
      owners += counts.size;
      await this.sql.rows(
        `INSERT INTO owner_api_usage_days (owner_id, date, api_calls, updated_at)
         SELECT o, $2::date, n, now() FROM unnest($1::bigint[], $3::bigint[]) AS c(o, n)
         ON CONFLICT (owner_id, date) DO UPDATE SET api_calls = GREATEST(owner_api_usage_days.api_calls, EXCLUDED.api_calls), updated_at = now()`,
        [[...counts.keys()], day, [...counts.values()]],
      );
    }
    return { days, owners };
  }
}
