import { CommandBus } from '@nestjs/cqrs';
import { CustomerState } from '../api/src/modules/customers/customer.decider';
import { DeliveryCommand, deliveryDecider, firstProductItems } from '../api/src/modules/daily-entries/delivery.decider';
import { customerStreamId } from '../api/src/modules/customers/customer.events';
import { loadCustomerStates } from '../api/src/modules/customers/customer-state';
import { CustomerImportRow, RegisterCustomersCommand, RegisterCustomersResult } from '../api/src/modules/customers/register-customers';
import { fromPaisa, money, toPaisa } from '../api/src/platform/domain/money';
import { PLANT_TIME_ZONE, plantToday, shiftDay } from '../api/src/platform/domain/plant-day';
import { BulkAppender } from '../api/src/platform/event-store/bulk-append';
import { asNewEvents, decideAll } from '../api/src/platform/event-store/decider';
import { NewEvent } from '../api/src/platform/event-store/event.types';
import { SeedContext } from './http/seed-context';
import { ChangePlantCommand } from '../api/src/modules/plants/plant.commands';
import { DecideProductCommand } from '../api/src/modules/products/product.commands';
import { GiveEmployeeLoginCommand } from '../api/src/modules/auth/employee-login.commands';
import { catchUpAnalytics, OWNER_FIRST_NAMES, OWNER_LAST_NAMES, SeededOwners, seedOwners, vacuumAfterSeed } from './http/seed-owners';

/**
 * The deliveries benchmark's database (issue 15), shared by bench:entries and bench:statements:
 * one staffed owner (8 areas; seed-owners assigns two employees to each area, and the first of
 * them is that area's rider) whose plant sells two products, `customers` registered through
 * RegisterCustomersCommand (batches of 500), then `days` of deliveries (six days a week, 1–3 cans,
 * empties back, money sometimes collected; a third of the customers also take 1–2 bottles) and a
 * weekly payment for each customer: decided by deliveryDecider on each
 * customer's evolving state, so every event is what the commands would append, and appended
 * through BulkAppender one plant day a chunk (about 700,000 events for 2,000 customers and a year).
 */
export const AREAS = 8;
/** seed-owners assigns employees 2a and 2a + 1 to area a: the riders are the 2a ones. */
const EMPLOYEES = AREAS * 2;
const REGISTER_BATCH = 500;

export interface EntriesSize {
  customers: number;
  days: number;
  /** The ledger range whose fewest lines per customer the fixtures report. */
  ledgerDays: number;
}

export interface Rider {
  employeeId: number;
  areaId: number;
  /** Customers of the rider's area (the rider is their assigned rider). */
  customers: number[];
}

export interface EntriesFixtures {
  seeded: SeededOwners;
  ownerId: number;
  plantId: number;
  token: string;
  /** The first area's rider, signed in (GET /api/rider/sheet). */
  riderToken: string;
  customers: number[];
  riders: Rider[];
  today: string;
  seedSeconds: number;
  events: number;
  /** Smallest number of ledger lines a customer has in the ledger route's range (checked per response too). */
  ledgerFrom: string;
  minLedgerLines: number;
}

/** A small deterministic generator, so two runs seed the same history. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const METHODS = ['cash', 'cash', 'jazzcash', 'easypaisa', 'bank'] as const;

/** The plant's second product, added by the seed: a 6-litre bottle, sold and not returned. */
const BOTTLE = { productId: 2, name: '6 L bottle', returnable: false, rate: '120.00' };

async function reserve(context: SeedContext, sequence: string, count: number): Promise<number> {
  const [{ first }] = await context.dataSource.query(`SELECT nextval($1::regclass) AS first`, [sequence]);
  if (count > 1) await context.dataSource.query(`SELECT setval($1::regclass, $2)`, [sequence, Number(first) + count - 1]);
  return Number(first);
}

/** One stream's new events after `expectedVersion`, as BulkAppender.append takes them. */
interface StreamAppend {
  streamId: string;
  expectedVersion: number;
  events: NewEvent[];
}

interface Book {
  id: number;
  state: CustomerState;
  version: number;
  /** Area index 0..7. */
  slot: number;
}

/**
 * One chunk a plant day: every customer's events of that day (a delivery on six days of seven,
 * a payment once a week), decided on the customer's state as it stands, with its expected version.
 */
