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
exports.RegisterCustomersHandler = exports.RegisterCustomersCommand = exports.MAX_CUSTOMERS_PER_BATCH = void 0;
exports.registerCustomers = registerCustomers;
const cqrs_1 = require("@nestjs/cqrs");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const row_error_1 = require("../../platform/domain/row-error");
const plant_day_1 = require("../../platform/domain/plant-day");
const decider_1 = require("../../platform/event-store/decider");
const event_store_1 = require("../../platform/event-store/event-store");
const plan_limit_1 = require("../plans/plan-limit");
const schedule_commands_1 = require("../schedules/schedule.commands");
const customer_decider_1 = require("./customer.decider");
const customer_events_1 = require("./customer.events");
const customer_projection_1 = require("./customer.projection");
const customer_input_1 = require("./customer-input");
const customer_limit_1 = require("./customer-limit");
const customer_placement_1 = require("./customer-placement");
const customer_state_1 = require("./customer-state");
exports.MAX_CUSTOMERS_PER_BATCH = 500;
/**
 * Registers a batch of customers of one plant in ONE transaction: all rows or none (the import's
 * command; POST /customers is a batch of one).
 *
 * - `rows`: at most 500, each validated as POST /customers validates its body (phones are
 *   normalised here; a phone that is not a Pakistani mobile becomes null, so check it first).
 *   `area_id` must be an area of the plant, `employee_id` (optional) a rider assigned to it.
 * - A row matches an existing customer of the plant by code (any letter case) when it has one,
 *   else by phone (E.164). `onExisting`: 'skip' leaves the match alone; 'update' records the row's
 *   details, area and rider on it (its code, opening balance and deposit stay as they are).
 * - New customers get their code or the next generated C-number, and their opening balance, opening
 *   cans and security deposit as ledger lines dated `date` (the plant's day; today when absent).
 * - The plan's max_customers is checked under the owner's lock, for the new rows together:
 *   422 CUSTOMER_LIMIT_EXCEEDED and nothing is written when they do not all fit.
 * - A refused row fails the batch with 422, its field errors keyed `rows.{index}.{field}` and
 *   `data.row` = its index (0-based).
 *
 * Returns what happened to each row, with the customer's id.
 */
