"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AREAS = void 0;
exports.seedEntries = seedEntries;
const cqrs_1 = require("@nestjs/cqrs");
const customer_decider_1 = require("../api/src/modules/customers/customer.decider");
const customer_events_1 = require("../api/src/modules/customers/customer.events");
const customer_state_1 = require("../api/src/modules/customers/customer-state");
const register_customers_1 = require("../api/src/modules/customers/register-customers");
const owner_day_reader_1 = require("../api/src/modules/platform-analytics/owner-day-reader");
const money_1 = require("../api/src/platform/domain/money");
const plant_day_1 = require("../api/src/platform/domain/plant-day");
const bulk_append_1 = require("../api/src/platform/event-store/bulk-append");
const decider_1 = require("../api/src/platform/event-store/decider");
const seed_owners_1 = require("./http/seed-owners");
/**
 * The deliveries benchmark's database (issue 15), shared by bench:entries and bench:statements:
 * one staffed owner (8 areas; seed-owners assigns two employees to each area, and the first of
 * them is that area's rider), `customers` registered through RegisterCustomersCommand (batches of
 * 500), then `days` of deliveries (six days a week, 1–3 cans, empties back, money sometimes
 * collected) and a weekly payment for each customer: decided by customerDecider on each
 * customer's evolving state, so every event is what the commands would append, and appended
 * through BulkAppender one plant day a chunk (about 700,000 events for 2,000 customers and a year).
 */