function* yearOfEntries(
  books: Book[],
  firstDay: string,
  days: number,
  defaultRate: string,
  lineBase: number,
  counter: { events: number; lines: number },
): Generator<StreamAppend[]> {
  const next = random(15);
  for (let d = 0; d < days; d += 1) {
    const date = shiftDay(firstDay, d);
    const chunk: StreamAppend[] = [];
    for (const book of books) {
      const weekday = (d + book.id) % 7;
      const commands: DeliveryCommand[] = [];
      if (weekday !== 3) {
        const notHome = next() < 0.02;
        const cans = notHome ? 0 : 1 + Math.floor(next() * 3);
        const rate = book.state.profile!.rate ?? defaultRate;
        const returned = notHome ? 0 : next() < 0.8 ? Math.min(book.state.cansOut, cans) : 0;
        const collected = !notHome && next() < 0.4 ? fromPaisa(toPaisa(rate) * cans) : '0.00';
        // A third of the customers also take the plant's second product, a bottle sold and not returned.
        const bottles = !notHome && book.id % 3 === 0 ? [{ ...BOTTLE, delivered: 1 + Math.floor(next() * 2), returned: 0 }] : [];
        commands.push({
          type: 'RecordDelivery',
          lineId: lineBase + counter.lines++,
          date,
          status: notHome ? 'not_home' : 'delivered',
          items: [...firstProductItems(cans, returned, rate), ...bottles],
          rate,
          collected,
          method: 'cash',
          employeeId: book.state.placement!.employee_id,
          note: null,
          correctsLineId: null,
        });
      }
      if (weekday === 0) {
        // What is owed after the day's delivery, to the 10 rupees below (nothing when in advance).
        const owed = toPaisa(decideAll(deliveryDecider, book.state, commands).state.balance);
        const paid = Math.floor((owed * (0.6 + next() * 0.4)) / 1000) * 1000;
        if (paid > 0)
          commands.push({
            type: 'RecordPayment',
            lineId: lineBase + counter.lines++,
            date,
            amount: fromPaisa(paid),
            method: METHODS[book.id % METHODS.length],
            reference: null,
            receivedAt: new Date(`${date}T12:00:00+05:00`).toISOString(),
            employeeId: book.state.placement!.employee_id,
          });
      }
      if (commands.length === 0) continue;
      const decided = decideAll(deliveryDecider, book.state, commands);
      chunk.push({ streamId: customerStreamId(book.id), expectedVersion: book.version, events: asNewEvents(decided.events) });
      book.state = decided.state;
      book.version += decided.events.length;
      counter.events += decided.events.length;
    }
    yield chunk;
  }
}

