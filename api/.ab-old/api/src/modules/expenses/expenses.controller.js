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
Object.defineProperty(exports, "__esModule", { value: true });
exports.ExpensesController = exports.DEFAULT_EXPENSES_PER_PAGE = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const domain_error_1 = require("../../platform/domain/domain-error");
const decorators_1 = require("../../platform/http/decorators");
const envelope_1 = require("../../platform/http/envelope");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const expense_commands_1 = require("./expense.commands");
const expense_dto_1 = require("./expense.dto");
const expense_queries_1 = require("./expense.queries");
const EXPENSE_ID = new positive_id_pipe_1.PositiveIdPipe('The expense id must be a positive integer.');
exports.DEFAULT_EXPENSES_PER_PAGE = 25;
/** A plant's expenses; the plant comes from `filter_plant_id` (the default plant when absent). */
let ExpensesController = class ExpensesController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    /** The expense, within the named plant when one is given: 404 when not the caller's. */
    expense(caller, id, plant) {
        return this.queries.execute(new expense_queries_1.GetExpenseQuery(caller.id, plant ? Number(plant.id) : null, id));
    }
    list(caller, query, plant) {
        return this.queries.execute(new expense_queries_1.ListExpensesQuery({
            ownerId: caller.id,
            plantId: Number(plant.id),
            month: query.month,
            from: query.from,
            to: query.to,
            category: query.category,
            employeeId: query.employee_id,
            page: query.page ?? 1,
            perPage: query.per_page ?? exports.DEFAULT_EXPENSES_PER_PAGE,
        }));
    }
    async create(caller, body, plant) {
        const id = await this.commands.execute(new expense_commands_1.RecordExpenseCommand(caller.id, Number(plant.id), body));
        return this.expense(caller, id, plant);
    }
    show(caller, id, _query, plant) {
        return this.expense(caller, id, plant);
    }
    async correct(caller, id, body, plant) {
        const expense = await this.expense(caller, id, plant);
        const { reason, ...input } = body;
        const { changed } = await this.commands.execute(new expense_commands_1.ChangeExpenseCommand(caller.id, expense.filter_plant_id, expense.id, { type: 'CorrectExpense', input, reason: reason.trim() }));
        const updated = await this.expense(caller, expense.id, null);
        return (0, envelope_1.withMessage)(updated, changed ? 'Expense corrected successfully' : 'Nothing to correct: the values are the same');
    }
    async reverse(caller, id, body, query, plant) {
        const reason = (body?.reason ?? query.reason ?? '').trim();
        if (!reason)
            throw domain_error_1.DomainError.field('reason', 'A reason is required.');
        const expense = await this.expense(caller, id, plant);
        await this.commands.execute(new expense_commands_1.ChangeExpenseCommand(caller.id, expense.filter_plant_id, expense.id, { type: 'ReverseExpense', reason }));
        return this.expense(caller, expense.id, null);
    }
};
exports.ExpensesController = ExpensesController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Expenses retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "The plant's expenses of a month (month=YYYY-MM; this month when neither month nor from/to is given) or of from/to days, filtered by category and employee_id, newest first, 25 a page (at most 100); reversed ones are listed with their reason and left out of totals (amount and by_category over every match)",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, expense_dto_1.ExpenseListQueryDto, Object]),
    __metadata("design:returntype", Promise)
], ExpensesController.prototype, "list", null);
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Expense recorded successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Record an expense (date, category, amount > 0, note, employee_id of the plant); 422 per field, and for a date in the future or before the plant's lock period",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, expense_dto_1.CreateExpenseDto, Object]),
    __metadata("design:returntype", Promise)
], ExpensesController.prototype, "create", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Expense retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'One expense with its history (recorded, each correction with the values before and after, a reversal)' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', EXPENSE_ID)),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, expense_dto_1.ExpenseShowQueryDto, Object]),
    __metadata("design:returntype", Promise)
], ExpensesController.prototype, "show", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, swagger_1.ApiOperation)({
        summary: "Correct an expense: the given fields replace the current ones, recorded as ExpenseCorrected with the old and new values and the required reason; 422 EXPENSE_LOCKED when it is older than the plant's lock period (reverse it instead), EXPENSE_REVERSED when reversed",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', EXPENSE_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, expense_dto_1.CorrectExpenseDto, Object]),
    __metadata("design:returntype", Promise)
], ExpensesController.prototype, "correct", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, decorators_1.ResponseMessage)('Expense reversed successfully'),
    (0, swagger_1.ApiOperation)({
        summary: 'Reverse an expense (reason required, in the body or the query): recorded as ExpenseReversed; the expense stays listed as reversed with its reason, out of every total',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', EXPENSE_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, common_1.Query)()),
    __param(4, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, expense_dto_1.ReverseExpenseDto,
        expense_dto_1.ReverseExpenseQueryDto, Object]),
    __metadata("design:returntype", Promise)
], ExpensesController.prototype, "reverse", null);
exports.ExpensesController = ExpensesController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: expenses'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/expenses'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], ExpensesController);
//# sourceMappingURL=expenses.controller.js.map