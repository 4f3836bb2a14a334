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
exports.ProjectionRebuilder = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const batching_transaction_1 = require("./batching-transaction");
const event_row_1 = require("./event-row");
const plant_marks_1 = require("./plant-marks");
const projection_registry_1 = require("./projection-registry");
const upcasters_1 = require("./upcasters");
const BATCH = 5000;
/**
 * Replays the log into a shadow copy of every read-model table, compares it with the live
 * tables, and (unless only verifying) swaps it in. Projections write unqualified table names,
 * so pointing the search_path at the shadow schema is all it takes to redirect them.
 */
let ProjectionRebuilder = class ProjectionRebuilder {
    dataSource;
    projections;
    upcasters;
    constructor(dataSource, projections, upcasters) {
        this.dataSource = dataSource;
        this.projections = projections;
        this.upcasters = upcasters;
    }
    async rebuild(options = {}) {
        const started = process.hrtime.bigint();
        const runner = this.dataSource.createQueryRunner();
        await runner.connect();
        let reader;
        const asOf = options.asOf;
        const shadow = asOf
            ? `as_of_${asOf.position ?? asOf.time?.toISOString().replace(/\D/g, '').slice(0, 14)}`
            : `rebuild_${process.pid}_${Date.now()}`;
        try {
            await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
            // A swap must not miss an append made while replaying: appends wait until we are done.
            if (!options.verifyOnly && !asOf)
                await runner.query('LOCK TABLE events IN EXCLUSIVE MODE');
            if (asOf)
                await runner.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`);
            const tables = this.projections.tables();
            await runner.query(`CREATE SCHEMA ${shadow}`);
            for (const table of tables) {
                // Unlogged: the shadow is either thrown away or copied into the live tables in bulk, so
                // writing ahead-of-log for every replayed row would be pure cost.
                await runner.query(`CREATE UNLOGGED TABLE ${shadow}.${table} (LIKE public.${table} INCLUDING ALL)`);
            }
            const laterIndexes = await deferPlainIndexes(runner, shadow, tables);
            await runner.query(`SET LOCAL search_path TO ${shadow}, public`);
            const phases = { replay: 0, aggregates: 0, compare: 0, swap: 0 };
            let mark = process.hrtime.bigint();
            const lap = () => {
                const now = process.hrtime.bigint();
                const seconds = Number(now - mark) / 1e9;
                mark = now;
                return seconds;
            };
            reader = await this.snapshotReader(runner);
            const events = await this.replay(runner, reader, asOf, laterIndexes, options.onProgress, () => (phases.replay = lap()));
            phases.aggregates = lap();
            await runner.query('SET LOCAL search_path TO public');
            if (asOf) {
                const tablesAsOf = [];
                for (const table of tables) {
                    const [{ rows }] = await runner.query(`SELECT count(*)::int AS rows FROM ${shadow}.${table}`);
                    tablesAsOf.push({ table, liveRows: 0, rebuiltRows: rows, equal: true, onlyLive: [], onlyRebuilt: [] });
                }
                await runner.query('COMMIT');
                const seconds = Number(process.hrtime.bigint() - started) / 1e9;
                return { events, seconds, phases, tables: tablesAsOf, equal: true, swapped: false, schema: shadow };
            }
            const comparisons = [];
            for (const table of tables)
                comparisons.push(await compareTables(reader, runner, table, shadow));
            const equal = comparisons.every((c) => c.equal);
            phases.compare = lap();
            let swapped = false;
            if (!options.verifyOnly) {
                // A table equal to its replay is left as it is: copying it would write the same rows again.
                const differing = comparisons.filter((c) => !c.equal);
                for (const { table } of differing) {
                    await runner.query(`DELETE FROM public.${table}`);
                    await runner.query(`INSERT INTO public.${table} SELECT * FROM ${shadow}.${table}`);
                }
                // Answers kept in process are checked against the plant marks' row versions: rows copied
                // back change what they were read from, so every mark moves too, equal or not.
                if (differing.length > 0)
                    for (const table of tables.filter(plant_marks_1.isPlantMarks))
                        await runner.query((0, plant_marks_1.touchPlantMarks)(`public.${table}`));
                swapped = true;
            }
            await runner.query(`DROP SCHEMA ${shadow} CASCADE`);
            await runner.query(options.verifyOnly ? 'ROLLBACK' : 'COMMIT');
            phases.swap = lap();
            const seconds = Number(process.hrtime.bigint() - started) / 1e9;
            return { events, seconds, phases, tables: comparisons, equal, swapped };
        }
        catch (error) {
            await runner.query('ROLLBACK').catch(() => undefined);
            throw error;
        }
        finally {
            if (reader)
                await closeReader(reader);
            await runner.release();
        }
    }
    /**
     * Applies the log to the tables on the search path, then builds `laterIndexes`; `replayed` is
     * called before the aggregates (afterReplay) are written. The log is read on `reader`
     * (snapshotReader) one batch ahead: PostgreSQL reads and node decodes the next batch while the
     * current one is written, instead of the two waiting on each other.
     */
    async replay(runner, reader, asOf, laterIndexes, onProgress, replayed) {
        const bound = asOf?.position !== undefined ? 'AND global_position <= $3' : asOf?.time ? 'AND recorded_at <= $3' : '';
        const boundValue = asOf?.position ?? asOf?.time;
        const read = (after) => reader.query(`SELECT ${event_row_1.EVENT_COLUMNS} FROM public.events
          WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) ${bound}
          ORDER BY events.transaction_id, events.global_position LIMIT ${BATCH}`, bound ? [after.transactionId, after.globalPosition, boundValue] : [after.transactionId, after.globalPosition]);
        let count = 0;
        const tx = new batching_transaction_1.BatchingTransaction(runner, { replaying: true });
        let next = read({ transactionId: '0', globalPosition: '0' });
        for (;;) {
            const rows = await next;
            if (rows.length === 0)
                break;
            const last = rows[rows.length - 1];
            next = read({ transactionId: String(last.transaction_id), globalPosition: String(last.global_position) });
            // A failed apply leaves the read ahead unawaited: its failure, if any, is not the one to report.
            next.catch(() => undefined);
            await this.projections.applyMany(rows.map((row) => (0, event_row_1.toStoredEvent)(row, this.upcasters)), tx);
            count += rows.length;
            onProgress?.(count);
        }
        await tx.flush();
        for (const index of laterIndexes)
            await runner.query(index);
        replayed();
        for (const projection of this.projections.all())
            await projection.afterReplay?.(tx);
        await tx.close();
        return count;
    }
    /**
     * A second connection that sees what `runner`'s transaction sees (its exported snapshot), so the
     * log and the live tables can be read beside the writes: `runner` only ever writes the shadow
     * schema, so both see the same live tables.
     */
    async snapshotReader(runner) {
        const [{ snapshot }] = await runner.query(`SELECT pg_export_snapshot() AS snapshot`);
        const reader = this.dataSource.createQueryRunner();
        try {
            await reader.connect();
            await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
            await reader.query(`SET TRANSACTION SNAPSHOT '${String(snapshot).replace(/'/g, "''")}'`);
            return reader;
        }
        catch (error) {
            await reader.release();
            throw error;
        }
    }
};
exports.ProjectionRebuilder = ProjectionRebuilder;
exports.ProjectionRebuilder = ProjectionRebuilder = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        projection_registry_1.ProjectionRegistry,
        upcasters_1.UpcasterRegistry])
], ProjectionRebuilder);
/**
 * Drops the shadow tables' plain indexes (not unique, not backing a constraint) and returns the
 * statements that build them again, named and defined as the live ones: built once over the
 * replayed rows, an index is one sort, where keeping it during the replay cost an index insert per
 * row at a random place (the ledger lines' by-customer index made their insert about twice as
 * slow). Unique indexes stay: the projections' ON CONFLICT and lookups by key need them. Nothing
 * the replay reads is then without its index but for a scan of a plain index's table, which no
 * projection does on the tables that grow with the log (their replay writes by key only).
 */
