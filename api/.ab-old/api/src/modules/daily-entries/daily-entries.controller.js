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
exports.CustomerPaymentsController = exports.DailyEntriesController = exports.DEFAULT_ENTRIES_PER_PAGE = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const money_1 = require("../../platform/domain/money");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const daily_entry_commands_1 = require("./daily-entry.commands");
const daily_entry_dto_1 = require("./daily-entry.dto");
const daily_entry_queries_1 = require("./daily-entry.queries");
const ENTRY_ID = new positive_id_pipe_1.PositiveIdPipe('The entry id must be a positive integer.');
const CUSTOMER_ID = new positive_id_pipe_1.PositiveIdPipe('The customer id must be a positive integer.');
exports.DEFAULT_ENTRIES_PER_PAGE = 25;
const IDEMPOTENCY = {
    name: 'Idempotency-Key',
    required: false,
    description: 'Send one per save (kept across retries of the same save): a repeat answers as the first did and saves nothing twice',
};
/** A plant's day of deliveries; the plant comes from `filter_plant_id` (the default plant when absent). */
let DailyEntriesController = class DailyEntriesController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    sheet(caller, query, plant) {
        return this.queries.execute(new daily_entry_queries_1.DailySheetQuery({
            ownerId: caller.id,
            plantId: Number(plant.id),
            date: query.date || null,
            areaId: query.area_id,
            employeeId: query.employee_id,
        }));
    }
    batch(caller, body, plant) {
        return this.commands.execute(new daily_entry_commands_1.SaveDailyEntriesCommand(caller.id, Number(plant.id), body.date || null, body.entries));
    }
    async create(caller, body, plant) {
        const { date, ...entry } = body;
        const result = await this.commands.execute(new daily_entry_commands_1.SaveDailyEntriesCommand(caller.id, Number(plant.id), date || null, [entry]));
        const saved = await this.queries.execute(new daily_entry_queries_1.GetDailyEntryQuery(caller.id, result.entries[0].id));
        return { ...saved, balance: result.balances[0].balance, customer_cans_out: result.balances[0].cans_out };
    }
    list(caller, query, plant) {
        return this.queries.execute(new daily_entry_queries_1.ListDailyEntriesQuery({
            ownerId: caller.id,
            plantId: Number(plant.id),
            date: query.date || undefined,
            from: query.from || undefined,
            to: query.to || undefined,
            areaId: query.area_id,
            employeeId: query.employee_id,
            customerId: query.customer_id,
            status: query.status,
            page: query.page ?? 1,
            perPage: query.per_page ?? exports.DEFAULT_ENTRIES_PER_PAGE,
        }));
    }
    show(caller, id) {
        return this.queries.execute(new daily_entry_queries_1.GetDailyEntryQuery(caller.id, id));
    }
    reverse(caller, id, body) {
        return this.commands.execute(new daily_entry_commands_1.ReverseDailyEntryCommand(caller.id, id, body.reason.trim()));
    }
    correct(caller, id, body) {
        const { reason, ...entry } = body;
        return this.commands.execute(new daily_entry_commands_1.ReverseDailyEntryCommand(caller.id, id, reason.trim(), entry));
    }
};
exports.DailyEntriesController = DailyEntriesController;
__decorate([
    (0, common_1.Get)('sheet'),
    (0, decorators_1.ResponseMessage)('Sheet retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "The day's sheet: every customer due by their schedule in route order (prefilled with the schedule's cans), then the others entered that day; each with previous balance, cans out, flags and the day's saved entries",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, daily_entry_dto_1.SheetQueryDto, Object]),
    __metadata("design:returntype", Promise)
], DailyEntriesController.prototype, "sheet", null);
__decorate([
    (0, common_1.Post)('batch'),
    (0, decorators_1.ResponseMessage)('Entries saved successfully'),
    (0, swagger_1.ApiHeader)(IDEMPOTENCY),
    (0, swagger_1.ApiOperation)({
        summary: "Save a day's entries at once, in one transaction: all or none. A refused row fails the batch (422, errors keyed entries.{row}.{field}, data.row); the day must be open (not after today, not inside the plant's lock period)",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, daily_entry_dto_1.DailyEntryBatchDto, Object]),
    __metadata("design:returntype", Promise)
], DailyEntriesController.prototype, "batch", null);
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Entry saved successfully'),
    (0, swagger_1.ApiHeader)(IDEMPOTENCY),
    (0, swagger_1.ApiOperation)({
        summary: 'Save one entry: a ledger line on the customer (debit cans × rate, credit the money collected, cans out and back)',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, daily_entry_dto_1.SingleDailyEntryDto, Object]),
    __metadata("design:returntype", Promise)
], DailyEntriesController.prototype, "create", null);
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Entries retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "The plant's entries (a day, or from/to; area, rider, customer, status or 'reversed'), newest first, paged (25 a page, at most 100), with totals of the entries that stand",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, daily_entry_dto_1.DailyEntryListQueryDto, Object]),
    __metadata("design:returntype", Promise)
], DailyEntriesController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Entry retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'One entry, with its reversal when reversed' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', ENTRY_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number]),
    __metadata("design:returntype", Promise)
], DailyEntriesController.prototype, "show", null);
__decorate([
    (0, common_1.Post)(':id/reverse'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Entry reversed successfully'),
    (0, swagger_1.ApiOperation)({
        summary: 'Reverse an entry with a reason (any day, however old): a mirror ledger line dated today; the entry stays, marked reversed_by',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', ENTRY_ID)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, daily_entry_dto_1.ReverseEntryDto]),
    __metadata("design:returntype", Promise)
], DailyEntriesController.prototype, "reverse", null);
__decorate([
    (0, common_1.Post)(':id/correct'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Entry corrected successfully'),
    (0, swagger_1.ApiOperation)({
        summary: 'Correct an entry: its reversal and the entry as it should have been (same customer and day), in one transaction, with the reason; a day inside the lock period can only be reversed',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', ENTRY_ID)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, daily_entry_dto_1.CorrectEntryDto]),
    __metadata("design:returntype", Promise)
], DailyEntriesController.prototype, "correct", null);
exports.DailyEntriesController = DailyEntriesController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: daily entries'),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/daily-entries'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], DailyEntriesController);
/** Payments outside deliveries, on the customer (owner-scoped by the customer). */
let CustomerPaymentsController = class CustomerPaymentsController {
    commands;
    constructor(commands) {
        this.commands = commands;
    }
    async record(caller, id, body) {
        const recorded = await this.commands.execute(new daily_entry_commands_1.RecordPaymentCommand(caller.id, id, body));
        return {
            id: recorded.id,
            customer_id: id,
            amount: body.amount,
            method: body.method,
            reference: body.reference?.trim() || null,
            received_at: recorded.received_at,
            date: recorded.date,
            employee_id: body.employee_id ?? null,
            balance: (0, money_1.moneyNumber)(recorded.balance),
        };
    }
};
exports.CustomerPaymentsController = CustomerPaymentsController;
__decorate([
    (0, common_1.Post)(':id/payments'),
    (0, decorators_1.ResponseMessage)('Payment recorded successfully'),
    (0, swagger_1.ApiHeader)(IDEMPOTENCY),
    (0, swagger_1.ApiOperation)({
        summary: "Record a payment (amount, method, reference, received_at, rider): a credit line dated the plant's day it was received; more than is owed leaves an advance. Reversed like any ledger line",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, daily_entry_dto_1.PaymentDto]),
    __metadata("design:returntype", Promise)
], CustomerPaymentsController.prototype, "record", null);
exports.CustomerPaymentsController = CustomerPaymentsController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: customers'),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/customers'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus])
], CustomerPaymentsController);
//# sourceMappingURL=daily-entries.controller.js.map