"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BatchingTransaction = void 0;
exports.withLiterals = withLiterals;
exports.executeStatement = executeStatement;
const pg_1 = require("pg");
const utils_1 = require("pg/lib/utils");
const before_commit_list_1 = require("./before-commit-list");
const READS = /^\s*(SELECT|WITH)\b|\bRETURNING\b/i;
/** Numbers each batching transaction, so its statement names never meet another's left on the same connection. */
let replays = 0;
/**
 * For many events at once (a replay, a bulk load, a sheet of entries): projection writes are queued
 * and sent a thousand at a time as one multi-statement text, instead of one round trip each. Each
 * distinct statement is prepared once (PREPARE infers parameter types from context, as the
 * driver's own parameters do) and executed with its arguments as quoted, untyped literals made by
 * the driver's own value conversion, so the statements mean the same. A read (or anything
 * returning rows) first flushes the queue and runs on its own, so a projection that reads its own
 * writes still sees them; so does a statement with a long text parameter (isLong). `runner.query(text)` without parameters must use the simple protocol
 * (several statements in one text).
 */
class BatchingTransaction {
    runner;
    options;
    pending = [];
    /** Each distinct statement is prepared once per batching transaction, then executed with literal arguments. */
    prepared = new Map();
    prefix = `batch_${process.pid}_${++replays}`;
    lastly = new before_commit_list_1.BeforeCommitList();
    replaying;
    batchSize;
    constructor(runner, options = {}) {
        this.runner = runner;
        this.options = options;
        this.replaying = options.replaying ?? false;
        this.batchSize = options.batchSize ?? 1000;
    }
    beforeCommit(sql, parameters = [], options = {}) {
        if (this.options.deferTo)
            return this.options.deferTo(sql, parameters, options);
        this.lastly.add(sql, parameters, options);
    }
    async query(sql, parameters = []) {
        if (READS.test(sql) || parameters.some(isLong)) {
            await this.flush();
            return this.runner.query(sql, parameters);
        }
        if (this.options.prepare === false) {
            this.pending.push(this.runner.statement ? await this.runner.statement(sql, parameters) : withLiterals(sql, parameters));
            if (this.pending.length >= this.batchSize)
                await this.flush();
            return [];
        }
        let name = this.prepared.get(sql);
        if (!name) {
            name = `${this.prefix}_${this.prepared.size + 1}`;
            // On its own, not in the batch: a prepared statement keeps the whole query text it came in,
            // and every EXECUTE copies that text, so inside a batch each EXECUTE would copy ~200 kB.
            // The embedded server's binaries (built -Os) copy it a byte at a time: 3x its rebuild time.
            await this.runner.query(`PREPARE ${name} AS ${sql}`);
            this.prepared.set(sql, name);
        }
        this.pending.push(executeStatement(name, parameters));
        if (this.pending.length >= this.batchSize)
            await this.flush();
        return [];
    }
    /**
     * Ends the replay's own prepared statements (they live as long as the connection otherwise).
     * Never DEALLOCATE ALL: the connection goes back to the pool, where the driver's named statements
     * of the request path (platform/database/sql.ts) must survive; it believes them prepared and would
     * not prepare them again, so the next read on this connection would fail.
     * With `send`, the last writes and the DEALLOCATEs are handed to it as one text instead of sent
     * (a store transaction sends them with its next statement or its COMMIT).
     */
    async close(send) {
        for (const [sql, parameters] of this.lastly.take())
            await this.query(sql, parameters);
        if (this.prepared.size > 0)
            this.pending.push(...[...this.prepared.values()].map((name) => `DEALLOCATE ${name}`));
        this.prepared.clear();
        if (send && this.pending.length > 0)
            send(this.pending.splice(0).join(';\n'));
        else
            await this.flush();
    }
    async flush() {
        if (this.pending.length === 0)
            return;
        const text = this.pending.join(';\n');
        this.pending = [];
        await this.runner.query(text);
    }
}
exports.BatchingTransaction = BatchingTransaction;
/**
 * A bulk statement's rows as one JSON text (InlineProjection#bulk): sent on its own with a real
 * parameter, since quoting it into a literal and parsing that again costs more than the round trip.
 */
const isLong = (parameter) => typeof parameter === 'string' && parameter.length > 4096;
/**
 * `sql` with its $n placeholders replaced by its arguments as quoted, untyped literals (the
 * driver's own value conversion), to send several statements as one text. Only for our own
 * statements: no $n may stand inside a quoted string or a dollar-quoted body.
 */
function withLiterals(sql, parameters) {
    return sql.replace(/\$(\d+)/g, (_, n) => literal(parameters[Number(n) - 1]));
}
/** EXECUTE of the prepared statement `name` with `parameters` as quoted, untyped literals (the types are the PREPARE's). */
function executeStatement(name, parameters) {
    return parameters.length ? `EXECUTE ${name}(${parameters.map(literal).join(', ')})` : `EXECUTE ${name}`;
}
function literal(parameter) {
    const value = (0, utils_1.prepareValue)(parameter);
    return value === null || value === undefined ? 'NULL' : (0, pg_1.escapeLiteral)(String(value));
}
//# sourceMappingURL=batching-transaction.js.map