exports.AREAS = 8;
/** seed-owners assigns employees 2a and 2a + 1 to area a: the riders are the 2a ones. */
const EMPLOYEES = exports.AREAS * 2;
const REGISTER_BATCH = 500;
/** A small deterministic generator, so two runs seed the same history. */
function random(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
const METHODS = ['cash', 'cash', 'jazzcash', 'easypaisa', 'bank'];
async function reserve(context, sequence, count) {
    const [{ first }] = await context.dataSource.query(`SELECT nextval($1::regclass) AS first`, [sequence]);
    if (count > 1)
        await context.dataSource.query(`SELECT setval($1::regclass, $2)`, [sequence, Number(first) + count - 1]);
    return Number(first);
}
/**
 * One chunk a plant day: every customer's events of that day (a delivery on six days of seven,
 * a payment once a week), decided on the customer's state as it stands, with its expected version.
 */
function* yearOfEntries(books, firstDay, days, defaultRate, lineBase, counter) {
    const next = random(15);
    for (let d = 0; d < days; d += 1) {
        const date = (0, plant_day_1.shiftDay)(firstDay, d);
        const chunk = [];
        for (const book of books) {
            const weekday = (d + book.id) % 7;
            const commands = [];
            if (weekday !== 3) {
                const notHome = next() < 0.02;
                const cans = notHome ? 0 : 1 + Math.floor(next() * 3);
                const rate = book.state.profile.rate ?? defaultRate;
                const returned = notHome ? 0 : next() < 0.8 ? Math.min(book.state.cansOut, cans) : 0;
                const collected = !notHome && next() < 0.4 ? (0, money_1.fromPaisa)((0, money_1.toPaisa)(rate) * cans) : '0.00';
                commands.push({
                    type: 'RecordDelivery',
                    lineId: lineBase + counter.lines++,
                    date,
                    status: notHome ? 'not_home' : 'delivered',
                    cansDelivered: cans,
                    cansReturned: returned,
                    rate,
                    collected,
                    method: 'cash',
                    employeeId: book.state.placement.employee_id,
                    note: null,
                    correctsLineId: null,
                });
            }
            if (weekday === 0) {
                // What is owed after the day's delivery, to the 10 rupees below (nothing when in advance).
                const owed = (0, money_1.toPaisa)((0, decider_1.decideAll)(customer_decider_1.customerDecider, book.state, commands).state.balance);
                const paid = Math.floor((owed * (0.6 + next() * 0.4)) / 1000) * 1000;
                if (paid > 0)
                    commands.push({
                        type: 'RecordPayment',
                        lineId: lineBase + counter.lines++,
                        date,
                        amount: (0, money_1.fromPaisa)(paid),
                        method: METHODS[book.id % METHODS.length],
                        reference: null,
                        receivedAt: new Date(`${date}T12:00:00+05:00`).toISOString(),
                        employeeId: book.state.placement.employee_id,
                    });
            }
            if (commands.length === 0)
                continue;
            const decided = (0, decider_1.decideAll)(customer_decider_1.customerDecider, book.state, commands);
            chunk.push({ streamId: (0, customer_events_1.customerStreamId)(book.id), expectedVersion: book.version, events: (0, decider_1.asNewEvents)(decided.events) });
            book.state = decided.state;
            book.version += decided.events.length;
            counter.events += decided.events.length;
        }
        yield chunk;
    }
}
/** Seeds one staffed owner, its customers and their year of entries (see the top of this file). */
async function seedEntries(context, size) {
    const { customers: CUSTOMERS, days: DAYS, ledgerDays: LEDGER_DAYS } = size;
    const seeded = await (0, seed_owners_1.seedOwners)(context, {
        owners: 1,
        plantsPerOwner: 1,
        staffedOwners: 1,
        areasPerOwner: exports.AREAS,
        employeesPerOwner: EMPLOYEES,
        totalPlants: 1,
    });
    const owner = seeded.staffed[0];
    const ownerId = owner.id;
    const plantId = owner.defaultPlantId;
    const areaRows = await context.dataSource.query(`SELECT id FROM areas WHERE plant_id = $1 ORDER BY id`, [plantId]);
    const employeeRows = await context.dataSource.query(`SELECT id FROM employees WHERE plant_id = $1 ORDER BY id`, [
        plantId,
    ]);
    const areaIds = areaRows.map((r) => Number(r.id));
    const riderIds = areaIds.map((_, a) => Number(employeeRows[a * 2].id));
    const assigned = await context.dataSource.query(`SELECT area_id, employee_id FROM area_employees WHERE area_id = ANY($1::bigint[])`, [areaIds]);
    for (const [a, area] of areaIds.entries()) {
        const ofRider = assigned.filter((row) => Number(row.employee_id) === riderIds[a]);
        if (ofRider.length !== 1 || Number(ofRider[0].area_id) !== area)
            throw new Error(`rider ${riderIds[a]} is not assigned to area ${area} alone`);
    }
    const [{ default_can_rate }] = await context.dataSource.query(`SELECT default_can_rate FROM plants WHERE id = $1`, [plantId]);
    const defaultRate = (0, money_1.money)(default_can_rate);
    const today = (0, plant_day_1.plantToday)();
    const firstDay = (0, plant_day_1.shiftDay)(today, -(DAYS - 1));
    const registeredOn = (0, plant_day_1.shiftDay)(firstDay, -1);
    const started = process.hrtime.bigint();
    // Registration: the command, 500 rows a batch, spread over the areas and their riders.
    const commands = context.app.get(cqrs_1.CommandBus);
    const customers = [];
    for (let from = 0; from < CUSTOMERS; from += REGISTER_BATCH) {
        const rows = [];
        for (let n = from; n < Math.min(from + REGISTER_BATCH, CUSTOMERS); n += 1) {
            const slot = n % exports.AREAS;
            rows.push({
                name: `${seed_owners_1.OWNER_FIRST_NAMES[n % seed_owners_1.OWNER_FIRST_NAMES.length]} ${seed_owners_1.OWNER_LAST_NAMES[Math.floor(n / seed_owners_1.OWNER_FIRST_NAMES.length) % seed_owners_1.OWNER_LAST_NAMES.length]} ${n}`,
                phone: `0300${String(1_000_000 + n).padStart(7, '0')}`,
                address: `House ${n}, Street ${n % 40}, Lahore`,
                area_id: areaIds[slot],
                employee_id: riderIds[slot],
                rate: n % 5 === 0 ? 60 : null,
                opening_balance: (n * 7919) % 3000,
                opening_cans: n % 4,
                credit_limit: n % 10 === 0 ? 5000 : null,
                can_limit: n % 10 === 0 ? 6 : null,
            });
        }
        const result = await commands.execute(new register_customers_1.RegisterCustomersCommand(ownerId, plantId, rows, 'skip', registeredOn));
        if (result.created !== rows.length)
            throw new Error(`registered ${result.created} of ${rows.length} customers`);
        customers.push(...result.results.map((r) => r.customer_id));
    }
    const registerSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    // The customers' states as the commands load them, then a year of their days.
    const query = (sql, parameters) => context.dataSource.query(sql, parameters);
    const states = await (0, customer_state_1.loadCustomerStates)(query, ownerId, customers);
    const books = customers.map((id, n) => ({ id, ...states.get(id), slot: n % exports.AREAS }));
    const bound = CUSTOMERS * DAYS + CUSTOMERS * Math.ceil(DAYS / 7);
    const lineBase = await reserve(context, 'customer_ledger_line_ids', bound);
    const counter = { events: 0, lines: 0 };
    const appended = await context.app.get(bulk_append_1.BulkAppender).append(yearOfEntries(books, firstDay, DAYS, defaultRate, lineBase, counter), {
        actor_id: ownerId,
        actor_role: 'filter_owner',
        tenant_id: ownerId,
        source: 'bench',
    });
    if (appended !== counter.events || counter.lines > bound)
        throw new Error(`appended ${appended} of ${counter.events} events`);
    const seedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log(`seeded ${CUSTOMERS} customers (registered in ${registerSeconds.toFixed(1)} s) and ${appended.toLocaleString('en-US')} ledger events ` +
        `over ${DAYS} days (${firstDay} to ${today}) through BulkAppender: seed ${seedSeconds.toFixed(1)} s`);
    const analyzeStarted = process.hrtime.bigint();
    await context.dataSource.query('VACUUM ANALYZE');
    console.log(`VACUUM ANALYZE after the seed: ${(Number(process.hrtime.bigint() - analyzeStarted) / 1e9).toFixed(1)} s (not in the seed time)`);
    // The platform analytics reader (an asynchronous reader of the log, every 5 minutes) would
    // otherwise read the whole year in the API process while the routes are measured.
    const catchUpStarted = process.hrtime.bigint();
    const caughtUp = await context.app.get(owner_day_reader_1.OwnerDayReader).catchUp();
    console.log(`platform analytics reader caught up on ${caughtUp.events.toLocaleString('en-US')} events: ` +
        `${(Number(process.hrtime.bigint() - catchUpStarted) / 1e9).toFixed(1)} s (not in the seed time)`);
    // Read models agree with the decided states.
    const check = await (0, customer_state_1.loadCustomerStates)(query, ownerId, customers);
    for (const book of books) {
        const stored = check.get(book.id);
        if (stored.version !== book.version || stored.state.balance !== book.state.balance || stored.state.cansOut !== book.state.cansOut)
            throw new Error(`customer ${book.id}: read model ${JSON.stringify(stored).slice(0, 200)} is not the decided state`);
    }
    const ledgerFrom = (0, plant_day_1.shiftDay)(today, -(LEDGER_DAYS - 1));
    const [{ fewest }] = await context.dataSource.query(`SELECT min(n)::int AS fewest FROM (SELECT count(*) AS n FROM customer_ledger_lines WHERE owner_id = $1 AND date >= $2 GROUP BY customer_id) x`, [ownerId, ledgerFrom]);
    return {
        seeded,
        ownerId,
        plantId,
        token: context.token(ownerId, 'filter_owner'),
        customers,
        riders: riderIds.map((employeeId, a) => ({
            employeeId,
            areaId: areaIds[a],
            customers: books.filter((b) => b.slot === a).map((b) => b.id),
        })),
        today,
        seedSeconds,
        events: appended,
        ledgerFrom,
        minLedgerLines: fewest ?? 0,
    };
}
//# sourceMappingURL=entries-seed.js.map