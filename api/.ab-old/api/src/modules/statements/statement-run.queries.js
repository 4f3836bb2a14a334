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
exports.STATEMENT_RUN_QUERY_HANDLERS = exports.StatementRunFileHandler = exports.StatementRunDownloadHandler = exports.GetStatementRunHandler = exports.ListStatementRunsHandler = exports.StatementRunFileQuery = exports.StatementRunDownloadQuery = exports.GetStatementRunQuery = exports.ListStatementRunsQuery = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const statement_run_1 = require("./statement-run");
/**
 * The month-end runs as the controller reaches them, through the buses: each message is one
 * method of StatementRuns (statement-run.ts), which also renders the runs as jobs. Every one is
 * scoped to the calling owner; another owner's run is 404.
 */
class ListStatementRunsQuery {
    ownerId;
    plantId;
    constructor(ownerId, plantId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
    }
}
exports.ListStatementRunsQuery = ListStatementRunsQuery;
class GetStatementRunQuery {
    ownerId;
    runId;
    constructor(ownerId, runId) {
        this.ownerId = ownerId;
        this.runId = runId;
    }
}
exports.GetStatementRunQuery = GetStatementRunQuery;
/** A run's statements as one download: every PDF in a ZIP, or one merged PDF streamed as it is laid out. */
class StatementRunDownloadQuery {
    ownerId;
    runId;
    kind;
    constructor(ownerId, runId, kind) {
        this.ownerId = ownerId;
        this.runId = runId;
        this.kind = kind;
    }
}
exports.StatementRunDownloadQuery = StatementRunDownloadQuery;
class StatementRunFileQuery {
    ownerId;
    runId;
    customerId;
    constructor(ownerId, runId, customerId) {
        this.ownerId = ownerId;
        this.runId = runId;
        this.customerId = customerId;
    }
}
exports.StatementRunFileQuery = StatementRunFileQuery;
let ListStatementRunsHandler = class ListStatementRunsHandler {
    runs;
    constructor(runs) {
        this.runs = runs;
    }
    execute({ ownerId, plantId }) {
        return this.runs.list(ownerId, plantId);
    }
};
exports.ListStatementRunsHandler = ListStatementRunsHandler;
exports.ListStatementRunsHandler = ListStatementRunsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListStatementRunsQuery),
    __metadata("design:paramtypes", [statement_run_1.StatementRuns])
], ListStatementRunsHandler);
let GetStatementRunHandler = class GetStatementRunHandler {
    runs;
    constructor(runs) {
        this.runs = runs;
    }
    execute({ ownerId, runId }) {
        return this.runs.get(ownerId, runId);
    }
};
exports.GetStatementRunHandler = GetStatementRunHandler;
exports.GetStatementRunHandler = GetStatementRunHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetStatementRunQuery),
    __metadata("design:paramtypes", [statement_run_1.StatementRuns])
], GetStatementRunHandler);
let StatementRunDownloadHandler = class StatementRunDownloadHandler {
    runs;
    constructor(runs) {
        this.runs = runs;
    }
    execute({ ownerId, runId, kind }) {
        return kind === 'zip' ? this.runs.zip(ownerId, runId) : this.runs.merged(ownerId, runId);
    }
};
exports.StatementRunDownloadHandler = StatementRunDownloadHandler;
exports.StatementRunDownloadHandler = StatementRunDownloadHandler = __decorate([
    (0, cqrs_1.QueryHandler)(StatementRunDownloadQuery),
    __metadata("design:paramtypes", [statement_run_1.StatementRuns])
], StatementRunDownloadHandler);
let StatementRunFileHandler = class StatementRunFileHandler {
    runs;
    constructor(runs) {
        this.runs = runs;
    }
    execute({ ownerId, runId, customerId }) {
        return this.runs.file(ownerId, runId, customerId);
    }
};
exports.StatementRunFileHandler = StatementRunFileHandler;
exports.StatementRunFileHandler = StatementRunFileHandler = __decorate([
    (0, cqrs_1.QueryHandler)(StatementRunFileQuery),
    __metadata("design:paramtypes", [statement_run_1.StatementRuns])
], StatementRunFileHandler);
exports.STATEMENT_RUN_QUERY_HANDLERS = [
    ListStatementRunsHandler,
    GetStatementRunHandler,
    StatementRunDownloadHandler,
    StatementRunFileHandler,
];
//# sourceMappingURL=statement-run.queries.js.map