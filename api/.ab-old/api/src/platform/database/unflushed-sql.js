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
exports.UnflushedSql = void 0;
const common_1 = require("@nestjs/common");
const pg_1 = require("pg");
const typeorm_1 = require("typeorm");
/**
 * Single statements whose loss in a crash is harmless, on a few connections of their own with
 * `synchronous_commit = off`: their commit does not wait for the WAL to reach the disk. Visibility
 * is immediate all the same, and the next ordinary commit flushes the WAL up to it. Used by the
 * idempotency keys: a reservation lost in a crash had no command committed after it (that commit
 * would have flushed it), and a lost saved response or release is what the keys' lease already
 * handles. Never for events or read models.
 */
let UnflushedSql = class UnflushedSql {
    pool;
    constructor(dataSource) {
        const options = dataSource.options;
        this.pool = new pg_1.Pool({
            connectionString: options.url,
            max: 4,
            options: '-c synchronous_commit=off -c statement_timeout=60000',
            application_name: 'paani-unflushed',
            allowExitOnIdle: true,
        });
    }
    async rows(text, values = []) {
        return (await this.pool.query(text, values)).rows;
    }
    async onApplicationShutdown() {
        await this.pool.end();
    }
};
exports.UnflushedSql = UnflushedSql;
exports.UnflushedSql = UnflushedSql = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], UnflushedSql);
//# sourceMappingURL=unflushed-sql.js.map