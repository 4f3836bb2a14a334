import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/domain/domain-error';
import { money, moneyNumber } from '../../platform/domain/money';
import { inRow } from '../../platform/domain/row-error';
import { isCalendarDate, plantToday } from '../../platform/domain/plant-day';
import { asNewEvents, decideAll } from '../../platform/event-store/decider';
import { EventStore, EventStoreTransaction } from '../../platform/event-store/event-store';
import { withinPlanLimit } from '../plans/plan-limit';
import { appendNewCustomerSchedule } from '../schedules/schedule.commands';
import { ScheduleInput } from '../schedules/schedule-rules';
import { customerDecider } from './customer.decider';
import { CustomerProfile, customerStreamId } from './customer.events';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import { CUSTOMER_CODE_TAKEN } from './customer.projection';
import { CustomerFields, customerPlacement, customerProfile } from './customer-input';
import { CUSTOMER_LIMIT } from './customer-limit';
import { assertPlacement, nextCustomerCodes, nextIds } from './customer-placement';
import { assertProductRates } from './customer-product-rates';
import { loadCustomerState } from './customer-state';
import { assertOpeningDay, loadPlantCalendar } from '../plants/plant-calendar';

export const MAX_CUSTOMERS_PER_BATCH = 500;

/** One customer to register: the fields of POST /customers (validated by the caller), area and name required. */
export type CustomerImportRow = CustomerFields & {
  area_id: number;
  name: string;
  schedule?: ScheduleInput;
  /**
   * The import's prices per product (instead of `product_rates`, which replaces the whole list):
   * each product listed gets the rate as their own price, or loses their own price when it is
   * null; on an update the customer's prices of other products stay as they are.
   */
  product_rate_changes?: { product_id: number; rate: number | null }[];
};

type OpeningContainers = NonNullable<CustomerFields['opening_containers']>;
type PlantProduct = { id: number; name: string; returnable: boolean };

export type CustomerRowAction = 'created' | 'updated' | 'unchanged' | 'skipped';

export interface RegisterCustomersResult {
  created: number;
  updated: number;
  skipped: number;
  /** One per row, in the rows' order. */
  results: { index: number; customer_id: number; action: CustomerRowAction }[];
}

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
 *   cans (and `opening_containers` of other returnable products, as items of the same line) and
 *   security deposit as ledger lines dated on their "opening as of" day: the row's
 *   `opening_date`, else `date`, else the plant's today; never after today nor inside the lock
 *   period (422 on `opening_date`). Nothing may later be dated before it.
 * - The plan's max_customers is checked under the owner's lock, for the new rows together:
 *   422 CUSTOMER_LIMIT_EXCEEDED and nothing is written when they do not all fit.
 * - A refused row fails the batch with 422, its field errors keyed `rows.{index}.{field}` and
 *   `data.row` = its index (0-based).
 *
 * Returns what happened to each row, with the customer's id.
 */
export class RegisterCustomersCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly rows: CustomerImportRow[],
    readonly onExisting: 'skip' | 'update',
    readonly date?: string,
  ) {}
}

@CommandHandler(RegisterCustomersCommand)
export class RegisterCustomersHandler implements ICommandHandler<RegisterCustomersCommand, RegisterCustomersResult> {
  constructor(private readonly store: EventStore) {}

  execute({ ownerId, plantId, rows, onExisting, date }: RegisterCustomersCommand): Promise<RegisterCustomersResult> {
    if (rows.length > MAX_CUSTOMERS_PER_BATCH)
      throw DomainError.field('rows', `An import holds at most ${MAX_CUSTOMERS_PER_BATCH} customers; this one has ${rows.length}.`);
    if (date !== undefined && !isCalendarDate(date)) throw DomainError.field('date', 'The date must be a day written YYYY-MM-DD.');
    return registerCustomers(this.store, { ownerId, plantId, rows, onExisting, date });
  }
}

interface Batch {
  ownerId: number;
  plantId: number;
  rows: CustomerImportRow[];
  /** 'none': no matching, a taken code is a plain 422 on `code` (a single create). */
  onExisting: 'skip' | 'update' | 'none';
  /** The opening lines' day; absent: the plant's today, in its zone. */
  date?: string;
}

type Query = EventStoreTransaction['query'];

/** Rethrows a row's refusal with the row named, for a batch; a single create keeps the plain field names. */
function forRow(batch: Batch, index: number, error: unknown): unknown {
  return batch.onExisting === 'none' ? error : inRow(error, 'rows', index);
}

