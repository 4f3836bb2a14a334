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
exports.OwnerDayReader = exports.LOG_BATCH_SQL = exports.ANALYTICS_EVENT_TYPES = exports.ANALYTICS_QUEUE = void 0;
const common_1 = require("@nestjs/common");
const sql_1 = require("../../platform/database/sql");
const money_1 = require("../../platform/domain/money");
const plant_day_1 = require("../../platform/domain/plant-day");
const job_queue_1 = require("../../platform/queue/job-queue");
exports.ANALYTICS_QUEUE = 'platform-analytics';
const SCHEDULER = 'platform-analytics-every-5-minutes';
const CHECKPOINT = 'platform_owner_days';
const BATCH = 5000;
/** Without Redis: how often this process catches up. */
const LOCAL_TICK_MS = 300_000;
/** One reader at a time, in every process (a transaction-level advisory lock). */
const LOCK_KEY = 7_630_741;
const ZONE = 'Asia/Karachi';
/** The event types the reader counts; it reads nothing else. */
exports.ANALYTICS_EVENT_TYPES = [
    'UserRegistered',
    'PlantRegistered',
    'PlantActivated',
    'PlantDeactivated',
    'CustomerRegistered',
    'CustomerDeleted',
    'CustomerDeliveryRecorded',
    'CustomerLedgerLineReversed',
];
/**
 * Below which transaction id every transaction of this database has ended: the oldest one still
 * running here (the snapshot's in-progress ids matched to this database's backends), else the
 * snapshot's xmax. pg_snapshot_xmin alone is cluster-wide, so one idle transaction in any other
 * database on the server would stall the reader. Taken in its own statement, before the read:
 * a transaction that ends between the two is visible to the read.
 */
const HORIZON_SQL = `SELECT coalesce(
    (SELECT min(x) FROM pg_snapshot_xip(pg_current_snapshot()) x
      WHERE (x::text::numeric % 4294967296)::text::xid IN
            (SELECT backend_xid FROM pg_stat_activity WHERE datname = current_database() AND backend_xid IS NOT NULL)),
    pg_snapshot_xmax(pg_current_snapshot()))::text AS horizon`;
/**
 * The next batch after the checkpoint. ORDER BY names the table's column: the bare name would be
 * the text alias, and "1000" sorts before "999", so a batch spanning such a boundary ended on a
 * lower id than it had read and the next batch read (and summed) the rest of it again.
 */
exports.LOG_BATCH_SQL = `SELECT transaction_id::text AS transaction_id, global_position, event_type, data, recorded_at
    FROM events
   WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND transaction_id < $3::xid8
   ORDER BY events.transaction_id, events.global_position
   LIMIT $4`;
