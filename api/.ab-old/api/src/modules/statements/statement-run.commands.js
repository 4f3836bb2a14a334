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
exports.STATEMENT_RUN_COMMAND_HANDLERS = exports.StartStatementRunHandler = exports.StartStatementRunCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const statement_run_1 = require("./statement-run");
/**
 * The month-end runs as the controller reaches them, through the buses: each message is one
 * method of StatementRuns (statement-run.ts), which also renders the runs as jobs. Every one is
 * scoped to the calling owner; another owner's run is 404.
 */
/** Starts (or reuses, while the customers' ledger is unchanged) the run of a plant's month. */
class StartStatementRunCommand {
    ownerId;
    plantId;
    month;
    areaId;
    constructor(ownerId, plantId, month, areaId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.month = month;
        this.areaId = areaId;
    }
}
exports.StartStatementRunCommand = StartStatementRunCommand;
let StartStatementRunHandler = class StartStatementRunHandler {
    runs;
    constructor(runs) {
        this.runs = runs;
    }
    execute({ ownerId, plantId, month, areaId }) {
        return this.runs.start(ownerId, plantId, month, areaId);
    }
};
exports.StartStatementRunHandler = StartStatementRunHandler;
exports.StartStatementRunHandler = StartStatementRunHandler = __decorate([
    (0, cqrs_1.CommandHandler)(StartStatementRunCommand),
    __metadata("design:paramtypes", [statement_run_1.StatementRuns])
], StartStatementRunHandler);
exports.STATEMENT_RUN_COMMAND_HANDLERS = [StartStatementRunHandler];
//# sourceMappingURL=statement-run.commands.js.map