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
exports.EventStore = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const sql_1 = require("../database/sql");
const request_context_1 = require("../context/request-context");
const idempotency_claim_1 = require("../idempotency/idempotency-claim");
const concurrency_error_1 = require("./concurrency.error");
const batching_transaction_1 = require("./batching-transaction");
const before_commit_list_1 = require("./before-commit-list");
const event_insert_1 = require("./event-insert");
const event_row_1 = require("./event-row");
const event_types_1 = require("./event.types");
const decider_1 = require("./decider");
const projection_registry_1 = require("./projection-registry");
const store_connection_1 = require("./store-connection");
const upcasters_1 = require("./upcasters");
const STREAM_VERSION_CONSTRAINT = 'events_stream_id_stream_version_key';
/** Raised by the chain trigger when an append skips past the stream's last version. */
const STREAM_BEHIND = 'PA409';
/** Above this many events in one append, its projections' statements are prepared once each (see BatchingOptions#prepare). */
const PREPARE_FROM_EVENTS = 16;
const preparesStatements = (events) => events > PREPARE_FROM_EVENTS;
/** The statements projections asked to run just before the commit, each once. */
class BeforeCommit extends before_commit_list_1.BeforeCommitList {
    /** Each statement as it goes into the commit's text (StoreConnection#statement). */
    async texts(connection) {
        // One after another: a first use PREPAREs on the connection, which runs one query at a time.
        const texts = [];
        for (const [sql, parameters] of this.take())
            texts.push(await connection.statement(sql, parameters));
        return texts;
    }
}
/**
 * The log. Appends are optimistic (a stale expected version is a ConcurrencyError) and run
 * every inline projection of the new events in the same transaction, so a read model's
 * unique index can refuse a command atomically with its events.
 */
