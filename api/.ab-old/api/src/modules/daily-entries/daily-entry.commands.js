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
exports.DAILY_ENTRY_COMMAND_HANDLERS = exports.RecordPaymentHandler = exports.RecordPaymentCommand = exports.ReverseDailyEntryHandler = exports.ReverseDailyEntryCommand = exports.SaveDailyEntriesHandler = exports.SaveDailyEntriesCommand = exports.ENTRY_NOT_FOUND = exports.MAX_ENTRIES_PER_BATCH = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const plant_day_1 = require("../../platform/domain/plant-day");
const row_error_1 = require("../../platform/domain/row-error");
const concurrency_error_1 = require("../../platform/event-store/concurrency.error");
const decider_1 = require("../../platform/event-store/decider");
const event_store_1 = require("../../platform/event-store/event-store");
const customer_decider_1 = require("../customers/customer.decider");
const customer_events_1 = require("../customers/customer.events");
const customer_placement_1 = require("../customers/customer-placement");
const customer_state_1 = require("../customers/customer-state");
const entry_dates_1 = require("./entry-dates");
exports.MAX_ENTRIES_PER_BATCH = 500;
exports.ENTRY_NOT_FOUND = 'Entry not found.';
/** A batch that lost a race with another writer of one of its customers is decided again on fresh state. */
const ATTEMPTS = 4;
/**
 * Saves a day's entries of one plant in ONE transaction: every row or none. A refused row fails
 * the batch with 422 (404 for a customer that is not the plant's), its errors keyed
 * `entries.{index}.{field}` and `data.row` its index. Each row is a ledger line on its customer's
 * stream (several rows of one customer are decided one after another). The day must be open: not
 * after the plant's today, not inside its lock period. `date` null = the plant's today.
 */
class SaveDailyEntriesCommand {
    ownerId;
    plantId;
    date;
    entries;
    rider;
    constructor(ownerId, plantId, date, entries, rider = null) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.date = date;
        this.entries = entries;
        this.rider = rider;
    }
}
exports.SaveDailyEntriesCommand = SaveDailyEntriesCommand;
/**
 * The plant's default rate and calendar (the columns loadPlantCalendar reads) and `lines` fresh
 * ledger line ids, in one statement; 404 for another owner's plant.
 */