/** The existing customer each row stands for (by code, else by phone), or null. */
async function matchExisting(query: Query, batch: Batch): Promise<(number | null)[]> {
  if (batch.onExisting === 'none') return batch.rows.map(() => null);
  const codes = batch.rows.map((row) => row.code?.trim().toLowerCase()).filter((code): code is string => !!code);
  const phones = batch.rows.map((row) => customerProfile(row, null, '').phone).filter((phone): phone is string => !!phone);
  const found: { id: string; code: string; phone: string | null }[] = await query(
    `SELECT id, lower(code) AS code, phone FROM customers
      WHERE plant_id = $1 AND owner_id = $2 AND (lower(code) = ANY($3::text[]) OR phone = ANY($4::text[]))
      ORDER BY id`,
    [batch.plantId, batch.ownerId, codes, phones],
  );
  const byCode = new Map(found.map((c) => [c.code, Number(c.id)]));
  const byPhone = new Map<string, number>();
  for (const c of found) if (c.phone && !byPhone.has(c.phone)) byPhone.set(c.phone, Number(c.id));
  return batch.rows.map((row) => {
    const code = row.code?.trim().toLowerCase();
    if (code && byCode.has(code)) return byCode.get(code)!;
    const phone = customerProfile(row, null, '').phone;
    return phone ? (byPhone.get(phone) ?? null) : null;
  });
}

/**
 * A row's opening containers checked against the plant's products, split into product 1's cans
 * and the other products' containers: each product once, a product of the plant that comes back,
 * a whole number; product 1 named here and in `opening_cans` with two numbers is a 422. Field
 * errors keyed `opening_containers.{n}.{field}` as the validation pipe keys the list.
 */
async function openingContainers(
  row: CustomerImportRow,
  plantProducts: () => Promise<PlantProduct[]>,
): Promise<{ cans: number; containers: { product_id: number; quantity: number }[] }> {
  const given: OpeningContainers = row.opening_containers ?? [];
  const refuse = (n: number, field: string, message: string) => DomainError.field(`opening_containers.${n}.${field}`, message);
  const ids = given.map((c) => c.product_id);
  const products = given.length === 0 ? [] : await plantProducts();
  let cans = row.opening_cans ?? 0;
  const containers: { product_id: number; quantity: number }[] = [];
  for (const [n, { product_id, quantity }] of given.entries()) {
    if (ids.indexOf(product_id) !== n) throw refuse(n, 'product_id', 'Give each product once.');
    if (!Number.isInteger(quantity) || quantity < 0) throw refuse(n, 'quantity', 'The quantity must be a whole number, 0 or more.');
    const product = products.find((p) => p.id === product_id);
    if (!product) throw refuse(n, 'product_id', `This plant has no product ${product_id}.`);
    if (!product.returnable) throw refuse(n, 'product_id', `${product.name} does not come back: a customer holds no containers of it.`);
    if (product_id !== FIRST_PRODUCT_ID) containers.push({ product_id, quantity });
    else if (row.opening_cans !== undefined && row.opening_cans !== null && row.opening_cans !== quantity)
      throw refuse(
        n,
        'quantity',
        `Product 1's containers are the opening cans (${row.opening_cans}): give the same number, or only one of them.`,
      );
    else cans = quantity;
  }
  return { cans, containers };
}

/**
 * The prices a row records: `product_rate_changes` over the customer's own (none for a new one),
 * else the row's `product_rates` as given.
 */
function withRateChanges(row: CustomerImportRow, current: CustomerProfile | null): CustomerImportRow {
  if (!row.product_rate_changes) return row;
  const rates = new Map((current?.product_rates ?? []).map((r) => [r.product_id, moneyNumber(r.rate)]));
  for (const { product_id, rate } of row.product_rate_changes) {
    if (rate === null) rates.delete(product_id);
    else rates.set(product_id, rate);
  }
  return { ...row, product_rates: [...rates].map(([product_id, rate]) => ({ product_id, rate })) };
}

/** Given codes of new rows must be free in the plant and within the batch. */
async function assertCodesFree(query: Query, batch: Batch, newRows: number[]): Promise<void> {
  const given = newRows.map((index) => ({ index, code: batch.rows[index].code?.trim().toLowerCase() })).filter((r) => !!r.code);
  if (given.length === 0) return;
  const taken: { code: string }[] = await query(
    `SELECT lower(code) AS code FROM customers WHERE plant_id = $1 AND lower(code) = ANY($2::text[])`,
    [batch.plantId, given.map((r) => r.code)],
  );
  const seen = new Set(taken.map((t) => t.code));
  for (const { index, code } of given) {
    if (seen.has(code!)) throw forRow(batch, index, DomainError.field('code', CUSTOMER_CODE_TAKEN));
    seen.add(code!);
  }
}

