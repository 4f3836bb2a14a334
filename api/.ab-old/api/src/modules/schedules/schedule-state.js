"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SCHEDULE_COLUMNS = exports.CUSTOMER_NOT_FOUND = void 0;
exports.scheduleRefOf = scheduleRefOf;
exports.stateOf = stateOf;
exports.loadScheduleStates = loadScheduleStates;
const domain_error_1 = require("../../platform/domain/domain-error");
const schedule_decider_1 = require("./schedule.decider");
exports.CUSTOMER_NOT_FOUND = 'Customer not found.';
/** The owner's customer (within the plant, when one is named) a schedule belongs to; 404 for anyone else's. */
async function scheduleRefOf(query, ownerId, plantId, customerId) {
    const [row] = await query(`SELECT id, plant_id, owner_id FROM customers WHERE id = $1 AND owner_id = $2 AND ($3::bigint IS NULL OR plant_id = $3::bigint)`, [customerId, ownerId, plantId]);
    if (!row)
        throw domain_error_1.DomainError.notFound(exports.CUSTOMER_NOT_FOUND);
    return { customer_id: Number(row.id), plant_id: Number(row.plant_id), owner_id: Number(row.owner_id) };
}
exports.SCHEDULE_COLUMNS = `customer_id, kind, days, every_n, start_date::text AS start_date, quantity, route_position, is_default, stream_version`;
function stateOf(row) {
    if (!row)
        return { state: schedule_decider_1.initialScheduleState, version: 0 };
    const schedule = row.is_default
        ? null
        : { kind: row.kind, days: row.days, every_n: row.every_n, start_date: row.start_date, quantity: row.quantity };
    return { state: { schedule, routePosition: row.route_position }, version: row.stream_version };
}
/**
 * Schedule states of customers from their read-model rows, with the stream version each reflects
 * (the expected version of the next append): no row = no schedule event yet, version 0.
 */
async function loadScheduleStates(query, customerIds) {
    const rows = await query(`SELECT ${exports.SCHEDULE_COLUMNS} FROM customer_schedules WHERE customer_id = ANY($1::bigint[])`, [
        customerIds,
    ]);
    const byId = new Map(rows.map((row) => [Number(row.customer_id), row]));
    return new Map(customerIds.map((id) => [id, stateOf(byId.get(id))]));
}
//# sourceMappingURL=schedule-state.js.map