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
exports.SCHEDULE_COMMAND_HANDLERS = exports.ReorderRouteHandler = exports.ReorderRouteCommand = exports.AREA_NOT_IN_PLANT = exports.SetCustomerScheduleHandler = exports.SetCustomerScheduleCommand = void 0;
exports.appendNewCustomerSchedule = appendNewCustomerSchedule;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const concurrency_error_1 = require("../../platform/event-store/concurrency.error");
const decider_1 = require("../../platform/event-store/decider");
const event_store_1 = require("../../platform/event-store/event-store");
const schedule_decider_1 = require("./schedule.decider");
const schedule_events_1 = require("./schedule.events");
const schedule_rules_1 = require("./schedule-rules");
const schedule_state_1 = require("./schedule-state");
/** PUT /customers/{id}/schedule: the owner's customer (in the named plant, if any) gets this schedule. */
class SetCustomerScheduleCommand {
    ownerId;
    plantId;
    customerId;
    input;
    constructor(ownerId, plantId, customerId, 
    /** Checked by CustomerScheduleDto (the decider checks again). */
    input) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.customerId = customerId;
        this.input = input;
    }
}
exports.SetCustomerScheduleCommand = SetCustomerScheduleCommand;
let SetCustomerScheduleHandler = class SetCustomerScheduleHandler {
    store;
    sql;
    constructor(store, sql) {
        this.store = store;
        this.sql = sql;
    }
    async execute({ ownerId, plantId, customerId, input }) {
        const query = (text, params) => this.sql.rows(text, params);
        const ref = await (0, schedule_state_1.scheduleRefOf)(query, ownerId, plantId, customerId);
        const routePosition = input.route_position === undefined ? undefined : input.route_position;
        await this.store.handle((0, schedule_events_1.customerScheduleStreamId)(customerId), schedule_decider_1.scheduleDecider, (state) => [{ type: 'SetSchedule', ref, schedule: (0, schedule_rules_1.scheduleSettingsFrom)(input, state.schedule), routePosition }], { tenant_id: ownerId }, 
        // A schedule is the owner's whole choice: decided again on fresh state if another write won.
        { retryOnConflict: 3, load: async () => (await (0, schedule_state_1.loadScheduleStates)(query, [customerId])).get(customerId) });
    }
};
exports.SetCustomerScheduleHandler = SetCustomerScheduleHandler;
exports.SetCustomerScheduleHandler = SetCustomerScheduleHandler = __decorate([
    (0, cqrs_1.CommandHandler)(SetCustomerScheduleCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql])
], SetCustomerScheduleHandler);
/**
 * The schedule stream of a customer being registered, in the registration's transaction: what
 * POST /customers with a `schedule` appends (nothing when it has none). The input is checked.
 */
async function appendNewCustomerSchedule(tx, ref, input) {
    if (!input)
        return;
    const routePosition = input.route_position === undefined ? undefined : input.route_position;
    const events = schedule_decider_1.scheduleDecider.decide({ type: 'SetSchedule', ref, schedule: (0, schedule_rules_1.scheduleSettingsFrom)(input), routePosition }, schedule_decider_1.scheduleDecider.initialState);
    await tx.append((0, schedule_events_1.customerScheduleStreamId)(ref.customer_id), 0, (0, decider_1.asNewEvents)(events), { tenant_id: ref.owner_id });
}
exports.AREA_NOT_IN_PLANT = "The area must be one of the plant's areas.";
/** PUT /delivery-schedule/route-order: the listed customers of an area get route positions 0…n-1, all or none. */
class ReorderRouteCommand {
    ownerId;
    plantId;
    areaId;
    customerIds;
    constructor(ownerId, plantId, areaId, customerIds) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.areaId = areaId;
        this.customerIds = customerIds;
    }
}
exports.ReorderRouteCommand = ReorderRouteCommand;
let ReorderRouteHandler = class ReorderRouteHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute(command) {
        // Another reorder or schedule edit that committed first: the order is the owner's whole choice, so apply it on fresh state.
        for (let attempt = 1;; attempt += 1) {
            try {
                return await this.store.transaction((tx) => this.reorder(tx, command));
            }
            catch (error) {
                if (!(error instanceof concurrency_error_1.ConcurrencyError) || attempt >= 4)
                    throw error;
                await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
            }
        }
    }
    async reorder(tx, { ownerId, plantId, areaId, customerIds }) {
        const [area] = await tx.query(`SELECT id FROM areas WHERE id = $1 AND plant_id = $2 AND owner_id = $3`, [areaId, plantId, ownerId]);
        if (!area)
            throw domain_error_1.DomainError.field('area_id', exports.AREA_NOT_IN_PLANT);
        const rows = await tx.query(`SELECT id, area_id FROM customers WHERE id = ANY($1::bigint[]) AND owner_id = $2 AND plant_id = $3`, [customerIds, ownerId, plantId]);
        const areaOf = new Map(rows.map((row) => [Number(row.id), Number(row.area_id)]));
        for (const id of customerIds) {
            if (!areaOf.has(id))
                throw domain_error_1.DomainError.notFound(`Customer ${id} not found in this plant.`);
            if (areaOf.get(id) !== areaId)
                throw domain_error_1.DomainError.field('customer_ids', `Customer ${id} is not in this area.`);
        }
        const states = await (0, schedule_state_1.loadScheduleStates)(tx.query, customerIds);
        let changed = 0;
        for (const [position, customerId] of customerIds.entries()) {
            const { state, version } = states.get(customerId);
            const ref = { customer_id: customerId, plant_id: plantId, owner_id: ownerId };
            const events = schedule_decider_1.scheduleDecider.decide({ type: 'SetRoutePosition', ref, routePosition: position }, state);
            if (events.length === 0)
                continue;
            await tx.append((0, schedule_events_1.customerScheduleStreamId)(customerId), version, (0, decider_1.asNewEvents)(events), { tenant_id: ownerId });
            changed += 1;
        }
        return changed;
    }
};
exports.ReorderRouteHandler = ReorderRouteHandler;
exports.ReorderRouteHandler = ReorderRouteHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ReorderRouteCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], ReorderRouteHandler);
exports.SCHEDULE_COMMAND_HANDLERS = [SetCustomerScheduleHandler, ReorderRouteHandler];
//# sourceMappingURL=schedule.commands.js.map