export async function registerCustomers(store: EventStore, batch: Batch): Promise<RegisterCustomersResult> {
  const { ownerId, plantId, rows } = batch;
  let matches: (number | null)[] = [];
  return withinPlanLimit(
    store,
    ownerId,
    CUSTOMER_LIMIT,
    async (tx) => {
      const calendar = await loadPlantCalendar(tx.query, plantId);
      const date = batch.date ?? plantToday(calendar.timeZone);
      const placements = new Set<string>();
      const openings: Awaited<ReturnType<typeof openingContainers>>[] = [];
      // Read once a batch, and only when a row names containers (20 products a plant at most).
      let products: Promise<PlantProduct[]> | null = null;
      const plantProducts = () =>
        (products ??= tx.query<PlantProduct>(`SELECT id, name, returnable FROM products WHERE plant_id = $1`, [plantId]));
      for (const [index, row] of rows.entries()) {
        if (row.product_rates)
          await assertProductRates(tx.query, plantId, row.product_rates).catch((error) => Promise.reject(forRow(batch, index, error)));
        if (row.product_rate_changes)
          await assertProductRates(tx.query, plantId, row.product_rate_changes).catch((error) =>
            Promise.reject(forRow(batch, index, error)),
          );
        openings.push(await openingContainers(row, plantProducts).catch((error) => Promise.reject(forRow(batch, index, error))));
        const placement = customerPlacement(row, null);
        const key = `${placement.area_id}:${placement.employee_id}`;
        if (placements.has(key)) continue;
        await assertPlacement(tx.query, ownerId, plantId, placement).catch((error) => Promise.reject(forRow(batch, index, error)));
        placements.add(key);
      }
      const newRows = rows.flatMap((_, index) => (matches[index] === null ? [index] : []));
      await assertCodesFree(tx.query, batch, newRows);
      const uncoded = newRows.filter((index) => !rows[index].code?.trim());
      const generated = await nextCustomerCodes(
        tx.query,
        plantId,
        uncoded.length,
        rows.map((row) => row.code?.trim() ?? ''),
      );
      const customerIds = await nextIds(tx.query, 'customer_ids', newRows.length);
      const lineIds = await nextIds(tx.query, 'customer_ledger_line_ids', newRows.length * 2);

      const results: RegisterCustomersResult['results'] = [];
      for (const [index, row] of rows.entries()) {
        const existing = matches[index];
        if (existing === null) {
          const n = newRows.indexOf(index);
          const openingDate = row.opening_date ?? date;
          try {
            assertOpeningDay(openingDate, calendar);
          } catch (error) {
            throw forRow(batch, index, error);
          }
          const customerId = customerIds[n];
          const code = row.code?.trim() || generated[uncoded.indexOf(index)];
          const events = customerDecider.decide(
            {
              type: 'RegisterCustomer',
              customerId,
              plantId,
              ownerId,
              profile: customerProfile(withRateChanges(row, null), null, code),
              placement: customerPlacement(row, null),
              opening: { balance: money(row.opening_balance ?? 0), ...openings[index] },
              deposit: { cans: row.security_deposit_cans ?? 0, amount: money(row.security_deposit_amount ?? 0) },
              date: openingDate,
              lineIds: [lineIds[2 * n], lineIds[2 * n + 1]],
            },
            customerDecider.initialState,
          );
          await tx.append(customerStreamId(customerId), 0, asNewEvents(events), { tenant_id: ownerId });
          await appendNewCustomerSchedule(tx, { customer_id: customerId, plant_id: plantId, owner_id: ownerId }, row.schedule);
          results.push({ index, customer_id: customerId, action: 'created' });
        } else if (batch.onExisting === 'skip') {
          results.push({ index, customer_id: existing, action: 'skipped' });
        } else {
          const { state, version } = await loadCustomerState(tx.query, ownerId, existing);
          const { events } = decideAll(customerDecider, state, [
            {
              type: 'ChangeCustomerDetails',
              profile: customerProfile(withRateChanges(row, state.profile), state.profile, state.profile!.code),
            },
            { type: 'MoveCustomer', placement: customerPlacement(row, state.placement) },
          ]);
          await tx.append(customerStreamId(existing), version, asNewEvents(events), { tenant_id: ownerId });
          results.push({ index, customer_id: existing, action: events.length > 0 ? 'updated' : 'unchanged' });
        }
      }
      const count = (action: CustomerRowAction) => results.filter((r) => r.action === action).length;
      return { created: count('created'), updated: count('updated') + count('unchanged'), skipped: count('skipped'), results };
    },
    async (tx) => {
      // After the owner's lock: what is stored now decides which rows are new.
      matches = await matchExisting(tx.query, batch);
      return matches.filter((match) => match === null).length;
    },
  );
}