let EventStore = class EventStore {
    dataSource;
    sql;
    projections;
    upcasters;
    committedListeners = [];
    constructor(dataSource, sql, projections, upcasters) {
        this.dataSource = dataSource;
        this.sql = sql;
        this.projections = projections;
        this.upcasters = upcasters;
    }
    append(streamId, expectedVersion, events, metadata = {}) {
        return this.transaction((tx) => tx.append(streamId, expectedVersion, events, metadata));
    }
    /**
     * Calls `listener` in this process after each commit that appended events, with those events:
     * for dropping in-process caches at once. Never for read models (they are projections, in the
     * transaction) and never for side effects that must not be lost (a crash after the commit skips
     * the call); other processes learn of the change otherwise (a cache's short life, a channel).
     */
    onCommitted(listener) {
        this.committedListeners.push(listener);
    }
    /** Runs `work` in one database transaction; every append in it commits or none does. */
    async transaction(work) {
        const connection = new store_connection_1.StoreConnection(await this.sql.connection());
        const idempotency = (0, request_context_1.currentContext)()?.idempotency;
        const appendedEvents = [];
        const beforeCommit = new BeforeCommit();
        let wrote = false;
        // A batch's prepared statements are dropped at the end of the commit's text (see project); a
        // transaction without one is small, and its commit's writes use generic plans (StoreConnection#commit).
        let holdsPrepared = false;
        let broken;
        try {
            const result = await work({
                append: async (streamId, expected, events, metadata) => {
                    holdsPrepared ||= preparesStatements(events.length);
                    const appended = await this.appendWith(connection, streamId, expected, events, metadata ?? {}, beforeCommit);
                    wrote ||= appended.events.length > 0;
                    appendedEvents.push(...appended.events);
                    return appended;
                },
                appendMany: async (appends, metadata) => {
                    // A batch that fails part-way leaves its prepared statements on the connection: not reused.
                    holdsPrepared ||= preparesStatements(appends.reduce((count, append) => count + append.events.length, 0));
                    const stored = await this.appendManyWith(connection, appends, metadata ?? {}, beforeCommit).catch((error) => {
                        broken ??= error;
                        throw error;
                    });
                    wrote ||= stored.length > 0;
                    appendedEvents.push(...stored);
                    return stored;
                },
                query: (sql, parameters) => connection.query(sql, parameters),
            });
            // The request's Idempotency-Key commits with its events, or neither does: its mark goes last
            // in the commit's text, and refuses (stopping the COMMIT) when the claim is no longer ours.
            const statements = await beforeCommit.texts(connection);
            if (idempotency && wrote)
                statements.push((0, batching_transaction_1.withLiterals)(...(0, idempotency_claim_1.idempotencyMarkStatement)(idempotency)));
            await connection.commit(statements, { genericPlans: !holdsPrepared });
            if (appendedEvents.length > 0)
                this.notifyCommitted(appendedEvents);
            return result;
        }
        catch (error) {
            // The commit's text that would have dropped a batch's prepared statements did not run: they
            // are still there, so the connection is closed rather than reused.
            if (holdsPrepared)
                broken ??= error;
            await connection.rollback().catch((rollbackError) => (broken = rollbackError));
            throw this.translate(error);
        }
        finally {
            connection.release(broken);
        }
    }
    notifyCommitted(events) {
        for (const listener of this.committedListeners) {
            try {
                listener(events);
            }
            catch (error) {
                // The events are committed whatever a listener does: a failing cache drop is only logged.
                new common_1.Logger('EventStore').error({ err: error }, 'A commit listener failed');
            }
        }
    }
    /**
     * A stream's events in order, as the module's event union says they are: the one place where
     * what the log holds is taken to be of the stream's types (the deciders and upcasters keep it so).
     */
    async readStream(streamId) {
        const rows = await this.dataSource.query(`SELECT ${event_row_1.EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId]);
        return rows.map((row) => (0, event_row_1.toStoredEvent)(row, this.upcasters));
    }
    /**
     * Events committed after `after`, in an order a catch-up reader can checkpoint on safely:
     * only transactions older than every transaction still running are returned, so an event
     * that commits late can never land behind a checkpoint already passed.
     */
    async readAll(after = event_types_1.START_OF_LOG, limit = 1000) {
        const rows = await this.dataSource.query(`SELECT ${event_row_1.EVENT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`, [after.transactionId, after.globalPosition, limit]);
        return rows.map((row) => (0, event_row_1.toStoredEvent)(row, this.upcasters));
    }
    /**
     * The command cycle every handler shares: read the stream, fold it, decide, append with the
     * version read. `commands` may be one command, several (decided one after another on the
     * evolving state, appended together), or a function of the current state that returns them.
     * With `retryOnConflict`, a write that lost a race (409) is decided again on fresh state, up to
     * that many times: for commands whose decision may simply be re-made.
     * With `load`, the state and its version come from there instead of folding the stream (a long
     * stream's state kept in its read model row; docs/architecture.md, "Money, cans and days").
     * Returns the state after the new events and the events as stored.
     */
    async handle(streamId, decider, commands, metadata, options = {}) {
        for (let attempt = 1;; attempt += 1) {
            try {
                const { state, version } = options.load ? await options.load() : await this.foldStream(streamId, decider);
                const list = typeof commands === 'function' ? await commands(state) : commands;
                const decided = (0, decider_1.decideAll)(decider, state, Array.isArray(list) ? list : [list]);
                const extra = typeof metadata === 'function' ? metadata(state) : metadata;
                const result = await this.append(streamId, version, (0, decider_1.asNewEvents)(decided.events), extra);
                return { state: decided.state, events: result.events };
            }
            catch (error) {
                if (!(error instanceof concurrency_error_1.ConcurrencyError) || attempt > (options.retryOnConflict ?? 0))
                    throw error;
                // A little random back-off, so racing writers do not collide again in step.
                await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
            }
        }
    }
    async foldStream(streamId, decider) {
        const past = await this.readStream(streamId);
        return { state: (0, decider_1.fold)(decider, past), version: past.length };
    }
    /** A fresh id for a new aggregate, from the named sequence (ids are positive integers). */
    async nextId(sequence) {
        const row = await this.sql.one(`SELECT nextval($1::regclass) AS id`, [sequence]);
        return Number(row.id);
    }
    async appendWith(runner, streamId, expectedVersion, events, metadata, beforeCommit) {
        let baseVersion;
        if (expectedVersion === 'any') {
            const [head] = await runner.query(`SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1`, [streamId]);
            baseVersion = Number(head.version);
        }
        else
            baseVersion = expectedVersion;
        if (events.length === 0)
            return { nextExpectedVersion: baseVersion, events: [] };
        const stored = await (0, event_insert_1.insertEvents)(runner, this.upcasters, events.map((event, index) => ({ streamId, streamVersion: baseVersion + index + 1, event })), { ...contextMetadata(), ...metadata });
        await this.project(runner, stored, beforeCommit);
        return { nextExpectedVersion: baseVersion + events.length, events: stored };
    }
    async appendManyWith(connection, appends, metadata, beforeCommit) {
        const stored = await (0, event_insert_1.insertAllEvents)(connection, this.upcasters, (0, event_insert_1.rowsOf)(appends), { ...contextMetadata(), ...metadata });
        await this.project(connection, stored, beforeCommit);
        return stored;
    }
    /**
     * The inline projections of newly stored events, their writes sent together: one text for a
     * handful of events, batches of prepared statements for many (see BatchingTransaction).
     */
    async project(connection, stored, beforeCommit) {
        // Without parameters on the simple protocol, so a batch of statements goes as one text.
        const runner = {
            query: (sql, parameters) => (parameters?.length ? connection.query(sql, parameters) : connection.unprepared(sql)),
            statement: (sql, parameters) => connection.statement(sql, parameters),
        };
        const tx = new batching_transaction_1.BatchingTransaction(runner, {
            deferTo: (sql, parameters, options) => beforeCommit.add(sql, parameters, options),
            prepare: preparesStatements(stored.length),
        });
        await this.projections.applyMany(stored, tx);
        // The last writes go with the transaction's next statement (or its COMMIT), not on their own.
        await tx.close((text) => connection.queue(text));
    }
    translate(error) {
        const driverError = error.driverError ?? error;
        const { code, constraint } = driverError;
        if (code === STREAM_BEHIND)
            return new concurrency_error_1.ConcurrencyError('unknown', 'any', null);
        const refusal = (0, idempotency_claim_1.idempotencyMarkRefusal)(code);
        if (refusal)
            return refusal;
        if (code !== '23505')
            return error;
        if (constraint === STREAM_VERSION_CONSTRAINT)
            return new concurrency_error_1.ConcurrencyError('unknown', 'any', null);
        return this.projections.errorForConstraint(constraint) ?? error;
    }
};
exports.EventStore = EventStore;
exports.EventStore = EventStore = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        sql_1.Sql,
        projection_registry_1.ProjectionRegistry,
        upcasters_1.UpcasterRegistry])
], EventStore);
function contextMetadata() {
    const context = (0, request_context_1.currentContext)();
    if (!context)
        return { source: 'system' };
    return {
        actor_id: context.actorId ?? null,
        actor_role: context.actorRole ?? null,
        tenant_id: context.tenantId ?? null,
        correlation_id: context.correlationId,
        causation_id: context.causationId ?? null,
        request_id: context.requestId,
        source: context.source,
    };
}
//# sourceMappingURL=event-store.js.map