const emptyDay = () => ({
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
let OwnerDayReader = class OwnerDayReader {
    sql;
    jobs;
    logger = new common_1.Logger('PlatformAnalytics');
    timer;
    constructor(sql, jobs) {
        this.sql = sql;
        this.jobs = jobs;
    }
    onModuleInit() {
        this.jobs.define({ queue: exports.ANALYTICS_QUEUE, attempts: 3, backoffMs: 2000, process: () => this.catchUp() });
    }
    async onApplicationBootstrap() {
        const queue = this.jobs.bullQueues().find((q) => q.name === exports.ANALYTICS_QUEUE);
        if (!queue) {
            this.timer = setInterval(() => void this.catchUp().catch(() => undefined), LOCAL_TICK_MS).unref();
            return;
        }
        await this.jobs
            .bounded(() => queue.upsertJobScheduler(SCHEDULER, { pattern: '*/5 * * * *' }, { name: exports.ANALYTICS_QUEUE, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 2000 } } }))
            .catch((error) => this.logger.warn(`Platform analytics schedule not set: ${error.message}`));
    }
    onApplicationShutdown() {
        clearInterval(this.timer);
    }
    /**
     * Reads the log up to now, batch by batch; with a budget, stops after the batch that passes it
     * (a read on a large backlog answers with what is summed so far; the job finishes the rest).
     */
    async catchUp(budgetMs = Infinity) {
        const started = Date.now();
        let total = 0;
        for (;;) {
            const applied = await this.batch();
            total += applied.read;
            if (applied.done)
                return { events: total, done: true };
            if (Date.now() - started > budgetMs)
                return { events: total, done: false };
        }
    }
    async batch() {
        const connection = await this.sql.connection();
        try {
            await connection.run('BEGIN');
            await connection.query(`SELECT pg_advisory_xact_lock($1)`, [LOCK_KEY]);
            const [checkpoint] = await connection.query(`SELECT transaction_id::text, global_position FROM platform_analytics_checkpoints WHERE name = $1`, [CHECKPOINT]);
            const [{ horizon }] = await connection.query(HORIZON_SQL);
            const rows = await connection.query(exports.LOG_BATCH_SQL, [
                checkpoint?.transaction_id ?? '0',
                checkpoint?.global_position ?? 0,
                horizon,
                BATCH,
            ]);
            if (rows.length === 0) {
                await connection.run('COMMIT');
                connection.release();
                return { read: 0, done: true };
            }
            const days = this.sum(rows.filter((row) => exports.ANALYTICS_EVENT_TYPES.includes(row.event_type)));
            await this.write(connection, days);
            const last = rows[rows.length - 1];
            await connection.query(`INSERT INTO platform_analytics_checkpoints (name, transaction_id, global_position, updated_at) VALUES ($1, $2::xid8, $3, now())
         ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position, updated_at = now()`, [CHECKPOINT, last.transaction_id, last.global_position]);
            await connection.run('COMMIT');
            connection.release();
            return { read: rows.length, done: rows.length < BATCH };
        }
        catch (error) {
            await connection.run('ROLLBACK').catch(() => undefined);
            connection.release(error);
            throw error;
        }
    }
    sum(rows) {
        const days = new Map();
        const at = (owner, date) => {
            const key = `${Number(owner)}|${date}`;
            let day = days.get(key);
            if (!day)
                days.set(key, (day = emptyDay()));
            return day;
        };
        for (const row of rows) {
            const d = row.data;
            const recorded = (0, plant_day_1.plantDate)(new Date(row.recorded_at), ZONE);
            switch (row.event_type) {
                case 'UserRegistered':
                    if (d.role === 'filter_owner')
                        at(d.user_id, recorded).registered += 1;
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
                    if (d.entry?.status !== 'delivered')
                        break;
                    const day = at(d.owner_id, d.line.date);
                    day.deliveries += 1;
                    day.cans += Number(d.line.cans_delivered);
                    day.sales += (0, money_1.toPaisa)(d.line.debit);
                    break;
                }
                case 'CustomerLedgerLineReversed': {
                    // The mirror of a delivery returns its cans and credits its charge.
                    if (!(Number(d.line.cans_returned) > 0))
                        break;
                    const day = at(d.owner_id, d.line.date);
                    day.deliveries -= 1;
                    day.cans -= Number(d.line.cans_returned);
                    day.sales -= (0, money_1.toPaisa)(d.line.credit);
                    break;
                }
            }
        }
        return days;
    }
    async write(connection, days) {
        if (days.size === 0)
            return;
        const columns = {
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
            for (const name of Object.keys(day))
                columns[name].push(name === 'sales' ? (0, money_1.fromPaisa)(day.sales) : day[name]);
        }
        await connection.query(`INSERT INTO platform_owner_days AS t (owner_id, date, registered, plants_added, plants_activated, plants_deactivated,
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
         sales = t.sales + EXCLUDED.sales`, [
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
        ]);
        await connection.query(`INSERT INTO platform_owner_totals AS t (owner_id, plants, active_plants, customers, deliveries, last_delivery)
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
         last_delivery = greatest(t.last_delivery, EXCLUDED.last_delivery)`, [
            columns.owner_id,
            columns.date,
            columns.plants_added,
            columns.plants_activated,
            columns.plants_deactivated,
            columns.customers_added,
            columns.customers_removed,
            columns.deliveries,
        ]);
    }
};
exports.OwnerDayReader = OwnerDayReader;
exports.OwnerDayReader = OwnerDayReader = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [sql_1.Sql,
        job_queue_1.JobQueue])
], OwnerDayReader);
//# sourceMappingURL=owner-day-reader.js.map