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
exports.CUSTOMER_COMMAND_HANDLERS = exports.MoveCustomersHandler = exports.MoveCustomersCommand = exports.ChangeCustomerHandler = exports.ChangeCustomerCommand = exports.UpdateCustomerHandler = exports.UpdateCustomerCommand = exports.RegisterCustomerHandler = exports.RegisterCustomerCommand = exports.RegisterCustomersHandler = exports.RegisterCustomersCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const plant_day_1 = require("../../platform/domain/plant-day");
const decider_1 = require("../../platform/event-store/decider");
const event_store_1 = require("../../platform/event-store/event-store");
const customer_decider_1 = require("./customer.decider");
const customer_events_1 = require("./customer.events");
const customer_input_1 = require("./customer-input");
const customer_placement_1 = require("./customer-placement");
const customer_state_1 = require("./customer-state");
const register_customers_1 = require("./register-customers");
var register_customers_2 = require("./register-customers");
Object.defineProperty(exports, "RegisterCustomersCommand", { enumerable: true, get: function () { return register_customers_2.RegisterCustomersCommand; } });
Object.defineProperty(exports, "RegisterCustomersHandler", { enumerable: true, get: function () { return register_customers_2.RegisterCustomersHandler; } });
/** One new customer of a plant (POST /customers); the id. 422 CUSTOMER_LIMIT_EXCEEDED past the plan's max_customers. */
class RegisterCustomerCommand {
    ownerId;
    plantId;
    input;
    constructor(ownerId, plantId, input) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.input = input;
    }
}
exports.RegisterCustomerCommand = RegisterCustomerCommand;
let RegisterCustomerHandler = class RegisterCustomerHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, plantId, input }) {
        const result = await (0, register_customers_1.registerCustomers)(this.store, { ownerId, plantId, rows: [input], onExisting: 'none', date: (0, plant_day_1.plantToday)() });
        return result.results[0].customer_id;
    }
};
exports.RegisterCustomerHandler = RegisterCustomerHandler;
exports.RegisterCustomerHandler = RegisterCustomerHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RegisterCustomerCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], RegisterCustomerHandler);
/** PUT /customers/{id}: the given fields over the current ones; a deposit change becomes a deposit line. */
class UpdateCustomerCommand {
    ownerId;
    customerId;
    input;
    constructor(ownerId, customerId, input) {
        this.ownerId = ownerId;
        this.customerId = customerId;
        this.input = input;
    }
}
exports.UpdateCustomerCommand = UpdateCustomerCommand;
let UpdateCustomerHandler = class UpdateCustomerHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, customerId, input }) {
        await this.store.transaction(async (tx) => {
            const { state, version } = await (0, customer_state_1.loadCustomerState)(tx.query, ownerId, customerId);
            if (state.status !== 'registered' || !state.ref || !state.profile || !state.placement)
                throw domain_error_1.DomainError.notFound(customer_decider_1.CUSTOMER_NOT_FOUND);
            const placement = (0, customer_input_1.customerPlacement)(input, state.placement);
            if (placement.area_id !== state.placement.area_id || placement.employee_id !== state.placement.employee_id)
                await (0, customer_placement_1.assertPlacement)(tx.query, ownerId, state.ref.plant_id, placement);
            const commands = [
                { type: 'ChangeCustomerDetails', profile: (0, customer_input_1.customerProfile)(input, state.profile, input.code?.trim() || state.profile.code) },
                { type: 'MoveCustomer', placement },
            ];
            if (input.security_deposit_cans !== undefined || input.security_deposit_amount !== undefined) {
                const [lineId] = await (0, customer_placement_1.nextIds)(tx.query, 'customer_ledger_line_ids', 1);
                const deposit = {
                    cans: input.security_deposit_cans ?? state.depositCans,
                    amount: input.security_deposit_amount !== undefined ? (0, money_1.money)(input.security_deposit_amount) : state.depositAmount,
                };
                commands.push({ type: 'SetSecurityDeposit', deposit, date: (0, plant_day_1.plantToday)(), lineId });
            }
            const { events } = (0, decider_1.decideAll)(customer_decider_1.customerDecider, state, commands);
            await tx.append((0, customer_events_1.customerStreamId)(customerId), version, (0, decider_1.asNewEvents)(events), { tenant_id: ownerId });
        });
    }
};
exports.UpdateCustomerHandler = UpdateCustomerHandler;
exports.UpdateCustomerHandler = UpdateCustomerHandler = __decorate([
    (0, cqrs_1.CommandHandler)(UpdateCustomerCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], UpdateCustomerHandler);
const RETRIED = new Set(['AdjustBalance', 'RecordDeposit', 'ReverseLedgerLine', 'PauseCustomer', 'RemovePause']);
/** A change to an existing customer of the owner (404 for anyone else's). Returns what happened. */
class ChangeCustomerCommand {
    ownerId;
    customerId;
    change;
    constructor(ownerId, customerId, change) {
        this.ownerId = ownerId;
        this.customerId = customerId;
        this.change = change;
    }
}
exports.ChangeCustomerCommand = ChangeCustomerCommand;
let ChangeCustomerHandler = class ChangeCustomerHandler {
    store;
    dataSource;
    constructor(store, dataSource) {
        this.store = store;
        this.dataSource = dataSource;
    }
    async execute({ ownerId, customerId, change }) {
        const query = (sql, parameters) => this.dataSource.query(sql, parameters);
        const needsLine = ['AdjustBalance', 'RecordDeposit', 'ReverseLedgerLine'].includes(change.type);
        const [lineId] = needsLine ? await (0, customer_placement_1.nextIds)(query, 'customer_ledger_line_ids', 1) : [null];
        const [pauseId] = change.type === 'PauseCustomer' ? await (0, customer_placement_1.nextIds)(query, 'customer_pause_ids', 1) : [null];
        const today = (0, plant_day_1.plantToday)();
        const { events } = await this.store.handle((0, customer_events_1.customerStreamId)(customerId), customer_decider_1.customerDecider, async () => {
            switch (change.type) {
                case 'PauseCustomer':
                    return [{ ...change, pauseId: pauseId }];
                case 'AdjustBalance':
                    return [{ ...change, amount: (0, money_1.money)(change.amount), lineId: lineId, date: change.date ?? today }];
                case 'RecordDeposit':
                    return [{ ...change, amount: (0, money_1.money)(change.amount), lineId: lineId, date: change.date ?? today }];
                case 'ReverseLedgerLine': {
                    // Read after the state (see `load`): a reversal committed in between is seen here or makes the append a 409.
                    const line = await (0, customer_state_1.loadLedgerLine)(query, ownerId, customerId, change.lineId);
                    if (!line)
                        throw domain_error_1.DomainError.notFound(customer_decider_1.LEDGER_LINE_NOT_FOUND);
                    return [{ type: 'ReverseLedgerLine', lineId: lineId, date: today, reason: change.reason, line }];
                }
                default:
                    return [change];
            }
        }, { tenant_id: ownerId }, 
        // A movement or a pause lost to a concurrent write is decided again on fresh state; a toggle is not
        // (it would flip what the owner saw).
        { load: () => (0, customer_state_1.loadCustomerState)(query, ownerId, customerId), retryOnConflict: RETRIED.has(change.type) ? 5 : 0 });
        return { events: events.map((e) => e.type), lineId, pauseId };
    }
};
exports.ChangeCustomerHandler = ChangeCustomerHandler;
exports.ChangeCustomerHandler = ChangeCustomerHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChangeCustomerCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        typeorm_1.DataSource])
], ChangeCustomerHandler);
/** POST /customers/move: customers of one plant to an area of it (and a rider of that area), all or none. */
class MoveCustomersCommand {
    ownerId;
    plantId;
    customerIds;
    areaId;
    employeeId;
    constructor(ownerId, plantId, customerIds, areaId, employeeId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.customerIds = customerIds;
        this.areaId = areaId;
        this.employeeId = employeeId;
    }
}
exports.MoveCustomersCommand = MoveCustomersCommand;
let MoveCustomersHandler = class MoveCustomersHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, plantId, customerIds, areaId, employeeId }) {
        const placement = { area_id: areaId, employee_id: employeeId };
        return this.store.transaction(async (tx) => {
            await (0, customer_placement_1.assertPlacement)(tx.query, ownerId, plantId, placement);
            let moved = 0;
            for (const customerId of [...new Set(customerIds)]) {
                const { state, version } = await (0, customer_state_1.loadCustomerState)(tx.query, ownerId, customerId);
                if (state.ref?.plant_id !== plantId)
                    throw domain_error_1.DomainError.notFound(`Customer ${customerId} not found in this plant.`);
                const events = customer_decider_1.customerDecider.decide({ type: 'MoveCustomer', placement }, state);
                await tx.append((0, customer_events_1.customerStreamId)(customerId), version, (0, decider_1.asNewEvents)(events), { tenant_id: ownerId });
                moved += events.length;
            }
            return moved;
        });
    }
};
exports.MoveCustomersHandler = MoveCustomersHandler;
exports.MoveCustomersHandler = MoveCustomersHandler = __decorate([
    (0, cqrs_1.CommandHandler)(MoveCustomersCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], MoveCustomersHandler);
exports.CUSTOMER_COMMAND_HANDLERS = [
    RegisterCustomerHandler,
    register_customers_1.RegisterCustomersHandler,
    UpdateCustomerHandler,
    ChangeCustomerHandler,
    MoveCustomersHandler,
];
//# sourceMappingURL=customer.commands.js.map