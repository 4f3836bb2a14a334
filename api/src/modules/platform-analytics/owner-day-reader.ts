import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Sql, SqlConnection } from '../../platform/database/sql';
import { followLog, LogRow } from '../../platform/event-store/log-follower';
import { fromPaisa, toPaisa } from '../../platform/domain/money';
import { plantDate } from '../../platform/domain/plant-day';
import { JobQueue } from '../../platform/queue/job-queue';

export const ANALYTICS_QUEUE = 'platform-analytics';
const SCHEDULER = 'platform-analytics-every-5-minutes';
const CHECKPOINT = 'platform_owner_days';
const BATCH = 5000;
/** Without Redis: how often this process catches up. */
const LOCAL_TICK_MS = 300_000;
/** One reader at a time, in every process (a transaction-level advisory lock). */
const LOCK_KEY = 7_630_741;
const ZONE = 'Asia/Karachi';

/** The event types the reader counts; it reads nothing else. */
export const ANALYTICS_EVENT_TYPES = [
  'UserRegistered',
  'PlantRegistered',
  'PlantActivated',
  'PlantDeactivated',
  'CustomerRegistered',
  'CustomerDeleted',
  'CustomerDeliveryRecorded',
  'CustomerLedgerLineReversed',
];

interface Day {
  registered: number;
  plants_added: number;
  plants_activated: number;
  plants_deactivated: number;
  customers_added: number;
  customers_removed: number;
  deliveries: number;
  cans: number;
  sales: number;
}

const emptyDay = (): Day => ({
  registered: 0,
  plants_added: 0,
  plants_activated: 0,
  plants_deactivated: 0,
  customers_added: 0,
  customers_removed: 0,
  deliveries: 0,
  cans: 0,
  sales: 0,
});

/**
 * The async projection behind the super admin's analytics: a checkpointed reader of the log
 * (gap-safe: only transactions older than every running one, in (transaction_id, global_position)
 * order, checkpointed on that pair) that sums each owner's day into platform_owner_days, the rows
 * and the checkpoint in one transaction. Registrations and plant changes count on the day they
 * were recorded (Asia/Karachi); deliveries (status delivered: one delivery, its cans, its charge as
 * sales) on the ledger line's plant day, and a reversal of one takes its cans and charge back.
 * Runs as a BullMQ job every 5 minutes (in process without Redis), and before every analytics read.
 */
