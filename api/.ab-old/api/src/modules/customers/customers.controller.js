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
exports.CustomersController = exports.DEFAULT_CUSTOMERS_PER_PAGE = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const domain_error_1 = require("../../platform/domain/domain-error");
const plant_day_1 = require("../../platform/domain/plant-day");
const decorators_1 = require("../../platform/http/decorators");
const plain_query_1 = require("../../platform/http/plain-query");
const envelope_1 = require("../../platform/http/envelope");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const customer_commands_1 = require("./customer.commands");
const customer_dto_1 = require("./customer.dto");
const customer_ledger_queries_1 = require("./customer-ledger.queries");
const customer_queries_1 = require("./customer.queries");
const CUSTOMER_ID = new positive_id_pipe_1.PositiveIdPipe('The customer id must be a positive integer.');
const PAUSE_ID = new positive_id_pipe_1.PositiveIdPipe('The pause id must be a positive integer.');
const LINE_ID = new positive_id_pipe_1.PositiveIdPipe('The line id must be a positive integer.');
exports.DEFAULT_CUSTOMERS_PER_PAGE = 25;
/**
 * The list and the ledger answer JSON that PostgreSQL wrote, in the envelope, as bytes: marked
 * @RawResponse() (the envelope hooks leave them alone) with the content type an object would get.
 */
