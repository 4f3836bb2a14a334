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
exports.ExpensesModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const expense_commands_1 = require("./expense.commands");
const expense_projection_1 = require("./expense.projection");
const expense_queries_1 = require("./expense.queries");
const expenses_controller_1 = require("./expenses.controller");
/**
 * Expenses of a plant. For other modules: `expenseTotalsForDay(query, plantId, date)` from
 * expense.queries.ts (the daily_expense_totals aggregate; docs/shared-read-models.md).
 */
let ExpensesModule = class ExpensesModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(expense_projection_1.expenseProjection);
    }
};
exports.ExpensesModule = ExpensesModule;
exports.ExpensesModule = ExpensesModule = __decorate([
    (0, common_1.Module)({
        controllers: [expenses_controller_1.ExpensesController],
        providers: [...expense_commands_1.EXPENSE_COMMAND_HANDLERS, ...expense_queries_1.EXPENSE_QUERY_HANDLERS],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], ExpensesModule);
//# sourceMappingURL=expenses.module.js.map