class RegisterCustomersCommand {
    ownerId;
    plantId;
    rows;
    onExisting;
    date;
    constructor(ownerId, plantId, rows, onExisting, date) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.rows = rows;
        this.onExisting = onExisting;
        this.date = date;
    }
}
exports.RegisterCustomersCommand = RegisterCustomersCommand;
let RegisterCustomersHandler = class RegisterCustomersHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    execute({ ownerId, plantId, rows, onExisting, date }) {
        if (rows.length > exports.MAX_CUSTOMERS_PER_BATCH)
            throw domain_error_1.DomainError.field('rows', `An import holds at most ${exports.MAX_CUSTOMERS_PER_BATCH} customers; this one has ${rows.length}.`);
        if (date !== undefined && !(0, plant_day_1.isCalendarDate)(date))
            throw domain_error_1.DomainError.field('date', 'The date must be a day written YYYY-MM-DD.');
        return registerCustomers(this.store, { ownerId, plantId, rows, onExisting, date: date ?? (0, plant_day_1.plantToday)() });
    }
};
exports.RegisterCustomersHandler = RegisterCustomersHandler;
exports.RegisterCustomersHandler = RegisterCustomersHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RegisterCustomersCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], RegisterCustomersHandler);
/** Rethrows a row's refusal with the row named, for a batch; a single create keeps the plain field names. */
function forRow(batch, index, error) {
    return batch.onExisting === 'none' ? error : (0, row_error_1.inRow)(error, 'rows', index);
}
/** The existing customer each row stands for (by code, else by phone), or null. */
async function matchExisting(query, batch) {
    if (batch.onExisting === 'none')
        return batch.rows.map(() => null);
    const codes = batch.rows.map((row) => row.code?.trim().toLowerCase()).filter((code) => !!code);
    const phones = batch.rows.map((row) => (0, customer_input_1.customerProfile)(row, null, '').phone).filter((phone) => !!phone);
    const found = await query(`SELECT id, lower(code) AS code, phone FROM customers
      WHERE plant_id = $1 AND owner_id = $2 AND (lower(code) = ANY($3::text[]) OR phone = ANY($4::text[]))
      ORDER BY id`, [batch.plantId, batch.ownerId, codes, phones]);
    const byCode = new Map(found.map((c) => [c.code, Number(c.id)]));
    const byPhone = new Map();
    for (const c of found)
        if (c.phone && !byPhone.has(c.phone))
            byPhone.set(c.phone, Number(c.id));
    return batch.rows.map((row) => {
        const code = row.code?.trim().toLowerCase();
        if (code && byCode.has(code))
            return byCode.get(code);
        const phone = (0, customer_input_1.customerProfile)(row, null, '').phone;
        return phone ? (byPhone.get(phone) ?? null) : null;
    });
}
/** Given codes of new rows must be free in the plant and within the batch. */
async function assertCodesFree(query, batch, newRows) {
    const given = newRows.map((index) => ({ index, code: batch.rows[index].code?.trim().toLowerCase() })).filter((r) => !!r.code);
    if (given.length === 0)
        return;
    const taken = await query(`SELECT lower(code) AS code FROM customers WHERE plant_id = $1 AND lower(code) = ANY($2::text[])`, [batch.plantId, given.map((r) => r.code)]);
    const seen = new Set(taken.map((t) => t.code));
    for (const { index, code } of given) {
        if (seen.has(code))
            throw forRow(batch, index, domain_error_1.DomainError.field('code', customer_projection_1.CUSTOMER_CODE_TAKEN));
        seen.add(code);
    }
}
async function registerCustomers(store, batch) {
    const { ownerId, plantId, rows, date } = batch;
    let matches = [];
    return (0, plan_limit_1.withinPlanLimit)(store, ownerId, customer_limit_1.CUSTOMER_LIMIT, async (tx) => {
        const placements = new Set();
        for (const [index, row] of rows.entries()) {
            const placement = (0, customer_input_1.customerPlacement)(row, null);
            const key = `${placement.area_id}:${placement.employee_id}`;
            if (placements.has(key))
                continue;
            await (0, customer_placement_1.assertPlacement)(tx.query, ownerId, plantId, placement).catch((error) => Promise.reject(forRow(batch, index, error)));
            placements.add(key);
        }
        const newRows = rows.flatMap((_, index) => (matches[index] === null ? [index] : []));
        await assertCodesFree(tx.query, batch, newRows);
        const uncoded = newRows.filter((index) => !rows[index].code?.trim());
        const generated = await (0, customer_placement_1.nextCustomerCodes)(tx.query, plantId, uncoded.length, rows.map((row) => row.code?.trim() ?? ''));
        const customerIds = await (0, customer_placement_1.nextIds)(tx.query, 'customer_ids', newRows.length);
        const lineIds = await (0, customer_placement_1.nextIds)(tx.query, 'customer_ledger_line_ids', newRows.length * 2);
        const results = [];
        for (const [index, row] of rows.entries()) {
            const existing = matches[index];
            if (existing === null) {
                const n = newRows.indexOf(index);
                const customerId = customerIds[n];
                const code = row.code?.trim() || generated[uncoded.indexOf(index)];
                const events = customer_decider_1.customerDecider.decide({
                    type: 'RegisterCustomer',
                    customerId,
                    plantId,
                    ownerId,
                    profile: (0, customer_input_1.customerProfile)(row, null, code),
                    placement: (0, customer_input_1.customerPlacement)(row, null),
                    opening: { balance: (0, money_1.money)(row.opening_balance ?? 0), cans: row.opening_cans ?? 0 },
                    deposit: { cans: row.security_deposit_cans ?? 0, amount: (0, money_1.money)(row.security_deposit_amount ?? 0) },
                    date,
                    lineIds: [lineIds[2 * n], lineIds[2 * n + 1]],
                }, customer_decider_1.customerDecider.initialState);
                await tx.append((0, customer_events_1.customerStreamId)(customerId), 0, (0, decider_1.asNewEvents)(events), { tenant_id: ownerId });
                await (0, schedule_commands_1.appendNewCustomerSchedule)(tx, { customer_id: customerId, plant_id: plantId, owner_id: ownerId }, row.schedule);
                results.push({ index, customer_id: customerId, action: 'created' });
            }
            else if (batch.onExisting === 'skip') {
                results.push({ index, customer_id: existing, action: 'skipped' });
            }
            else {
                const { state, version } = await (0, customer_state_1.loadCustomerState)(tx.query, ownerId, existing);
                const { events } = (0, decider_1.decideAll)(customer_decider_1.customerDecider, state, [
                    { type: 'ChangeCustomerDetails', profile: (0, customer_input_1.customerProfile)(row, state.profile, state.profile.code) },
                    { type: 'MoveCustomer', placement: (0, customer_input_1.customerPlacement)(row, state.placement) },
                ]);
                await tx.append((0, customer_events_1.customerStreamId)(existing), version, (0, decider_1.asNewEvents)(events), { tenant_id: ownerId });
                results.push({ index, customer_id: existing, action: events.length > 0 ? 'updated' : 'unchanged' });
            }
        }
        const count = (action) => results.filter((r) => r.action === action).length;
        return { created: count('created'), updated: count('updated') + count('unchanged'), skipped: count('skipped'), results };
    }, async (tx) => {
        // After the owner's lock: what is stored now decides which rows are new.
        matches = await matchExisting(tx.query, batch);
        return matches.filter((match) => match === null).length;
    });
}
//# sourceMappingURL=register-customers.js.map