async function deferPlainIndexes(runner, shadow, tables) {
    const plain = `NOT i.indisunique AND NOT i.indisexclusion AND NOT i.indisprimary`;
    const dropped = await runner.query(`SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND ${plain}`, [shadow]);
    if (dropped.length > 0)
        await runner.query(dropped.map(({ name }) => `DROP INDEX ${name}`).join(';\n'));
    const live = await runner.query(`SELECT t.relname AS table, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND t.relname = ANY($1::text[]) AND ${plain}`, [tables]);
    return live.map(({ table, definition }) => {
        const onShadow = definition.replace(` ON public.${table} USING `, ` ON ${shadow}.${table} USING `);
        if (onShadow === definition)
            throw new Error(`Cannot move the index definition to the shadow schema: ${definition}`);
        return onShadow;
    });
}
async function closeReader(reader) {
    await reader.query('ROLLBACK').catch(() => undefined);
    await reader.release();
}
/**
 * The live table (read on `reader`) against its replay (on `runner`, whose transaction made it),
 * both at once: counts and order-free fingerprints (two sums of 64-bit hashes of each row's
 * text), one scan of each table and no sort; rows that differ anywhere change them.
 */
async function compareTables(reader, runner, table, shadow) {
    const summary = (on, schema) => on
        .query(`SELECT count(*)::int AS rows, sum(hashtextextended(t::text, 0))::text || '/' || sum(hashtextextended(t::text, 1))::text AS fingerprint
           FROM ${schema}.${table} t`)
        .then(([row]) => row);
    const [liveSummary, rebuiltSummary] = await Promise.all([summary(reader, 'public'), summary(runner, shadow)]);
    const live = liveSummary.rows;
    const rebuilt = rebuiltSummary.rows;
    const equal = live === rebuilt && liveSummary.fingerprint === rebuiltSummary.fingerprint;
    let onlyLive = [];
    let onlyRebuilt = [];
    if (!equal) {
        const diff = (a, b) => runner
            .query(`SELECT t::text AS row FROM (SELECT * FROM ${a}.${table} EXCEPT ALL SELECT * FROM ${b}.${table}) t LIMIT 5`)
            .then((rows) => rows.map((r) => r.row));
        onlyLive = await diff('public', shadow);
        onlyRebuilt = await diff(shadow, 'public');
    }
    return { table, liveRows: live, rebuiltRows: rebuilt, equal, onlyLive, onlyRebuilt };
}
//# sourceMappingURL=projection-rebuilder.js.map