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
exports.SqlConnection = exports.Sql = void 0;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const typeorm_1 = require("typeorm");
/**
 * Statements on the request path, straight on the connection pool that TypeORM opened: no query
 * runner per call, and every statement prepared once per connection (named by a hash of its text),
 * so PostgreSQL parses and plans it once. `rows`/`one` run alone on the pool (reads, and the
 * idempotency store's single-statement writes); the event store's transactions run on a
 * `connection()`. One statement per text: a prepared statement cannot hold several.
 */
let Sql = class Sql {
    pool;
    names = new Map();
    constructor(dataSource) {
        this.pool = dataSource.driver.master;
    }
    async rows(text, values = []) {
        const result = await this.pool.query({ name: this.nameOf(text), text, values });
        return result.rows;
    }
    async one(text, values = []) {
        return (await this.rows(text, values))[0];
    }
    /** A pooled connection of its own, for a transaction. Release it (with the error, if it failed). */
    async connection() {
        return new SqlConnection(await this.pool.connect(), (text) => this.nameOf(text));
    }
    nameOf(text) {
        let name = this.names.get(text);
        if (!name) {
            name = `paani_${(0, node_crypto_1.createHash)('sha1').update(text).digest('hex').slice(0, 16)}`;
            this.names.set(text, name);
        }
        return name;
    }
};
exports.Sql = Sql;
exports.Sql = Sql = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], Sql);
/**
 * The names each pooled connection has PREPAREd (SqlConnection#prepareOnce), kept with the
 * connection: a closed connection's entry goes with it.
 */
const preparedByConnection = new WeakMap();
/**
 * One pooled connection with the same prepared statements. `query` answers as TypeORM's query
 * runner did, which the event store's callers were written against: the rows, or for UPDATE and
 * DELETE `[rows, rowCount]`.
 */
class SqlConnection {
    client;
    nameOf;
    constructor(client, nameOf) {
        this.client = client;
        this.nameOf = nameOf;
    }
    async query(text, values = []) {
        return answerOf(await this.client.query({ name: this.nameOf(text), text, values }));
    }
    /**
     * The name under which `text` is PREPAREd on this connection, for `EXECUTE` inside a text of
     * several statements (which the driver's own prepared statements cannot be part of). Prepared
     * on its own the first time (a statement keeps the whole text it was prepared in, and every
     * EXECUTE copies it), once per connection; named apart from the driver's statements, which it
     * tracks itself.
     */
    async prepareOnce(text) {
        const name = `${this.nameOf(text)}_x`;
        let prepared = preparedByConnection.get(this.client);
        if (!prepared)
            preparedByConnection.set(this.client, (prepared = new Set()));
        // A connection serves one transaction, whose statements are made one after another; a PREPARE
        // that failed (it aborts the transaction too) is not recorded, so the next use tries again.
        if (!prepared.has(name)) {
            await this.client.query(`PREPARE ${name} AS ${text}`);
            prepared.add(name);
        }
        return name;
    }
    /** A statement that is not worth preparing (BEGIN, COMMIT, ROLLBACK). */
    async run(text) {
        await this.client.query(text);
    }
    /** Text without parameters on the simple protocol: it may hold several statements (a batch). */
    async unprepared(text) {
        return ((await this.lastResult(text))?.rows ?? []);
    }
    /** As `query` answers, for the last statement of a text of several (simple protocol). */
    async lastAnswer(text) {
        const last = await this.lastResult(text);
        return last ? answerOf(last) : [];
    }
    async lastResult(text) {
        const result = (await this.client.query(text));
        return Array.isArray(result) ? result[result.length - 1] : result;
    }
    /** Back to the pool; a connection that failed mid-transaction is closed instead of reused. */
    release(error) {
        this.client.release(error instanceof Error ? error : undefined);
    }
}
exports.SqlConnection = SqlConnection;
/** The rows, or for UPDATE and DELETE `[rows, rowCount]` (as TypeORM's query runner answered). */
function answerOf(result) {
    return (result.command === 'UPDATE' || result.command === 'DELETE' ? [result.rows, result.rowCount] : result.rows);
}
//# sourceMappingURL=sql.js.map