const text = (value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
/** A plant's customers and their ledgers; the plant comes from `filter_plant_id` (the default plant when absent). */
let CustomersController = class CustomersController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    /** The customer, within the named plant when one is given: 404 when not the caller's. */
    customer(caller, id, plant) {
        return this.queries.execute(new customer_queries_1.GetCustomerQuery(caller.id, plant ? Number(plant.id) : null, id));
    }
    async change(caller, id, plant, change) {
        const customer = await this.customer(caller, id, plant);
        return this.commands.execute(new customer_commands_1.ChangeCustomerCommand(caller.id, customer.id, change));
    }
    async list(caller, query, plant) {
        const sort = query.sort
            ? { field: query.sort.replace(/^-/, ''), descending: query.sort.startsWith('-') }
            : undefined;
        const list = await this.queries.execute(new customer_queries_1.ListCustomersQuery({
            ownerId: caller.id,
            plantId: Number(plant.id),
            areaId: query.area_id,
            employeeId: query.employee_id,
            status: query.status,
            search: query.search?.trim() || undefined,
            balance: query.balance,
            sort,
            page: query.page ?? 1,
            perPage: query.per_page ?? exports.DEFAULT_CUSTOMERS_PER_PAGE,
        }));
        return list.enveloped('Customers retrieved successfully');
    }
    async create(caller, body, plant) {
        const id = await this.commands.execute(new customer_commands_1.RegisterCustomerCommand(caller.id, Number(plant.id), body));
        return this.queries.execute(new customer_queries_1.GetCustomerQuery(caller.id, Number(plant.id), id));
    }
    async move(caller, body, plant) {
        const moved = await this.commands.execute(new customer_commands_1.MoveCustomersCommand(caller.id, Number(plant.id), body.customer_ids, body.area_id, body.employee_id ?? null));
        return { moved, customer_ids: [...new Set(body.customer_ids)] };
    }
    show(caller, id, plant) {
        return this.customer(caller, id, plant);
    }
    async update(caller, id, body, plant) {
        const customer = await this.customer(caller, id, plant);
        await this.commands.execute(new customer_commands_1.UpdateCustomerCommand(caller.id, customer.id, body));
        return this.customer(caller, customer.id, null);
    }
    async remove(caller, id, plant) {
        const outcome = await this.change(caller, id, plant, { type: 'DeleteCustomer' });
        const deleted = outcome.events.includes('CustomerDeleted');
        return (0, envelope_1.withMessage)({ id, deleted, deactivated: !deleted }, deleted ? 'Customer deleted successfully' : 'Customer has ledger history, so it was deactivated instead of deleted');
    }
    async toggle(caller, id, plant) {
        await this.change(caller, id, plant, { type: 'ToggleCustomerStatus' });
        const updated = await this.customer(caller, id, null);
        return (0, envelope_1.withMessage)(updated, `Customer ${updated.is_active ? 'activated' : 'deactivated'} successfully`);
    }
    async pause(caller, id, body, plant) {
        await this.change(caller, id, plant, { type: 'PauseCustomer', from: body.from, until: body.until || null, reason: text(body.reason) });
        return this.customer(caller, id, null);
    }
    async removePause(caller, id, pauseId, plant) {
        await this.change(caller, id, plant, { type: 'RemovePause', pauseId });
        return this.customer(caller, id, null);
    }
    async adjust(caller, id, body, plant) {
        const date = notInFuture(body.date);
        await this.change(caller, id, plant, {
            type: 'AdjustBalance',
            amount: body.amount ?? 0,
            cans: body.cans ?? 0,
            reason: body.reason.trim(),
            date,
        });
        return this.customer(caller, id, null);
    }
    async deposit(caller, id, body, plant) {
        const date = notInFuture(body.date);
        await this.change(caller, id, plant, {
            type: 'RecordDeposit',
            kind: body.kind,
            cans: body.cans ?? 0,
            amount: body.amount ?? 0,
            note: text(body.note),
            date,
        });
        return this.customer(caller, id, null);
    }
    async ledger(caller, id, query, plant) {
        const ledger = await this.queries.execute(new customer_ledger_queries_1.CustomerLedgerQuery(caller.id, plant ? Number(plant.id) : null, id, query.from || null, query.to || null));
        return ledger.enveloped('Ledger retrieved successfully');
    }
    async reverse(caller, id, lineId, body, plant) {
        const outcome = await this.change(caller, id, plant, { type: 'ReverseLedgerLine', lineId, reason: body.reason.trim() });
        return { reversal_line_id: outcome.lineId, reversed_line_id: lineId, customer: await this.customer(caller, id, null) };
    }
};
exports.CustomersController = CustomersController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.RawResponse)(),
    (0, plain_query_1.SendsJsonText)(),
    (0, swagger_1.ApiOperation)({
        summary: "The plant's customers, filtered (area_id, employee_id, status, search, balance), sorted (name, code, balance, cans_out, last_delivery_at; '-' for descending) and paged (25 a page, at most 100), with totals of balance and cans over every match",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, customer_dto_1.CustomerListQueryDto, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "list", null);
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Customer created successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Add a customer (code generated C-0001… unless given; opening balance, opening cans and deposit become ledger lines); 422 CUSTOMER_LIMIT_EXCEEDED beyond the package's max_customers (all the owner's plants together)",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, customer_dto_1.CreateCustomerDto, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "create", null);
__decorate([
    (0, common_1.Post)('move'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Customers moved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Move customers of the plant to one of its areas, optionally with a rider assigned to that area (all or none)' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, customer_dto_1.MoveCustomersDto, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "move", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Customer retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'One customer, with balance, cans_out, effective_rate, pauses and limit flags' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "show", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, decorators_1.ResponseMessage)('Customer updated successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Change a customer's details, area or rider; absent fields keep their value; a deposit change is recorded as a deposit line",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, customer_dto_1.UpdateCustomerDto, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, swagger_1.ApiOperation)({ summary: 'Delete a customer without ledger movement; one with any is deactivated instead (history is kept)' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "remove", null);
__decorate([
    (0, common_1.Put)(':id/toggle-status'),
    (0, swagger_1.ApiOperation)({ summary: 'Activate or deactivate a customer (empty body)' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "toggle", null);
__decorate([
    (0, common_1.Post)(':id/pauses'),
    (0, decorators_1.ResponseMessage)('Customer paused successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Pause deliveries from a day, until a day or until removed; the customer is paused on any day inside a pause' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, customer_dto_1.CustomerPauseDto, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "pause", null);
__decorate([
    (0, common_1.Delete)(':id/pauses/:pause_id'),
    (0, decorators_1.ResponseMessage)('Pause removed successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Remove a pause' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Param)('pause_id', PAUSE_ID)),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Number, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "removePause", null);
__decorate([
    (0, common_1.Post)(':id/adjustments'),
    (0, decorators_1.ResponseMessage)('Adjustment recorded successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Adjust the balance and/or the cans at the customer, with a reason: a ledger line' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, customer_dto_1.CustomerAdjustmentDto, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "adjust", null);
__decorate([
    (0, common_1.Post)(':id/deposits'),
    (0, decorators_1.ResponseMessage)('Deposit recorded successfully'),
    (0, swagger_1.ApiOperation)({
        summary: 'Record a security deposit taken or refunded (cans and/or amount): a ledger line; it moves the deposit held, not the balance',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, customer_dto_1.CustomerDepositDto, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "deposit", null);
__decorate([
    (0, common_1.Get)(':id/ledger'),
    (0, decorators_1.RawResponse)(),
    (0, plain_query_1.SendsJsonText)(),
    (0, swagger_1.ApiOperation)({
        summary: "A customer's ledger between two days: opening figures at `from`, lines with running balance and cans, closing figures",
    }),
    (0, swagger_1.ApiQuery)({ name: 'from', required: false, example: '2026-11-01' }),
    (0, swagger_1.ApiQuery)({ name: 'to', required: false, example: '2026-11-30' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, customer_dto_1.CustomerLedgerQueryDto, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "ledger", null);
__decorate([
    (0, common_1.Post)(':id/ledger/:line_id/reverse'),
    (0, decorators_1.ResponseMessage)('Ledger line reversed successfully'),
    (0, swagger_1.ApiOperation)({
        summary: 'Correct a ledger line: append its reversal (with the reason) and mark the original reversed_by; history is never edited',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Param)('line_id', LINE_ID)),
    __param(3, (0, common_1.Body)()),
    __param(4, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Number, customer_dto_1.ReverseLedgerLineDto, Object]),
    __metadata("design:returntype", Promise)
], CustomersController.prototype, "reverse", null);
exports.CustomersController = CustomersController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: customers'),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/customers'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], CustomersController);
/** A line's day: today when absent; a day after the plant's today is refused. */
function notInFuture(date) {
    if (!date)
        return null;
    if (date > (0, plant_day_1.plantToday)())
        throw domain_error_1.DomainError.field('date', 'The date may not be in the future.');
    return date;
}
//# sourceMappingURL=customers.controller.js.map