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
exports.BulkAppender = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const batching_transaction_1 = require("./batching-transaction");
const event_insert_1 = require("./event-insert");
const projection_registry_1 = require("./projection-registry");
const upcasters_1 = require("./upcasters");
/**
 * The store's append for a bulk load (seeding a database, a very large import): many streams'
 * events in ONE transaction, 1,000 rows an INSERT (the log's hash chain and version checks are the
 * same triggers and keys as for any append), the inline projections applied as a rebuild applies
 * them (their writes sent a thousand at a time, aggregate rows skipped), and then every
 * projection's afterReplay rewriting its aggregates once. The read models end as the same events
 * appended one by one would leave them; a stale expected version fails the whole load.
 *
 * Not for the request path: it holds one transaction for the whole load, and afterReplay rewrites
 * aggregates over all owners. `chunks` is consumed one array at a time, so the caller can generate
 * a large load lazily.
 */
let BulkAppender = class BulkAppender {
    dataSource;
    projections;
    upcasters;
    constructor(dataSource, projections, upcasters) {
        this.dataSource = dataSource;
        this.projections = projections;
        this.upcasters = upcasters;
    }
    async append(chunks, metadata = { source: 'bulk' }) {
        const runner = this.dataSource.createQueryRunner();
        await runner.connect();
        const tx = new batching_transaction_1.BatchingTransaction(runner, { replaying: true });
        let count = 0;
        try {
            await runner.query('BEGIN');
            const source = Symbol.asyncIterator in chunks ? chunks[Symbol.asyncIterator]() : chunks[Symbol.iterator]();
            let next = await source.next();
            while (!next.done) {
                const loading = this.load(runner, tx, next.value, metadata);
                // The caller makes its next chunk (CPU work of its own) while PostgreSQL takes this one:
                // one turn of the event loop first, so this chunk's INSERT is on the wire, not queued behind it.
                await new Promise((resolve) => setImmediate(resolve));
                const following = (async () => source.next())();
                following.catch(() => undefined); // a failed load is the error reported; this one waits
                count += await loading;
                next = await following;
            }
            for (const projection of this.projections.all())
                await projection.afterReplay?.(tx);
            await tx.close();
            await runner.query('COMMIT');
            return count;
        }
        catch (error) {
            await runner.query('ROLLBACK').catch(() => undefined);
            throw error;
        }
        finally {
            await runner.release();
        }
    }
    async load(runner, tx, chunk, metadata) {
        const stored = await (0, event_insert_1.insertAllEvents)(runner, this.upcasters, (0, event_insert_1.rowsOf)(chunk), metadata);
        await this.projections.applyMany(stored, tx);
        return stored.length;
    }
};
exports.BulkAppender = BulkAppender;
exports.BulkAppender = BulkAppender = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        projection_registry_1.ProjectionRegistry,
        upcasters_1.UpcasterRegistry])
], BulkAppender);
//# sourceMappingURL=bulk-append.js.map