async function plantFacts(query, ownerId, plantId, lines) {
    const [row] = await query(`SELECT p.default_can_rate, p.time_zone, p.lock_period_days,
            ARRAY(SELECT nextval('customer_ledger_line_ids') FROM generate_series(1, $3::int)) AS line_ids
       FROM plants p WHERE p.id = $1 AND p.owner_id = $2`, [plantId, ownerId, lines]);
    if (!row)
        throw domain_error_1.DomainError.notFound('Plant not found.');
    return {
        calendar: { timeZone: row.time_zone, lockPeriodDays: Number(row.lock_period_days) },
        defaultRate: (0, money_1.money)(row.default_can_rate ?? 0),
        lineIds: row.line_ids.map(Number),
    };
}
/** The plant's employees among `ids`. */
async function plantEmployees(query, plantId, ids) {
    if (ids.length === 0)
        return new Set();
    const rows = await query(`SELECT id FROM employees WHERE plant_id = $1 AND id = ANY($2::bigint[])`, [plantId, ids]);
    return new Set(rows.map((r) => Number(r.id)));
}
const effectiveRate = (state, plant) => state.profile?.rate ?? plant.defaultRate;
/** The decider command of one row; its refusals are the row's. */
function deliveryCommand(entry, state, plant, rider, lineId, date, correctsLineId = null) {
    return {
        type: 'RecordDelivery',
        lineId,
        date,
        status: entry.status ?? 'delivered',
        cansDelivered: entry.cans_delivered,
        cansReturned: entry.cans_returned,
        rate: rider || entry.rate === undefined ? effectiveRate(state, plant) : (0, money_1.money)(entry.rate),
        collected: (0, money_1.money)(entry.collected ?? 0),
        method: entry.payment_method ?? 'cash',
        employeeId: rider ? rider.employeeId : entry.employee_id === undefined ? (state.placement?.employee_id ?? null) : entry.employee_id,
        note: entry.note?.trim() || null,
        correctsLineId,
    };
}
/** Runs `work` in a store transaction, again on a lost race (every decision is re-made on fresh state). */
async function withRetries(store, work) {
    for (let attempt = 1;; attempt += 1) {
        try {
            return await store.transaction(work);
        }
        catch (error) {
            if (!(error instanceof concurrency_error_1.ConcurrencyError) || attempt >= ATTEMPTS)
                throw error;
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
        }
    }
}
let SaveDailyEntriesHandler = class SaveDailyEntriesHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, plantId, date, entries, rider }) {
        if (entries.length === 0)
            throw domain_error_1.DomainError.field('entries', 'Enter at least one entry.');
        if (entries.length > exports.MAX_ENTRIES_PER_BATCH)
            throw domain_error_1.DomainError.field('entries', `A batch holds at most ${exports.MAX_ENTRIES_PER_BATCH} entries; this one has ${entries.length}.`);
        return withRetries(this.store, async (tx) => {
            const plant = await plantFacts(tx.query, ownerId, plantId, entries.length);
            const day = date ?? (0, plant_day_1.plantDate)(new Date(), plant.calendar.timeZone);
            (0, entry_dates_1.assertOpenDay)(day, plant.calendar);
            const customerIds = [...new Set(entries.map((e) => e.customer_id))];
            const states = await (0, customer_state_1.loadCustomerStates)(tx.query, ownerId, customerIds);
            const givenRiders = rider ? [] : entries.flatMap((e) => (typeof e.employee_id === 'number' ? [e.employee_id] : []));
            const riders = await plantEmployees(tx.query, plantId, [...new Set(givenRiders)]);
            const lineIds = plant.lineIds;
            const byCustomer = new Map();
            entries.forEach((entry, index) => {
                const loaded = states.get(entry.customer_id);
                try {
                    if (!loaded || loaded.state.ref?.plant_id !== plantId)
                        throw new domain_error_1.DomainError('not_found', `Customer ${entry.customer_id} not found in this plant.`, {
                            errors: { customer_id: [customer_decider_1.CUSTOMER_NOT_FOUND] },
                        });
                    if (rider && !rider.areaIds.includes(loaded.state.placement.area_id))
                        throw new domain_error_1.DomainError('not_found', `Customer ${entry.customer_id} is not on your areas.`, {
                            errors: { customer_id: [customer_decider_1.CUSTOMER_NOT_FOUND] },
                        });
                    if (typeof entry.employee_id === 'number' && !riders.has(entry.employee_id))
                        throw domain_error_1.DomainError.field('employee_id', customer_placement_1.EMPLOYEE_NOT_IN_PLANT);
                }
                catch (error) {
                    throw (0, row_error_1.inRow)(error, 'entries', index);
                }
                const list = byCustomer.get(entry.customer_id) ?? [];
                list.push({ index, command: deliveryCommand(entry, loaded.state, plant, rider, lineIds[index], day) });
                byCustomer.set(entry.customer_id, list);
            });
            const amounts = new Map();
            const balances = [];
            const appends = [];
            for (const [customerId, rows] of byCustomer) {
                const { state, version } = states.get(customerId);
                let decided;
                try {
                    decided = (0, decider_1.decideAll)(customer_decider_1.customerDecider, state, rows.map((r) => r.command));
                }
                catch (error) {
                    // The first row of this customer that the decider refused: decide them one by one to name it.
                    let current = state;
                    for (const row of rows) {
                        try {
                            current = (0, decider_1.decideAll)(customer_decider_1.customerDecider, current, [row.command]).state;
                        }
                        catch (rowError) {
                            throw (0, row_error_1.inRow)(rowError, 'entries', row.index);
                        }
                    }
                    throw error;
                }
                for (const event of decided.events)
                    if (event.type === 'CustomerDeliveryRecorded')
                        amounts.set(event.data.line.line_id, event.data.entry.amount);
                appends.push({ streamId: (0, customer_events_1.customerStreamId)(customerId), expectedVersion: version, events: (0, decider_1.asNewEvents)(decided.events) });
                balances.push({ customer_id: customerId, balance: (0, money_1.moneyNumber)(decided.state.balance), cans_out: decided.state.cansOut });
            }
            await tx.appendMany(appends, { tenant_id: ownerId });
            return {
                date: day,
                entries: entries.map((entry, index) => ({
                    id: lineIds[index],
                    customer_id: entry.customer_id,
                    amount: (0, money_1.moneyNumber)(amounts.get(lineIds[index]) ?? '0'),
                })),
                balances,
            };
        });
    }
};
exports.SaveDailyEntriesHandler = SaveDailyEntriesHandler;
exports.SaveDailyEntriesHandler = SaveDailyEntriesHandler = __decorate([
    (0, cqrs_1.CommandHandler)(SaveDailyEntriesCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], SaveDailyEntriesHandler);
/** The owner's entry with the customer it is on (404 for anyone else's). */
async function ownedEntry(query, ownerId, entryId) {
    const [row] = await query(`SELECT customer_id, plant_id, date::text AS date, reversed_by FROM daily_entries WHERE id = $1 AND owner_id = $2`, [entryId, ownerId]);
    if (!row)
        throw domain_error_1.DomainError.notFound(exports.ENTRY_NOT_FOUND);
    return {
        customerId: Number(row.customer_id),
        plantId: Number(row.plant_id),
        date: row.date,
        reversedBy: row.reversed_by === null ? null : Number(row.reversed_by),
    };
}
/**
 * Reverses an entry (POST /daily-entries/{id}/reverse), or with `replacement` corrects it: the
 * reversal and the new entry (dated the original's day, which must still be open) in one
 * transaction, shown in the ledger as one change with its reason. Any day may be reversed.
 */
class ReverseDailyEntryCommand {
    ownerId;
    entryId;
    reason;
    replacement;
    constructor(ownerId, entryId, reason, replacement = null) {
        this.ownerId = ownerId;
        this.entryId = entryId;
        this.reason = reason;
        this.replacement = replacement;
    }
}
exports.ReverseDailyEntryCommand = ReverseDailyEntryCommand;
let ReverseDailyEntryHandler = class ReverseDailyEntryHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    execute({ ownerId, entryId, reason, replacement }) {
        return withRetries(this.store, async (tx) => {
            const entry = await ownedEntry(tx.query, ownerId, entryId);
            if (entry.reversedBy !== null)
                throw domain_error_1.DomainError.field('id', `This entry was already reversed by line ${entry.reversedBy}.`);
            if (replacement && replacement.customer_id !== entry.customerId)
                throw domain_error_1.DomainError.field('customer_id', 'A correction stays on the same customer; reverse this entry and enter the other customer anew.');
            const plant = await plantFacts(tx.query, ownerId, entry.plantId, replacement ? 2 : 1);
            if (replacement)
                (0, entry_dates_1.assertOpenDay)(entry.date, plant.calendar);
            const { state, version } = (await (0, customer_state_1.loadCustomerStates)(tx.query, ownerId, [entry.customerId])).get(entry.customerId);
            const line = await (0, customer_state_1.loadLedgerLine)(tx.query, ownerId, entry.customerId, entryId);
            if (!line)
                throw domain_error_1.DomainError.notFound(exports.ENTRY_NOT_FOUND);
            const [reversalId, replacementId] = plant.lineIds;
            const today = (0, plant_day_1.plantDate)(new Date(), plant.calendar.timeZone);
            const commands = [{ type: 'ReverseLedgerLine', lineId: reversalId, date: today, reason, line }];
            if (replacement) {
                if (typeof replacement.employee_id === 'number' && !(await plantEmployees(tx.query, entry.plantId, [replacement.employee_id])).size)
                    throw domain_error_1.DomainError.field('employee_id', customer_placement_1.EMPLOYEE_NOT_IN_PLANT);
                commands.push(deliveryCommand(replacement, state, plant, null, replacementId, entry.date, entryId));
            }
            const decided = (0, decider_1.decideAll)(customer_decider_1.customerDecider, state, commands);
            await tx.append((0, customer_events_1.customerStreamId)(entry.customerId), version, (0, decider_1.asNewEvents)(decided.events), { tenant_id: ownerId });
            return {
                id: reversalId,
                reverses: entryId,
                customer_id: entry.customerId,
                balance: (0, money_1.moneyNumber)(decided.state.balance),
                cans_out: decided.state.cansOut,
                replaced_by: replacement ? replacementId : null,
            };
        });
    }
};
exports.ReverseDailyEntryHandler = ReverseDailyEntryHandler;
exports.ReverseDailyEntryHandler = ReverseDailyEntryHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ReverseDailyEntryCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], ReverseDailyEntryHandler);
/**
 * A payment outside a delivery (POST /customers/{id}/payments): a credit line dated the plant's day
 * of `received_at` (now when absent), which must be open. More than is owed leaves an advance.
 */