/** Seeds one staffed owner, its customers and their year of entries (see the top of this file). */
export async function seedEntries(context: SeedContext, size: EntriesSize): Promise<EntriesFixtures> {
  const { customers: CUSTOMERS, days: DAYS, ledgerDays: LEDGER_DAYS } = size;
  const seeded = await seedOwners(context, {
    owners: 1,
    plantsPerOwner: 1,
    staffedOwners: 1,
    areasPerOwner: AREAS,
    employeesPerOwner: EMPLOYEES,
    totalPlants: 1,
  });
  const owner = seeded.staffed[0];
  const ownerId = owner.id;
  const plantId = owner.defaultPlantId;
  const areaRows: { id: string }[] = await context.dataSource.query(`SELECT id FROM areas WHERE plant_id = $1 ORDER BY id`, [plantId]);
  const employeeRows: { id: string }[] = await context.dataSource.query(`SELECT id FROM employees WHERE plant_id = $1 ORDER BY id`, [
    plantId,
  ]);
  const areaIds = areaRows.map((r) => Number(r.id));
  const riderIds = areaIds.map((_, a) => Number(employeeRows[a * 2].id));
  const assigned: { area_id: string; employee_id: string }[] = await context.dataSource.query(
    `SELECT area_id, employee_id FROM area_employees WHERE area_id = ANY($1::bigint[])`,
    [areaIds],
  );
  for (const [a, area] of areaIds.entries()) {
    const ofRider = assigned.filter((row) => Number(row.employee_id) === riderIds[a]);
    if (ofRider.length !== 1 || Number(ofRider[0].area_id) !== area)
      throw new Error(`rider ${riderIds[a]} is not assigned to area ${area} alone`);
  }
  const [{ default_can_rate }] = await context.dataSource.query(`SELECT default_can_rate FROM plants WHERE id = $1`, [plantId]);
  const defaultRate = money(default_can_rate);
  const today = plantToday(PLANT_TIME_ZONE);
  const firstDay = shiftDay(today, -(DAYS - 1));
  const registeredOn = shiftDay(firstDay, -1);

  // The year of history is the plant's own: its lock period is opened to take it, as an owner
  // moving a year's register in would, since nothing may be dated before a customer's opening.
  const [plant] = await context.dataSource.query(
    `SELECT name, address, phone, phone_secondary, default_can_rate, time_zone FROM plants WHERE id = $1`,
    [plantId],
  );
  await context.app.get(CommandBus).execute(
    new ChangePlantCommand(ownerId, plantId, {
      type: 'ChangePlantDetails',
      details: {
        name: plant.name,
        address: plant.address,
        phone: plant.phone,
        phone_secondary: plant.phone_secondary,
        default_can_rate: String(plant.default_can_rate),
      },
      calendar: { time_zone: plant.time_zone, lock_period_days: DAYS + 1 },
    }),
  );

  const commands = context.app.get(CommandBus);
  const fields = {
    name: BOTTLE.name,
    name_ur: '6 لیٹر بوتل',
    unit: 'bottle',
    default_rate: BOTTLE.rate,
    deposit_per_unit: '0.00',
    position: 2,
  };
  const nature = { returnable: BOTTLE.returnable, billing: 'per_unit' as const };
  await commands.execute(new DecideProductCommand(ownerId, plantId, { type: 'AddProduct', plantId, ownerId, fields, nature }));

  const started = process.hrtime.bigint();
  // Registration: the command, 500 rows a batch, spread over the areas and their riders.
  const customers: number[] = [];
  for (let from = 0; from < CUSTOMERS; from += REGISTER_BATCH) {
    const rows: CustomerImportRow[] = [];
    for (let n = from; n < Math.min(from + REGISTER_BATCH, CUSTOMERS); n += 1) {
      const slot = n % AREAS;
      rows.push({
        name: `${OWNER_FIRST_NAMES[n % OWNER_FIRST_NAMES.length]} ${OWNER_LAST_NAMES[Math.floor(n / OWNER_FIRST_NAMES.length) % OWNER_LAST_NAMES.length]} ${n}`,
        phone: `0300${String(1_000_000 + n).padStart(7, '0')}`,
        address: `House ${n}, Street ${n % 40}, Lahore`,
        area_id: areaIds[slot],
        employee_id: riderIds[slot],
        rate: n % 5 === 0 ? 60 : null,
        opening_balance: (n * 7919) % 3000,
        opening_cans: n % 4,
        credit_limit: n % 10 === 0 ? 5000 : null,
        can_limit: n % 10 === 0 ? 6 : null,
        // Every customer is due every day, as on a plant's daily round: the day sheets list them all.
        schedule: { kind: 'daily', quantity: 1 + (n % 3) },
      });
    }
    const result: RegisterCustomersResult = await commands.execute(
      new RegisterCustomersCommand(ownerId, plantId, rows, 'skip', registeredOn),
    );
    if (result.created !== rows.length) throw new Error(`registered ${result.created} of ${rows.length} customers`);
    customers.push(...result.results.map((r) => r.customer_id));
  }
  const registerSeconds = Number(process.hrtime.bigint() - started) / 1e9;

  // The customers' states as the commands load them, then a year of their days.
  const query = (sql: string, parameters?: unknown[]) => context.dataSource.query(sql, parameters);
  const states = await loadCustomerStates(query, ownerId, customers);
  const books: Book[] = customers.map((id, n) => ({ id, ...states.get(id)!, slot: n % AREAS }));
  const bound = CUSTOMERS * DAYS + CUSTOMERS * Math.ceil(DAYS / 7);
  const lineBase = await reserve(context, 'customer_ledger_line_ids', bound);
  const counter = { events: 0, lines: 0 };
  const appended = await context.app.get(BulkAppender).append(yearOfEntries(books, firstDay, DAYS, defaultRate, lineBase, counter), {
    actor_id: ownerId,
    actor_role: 'filter_owner',
    tenant_id: ownerId,
    source: 'bench',
  });
  if (appended !== counter.events || counter.lines > bound) throw new Error(`appended ${appended} of ${counter.events} events`);
  const seedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `seeded ${CUSTOMERS} customers (registered in ${registerSeconds.toFixed(1)} s) and ${appended.toLocaleString('en-US')} ledger events ` +
      `over ${DAYS} days (${firstDay} to ${today}) through BulkAppender: seed ${seedSeconds.toFixed(1)} s`,
  );
  await vacuumAfterSeed(context.dataSource, 'VACUUM ANALYZE');

  await catchUpAnalytics(context);

  // Read models agree with the decided states.
  const check = await loadCustomerStates(query, ownerId, customers);
  for (const book of books) {
    const stored = check.get(book.id)!;
    if (stored.version !== book.version || stored.state.balance !== book.state.balance || stored.state.cansOut !== book.state.cansOut)
      throw new Error(`customer ${book.id}: read model ${JSON.stringify(stored).slice(0, 200)} is not the decided state`);
  }
  const ledgerFrom = shiftDay(today, -(LEDGER_DAYS - 1));
  const riderUserId = await context.app.get(CommandBus).execute(
    new GiveEmployeeLoginCommand(ownerId, plantId, riderIds[0], 'Bench Rider', {
      email: 'rider@bench.test',
      phone: null,
      password: 'bench-rider',
    }),
  );
  const [{ token_generation: riderGeneration }] = await context.dataSource.query(`SELECT token_generation FROM users WHERE id = $1`, [
    riderUserId,
  ]);
  const [{ fewest }] = await context.dataSource.query(
    // The ledger's lines: the opening is its opening row, never a line.
    `SELECT min(n)::int AS fewest FROM (SELECT count(*) AS n FROM customer_ledger_lines
                                         WHERE owner_id = $1 AND date >= $2 AND kind <> 'opening' GROUP BY customer_id) x`,
    [ownerId, ledgerFrom],
  );

  return {
    seeded,
    ownerId,
    plantId,
    token: context.token(ownerId, 'filter_owner'),
    riderToken: context.token(riderUserId, 'employee', Number(riderGeneration)),
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
