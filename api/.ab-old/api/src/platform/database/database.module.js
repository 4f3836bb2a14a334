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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var DatabaseModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.DatabaseModule = void 0;
const common_1 = require("@nestjs/common");
const kysely_1 = require("kysely");
const typeorm_1 = require("typeorm");
const kysely_2 = require("./kysely");
const sql_1 = require("./sql");
const unflushed_sql_1 = require("./unflushed-sql");
/**
 * Hands the already-open, already-migrated DataSource to every module, with what reads on its pool:
 * the fast by-key reader (Sql) and the query builder for filtered lists (Kysely<Database>).
 */
let DatabaseModule = DatabaseModule_1 = class DatabaseModule {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    static forRoot(dataSource) {
        return {
            module: DatabaseModule_1,
            providers: [{ provide: typeorm_1.DataSource, useValue: dataSource }, sql_1.Sql, unflushed_sql_1.UnflushedSql, kysely_2.KYSELY_PROVIDER],
            exports: [typeorm_1.DataSource, sql_1.Sql, unflushed_sql_1.UnflushedSql, kysely_1.Kysely],
        };
    }
    async onApplicationShutdown() {
        if (this.dataSource.isInitialized)
            await this.dataSource.destroy();
    }
};
exports.DatabaseModule = DatabaseModule;
exports.DatabaseModule = DatabaseModule = DatabaseModule_1 = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({}),
    __param(0, (0, common_1.Inject)(typeorm_1.DataSource)),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], DatabaseModule);
//# sourceMappingURL=database.module.js.map