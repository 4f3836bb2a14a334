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
exports.StatementsModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const statement_share_commands_1 = require("./statement-share.commands");
const statement_share_projection_1 = require("./statement-share.projection");
const statement_run_1 = require("./statement-run");
const statement_run_commands_1 = require("./statement-run.commands");
const statement_run_queries_1 = require("./statement-run.queries");
const statement_queries_1 = require("./statement.queries");
const statements_controller_1 = require("./statements.controller");
/**
 * Customers' monthly statements (read from the customers' ledger lines, docs/shared-read-models.md)
 * and their share links (`statement_share-{id}` streams). For other modules: CustomerStatementQuery
 * on the QueryBus.
 */
let StatementsModule = class StatementsModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(statement_share_projection_1.statementShareProjection);
    }
};
exports.StatementsModule = StatementsModule;
exports.StatementsModule = StatementsModule = __decorate([
    (0, common_1.Module)({
        controllers: [statements_controller_1.StatementsController, statements_controller_1.PublicStatementsController],
        providers: [
            ...statement_share_commands_1.STATEMENT_COMMAND_HANDLERS,
            ...statement_queries_1.STATEMENT_QUERY_HANDLERS,
            ...statement_run_commands_1.STATEMENT_RUN_COMMAND_HANDLERS,
            ...statement_run_queries_1.STATEMENT_RUN_QUERY_HANDLERS,
            statement_run_1.StatementRuns,
        ],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], StatementsModule);
//# sourceMappingURL=statements.module.js.map