class RecordPaymentCommand {
    ownerId;
    customerId;
    input;
    constructor(ownerId, customerId, input) {
        this.ownerId = ownerId;
        this.customerId = customerId;
        this.input = input;
    }
}
exports.RecordPaymentCommand = RecordPaymentCommand;
let RecordPaymentHandler = class RecordPaymentHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    execute({ ownerId, customerId, input }) {
        return withRetries(this.store, async (tx) => {
            const loaded = (await (0, customer_state_1.loadCustomerStates)(tx.query, ownerId, [customerId])).get(customerId);
            if (!loaded?.state.ref)
                throw domain_error_1.DomainError.notFound(customer_decider_1.CUSTOMER_NOT_FOUND);
            const plantId = loaded.state.ref.plant_id;
            const plant = await plantFacts(tx.query, ownerId, plantId, 1);
            const receivedAt = input.received_at ? new Date(input.received_at) : new Date();
            if (receivedAt.getTime() > Date.now() + 5 * 60_000)
                throw domain_error_1.DomainError.field('received_at', 'A payment cannot be received in the future.');
            const date = (0, plant_day_1.plantDate)(receivedAt, plant.calendar.timeZone);
            (0, entry_dates_1.assertOpenDay)(date, plant.calendar, 'received_at');
            const employeeId = input.employee_id ?? null;
            if (employeeId !== null && !(await plantEmployees(tx.query, plantId, [employeeId])).size)
                throw domain_error_1.DomainError.field('employee_id', customer_placement_1.EMPLOYEE_NOT_IN_PLANT);
            const [lineId] = plant.lineIds;
            const decided = (0, decider_1.decideAll)(customer_decider_1.customerDecider, loaded.state, [
                {
                    type: 'RecordPayment',
                    lineId,
                    date,
                    amount: (0, money_1.fromPaisa)((0, money_1.toPaisa)(input.amount)),
                    method: input.method,
                    reference: input.reference?.trim() || null,
                    receivedAt: receivedAt.toISOString(),
                    employeeId,
                },
            ]);
            await tx.append((0, customer_events_1.customerStreamId)(customerId), loaded.version, (0, decider_1.asNewEvents)(decided.events), { tenant_id: ownerId });
            return { id: lineId, date, received_at: receivedAt.toISOString(), balance: decided.state.balance };
        });
    }
};
exports.RecordPaymentHandler = RecordPaymentHandler;
exports.RecordPaymentHandler = RecordPaymentHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RecordPaymentCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], RecordPaymentHandler);
exports.DAILY_ENTRY_COMMAND_HANDLERS = [SaveDailyEntriesHandler, ReverseDailyEntryHandler, RecordPaymentHandler];
//# sourceMappingURL=daily-entry.commands.js.map