@Injectable()
export class OwnerDayReader implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PlatformAnalytics');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly sql: Sql,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ queue: ANALYTICS_QUEUE, attempts: 3, backoffMs: 2000, process: () => this.catchUp() });
  }

  async onApplicationBootstrap(): Promise<void> {
    const queue = this.jobs.bullQueues().find((q) => q.name === ANALYTICS_QUEUE);
    if (!queue) {
      this.timer = setInterval(() => void this.catchUp().catch(() => undefined), LOCAL_TICK_MS).unref();
      return;
    }
    await this.jobs
      .bounded(() =>
        queue.upsertJobScheduler(
          SCHEDULER,
          { pattern: '*/5 * * * *' },
          { name: ANALYTICS_QUEUE, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 2000 } } },
        ),
      )
      .catch((error: Error) => this.logger.warn(`Platform analytics schedule not set: ${error.message}`));
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * Reads the log up to now, batch by batch; with a budget, stops after the batch that passes it
   * (a read on a large backlog answers with what is summed so far; the job finishes the rest).
   */
  async catchUp(budgetMs = Infinity): Promise<{ events: number; done: boolean }> {
    const started = Date.now();
    let total = 0;
    for (;;) {
      const applied = await this.batch();
      total += applied.read;
      if (applied.done) return { events: total, done: true };
      if (Date.now() - started > budgetMs) return { events: total, done: false };
    }
  }

  private batch(): Promise<{ read: number; done: boolean }> {
    return followLog(this.sql, {
      name: CHECKPOINT,
      lockKey: LOCK_KEY,
      batch: BATCH,
      types: ANALYTICS_EVENT_TYPES,
      apply: (rows, connection) => this.write(connection, this.sum(rows)),
    });
  }

  private sum(rows: LogRow[]): Map<string, Day> {
    const days = new Map<string, Day>();
    const at = (owner: unknown, date: string) => {
      const key = `${Number(owner)}|${date}`;
      let day = days.get(key);
      if (!day) days.set(key, (day = emptyDay()));
      return day;
    };
    for (const row of rows) {
      const d = row.data;
      const recorded = plantDate(new Date(row.recorded_at), ZONE);
      switch (row.event_type) {
        case 'UserRegistered':
          if (d.role === 'filter_owner') at(d.user_id, recorded).registered += 1;
          break;
        case 'PlantRegistered':
          at(d.owner_id, recorded).plants_added += 1;
          break;
        case 'PlantActivated':
          at(d.owner_id, recorded).plants_activated += 1;
          break;
        case 'PlantDeactivated':
          at(d.owner_id, recorded).plants_deactivated += 1;
          break;
        case 'CustomerRegistered':
          at(d.owner_id, recorded).customers_added += 1;
          break;
        case 'CustomerDeleted':
          at(d.owner_id, recorded).customers_removed += 1;
          break;
        case 'CustomerDeliveryRecorded': {
          if (d.entry?.status !== 'delivered') break;
          const day = at(d.owner_id, d.line.date);
          day.deliveries += 1;
          day.cans += Number(d.line.cans_delivered);
          day.sales += toPaisa(d.line.debit);
          break;
        }
        case 'CustomerLedgerLineReversed': {
          // The mirror of a delivery returns its cans and credits its charge.
          if (!(Number(d.line.cans_returned) > 0)) break;
          const day = at(d.owner_id, d.line.date);
          day.deliveries -= 1;
          day.cans -= Number(d.line.cans_returned);
          day.sales -= toPaisa(d.line.credit);
          break;
        }
      }
    }
    return days;
  }

  private async write(connection: SqlConnection, days: Map<string, Day>): Promise<void> {
    if (days.size === 0) return;
    const columns: Record<keyof Day | 'owner_id' | 'date', unknown[]> = {
      owner_id: [],
      date: [],
      registered: [],
      plants_added: [],
      plants_activated: [],
      plants_deactivated: [],
      customers_added: [],
      customers_removed: [],
      deliveries: [],
      cans: [],
      sales: [],
    };
    for (const [key, day] of days) {
      const [owner, date] = key.split('|');
      columns.owner_id.push(owner);
      columns.date.push(date);
      for (const name of Object.keys(day) as (keyof Day)[]) columns[name].push(name === 'sales' ? fromPaisa(day.sales) : day[name]);
    }
    await connection.query(
      `INSERT INTO platform_owner_days AS t (owner_id, date, registered, plants_added, plants_activated, plants_deactivated,
                                             customers_added, customers_removed, deliveries, cans, sales)
       SELECT * FROM unnest($1::bigint[], $2::date[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::bigint[], $11::numeric[])
       ON CONFLICT (owner_id, date) DO UPDATE SET
         registered = t.registered + EXCLUDED.registered,
         plants_added = t.plants_added + EXCLUDED.plants_added,
         plants_activated = t.plants_activated + EXCLUDED.plants_activated,
         plants_deactivated = t.plants_deactivated + EXCLUDED.plants_deactivated,
         customers_added = t.customers_added + EXCLUDED.customers_added,
         customers_removed = t.customers_removed + EXCLUDED.customers_removed,
         deliveries = t.deliveries + EXCLUDED.deliveries,
         cans = t.cans + EXCLUDED.cans,
         sales = t.sales + EXCLUDED.sales`,
      [
        columns.owner_id,
        columns.date,
        columns.registered,
        columns.plants_added,
        columns.plants_activated,
        columns.plants_deactivated,
        columns.customers_added,
        columns.customers_removed,
        columns.deliveries,
        columns.cans,
        columns.sales,
      ],
    );
    await connection.query(
      `INSERT INTO platform_owner_totals AS t (owner_id, plants, active_plants, customers, deliveries, last_delivery)
       SELECT owner_id, sum(plants_added), sum(plants_activated - plants_deactivated), sum(customers_added - customers_removed),
              sum(deliveries), max(date) FILTER (WHERE deliveries > 0)
         FROM unnest($1::bigint[], $2::date[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[])
              AS c(owner_id, date, plants_added, plants_activated, plants_deactivated, customers_added, customers_removed, deliveries)
        GROUP BY owner_id
       ON CONFLICT (owner_id) DO UPDATE SET
         plants = t.plants + EXCLUDED.plants,
         active_plants = t.active_plants + EXCLUDED.active_plants,
         customers = t.customers + EXCLUDED.customers,
         deliveries = t.deliveries + EXCLUDED.deliveries,
         last_delivery = greatest(t.last_delivery, EXCLUDED.last_delivery)`,
      [
        columns.owner_id,
        columns.date,
        columns.plants_added,
        columns.plants_activated,
        columns.plants_deactivated,
        columns.customers_added,
        columns.customers_removed,
        columns.deliveries,
      ],
    );
  }
}
