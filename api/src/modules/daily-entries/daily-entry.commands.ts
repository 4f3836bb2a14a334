import type { DailyEntry, DailyEntryBatchResult, DailyEntryInput, EntryItemInput, PaymentInput } from '@paani/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { fromPaisa, money, moneyNumber, toPaisa } from '../../platform/domain/money';
import { plantDate } from '../../platform/domain/plant-day';
import { inRow } from '../../platform/domain/row-error';
import { asNewEvents, decideAll } from '../../platform/event-store/decider';
import { EventStore, EventStoreTransaction } from '../../platform/event-store/event-store';
import { StreamAppend } from '../../platform/event-store/event.types';
import { Coalesced, CoalescedCommands } from '../../platform/event-store/coalesced-commands';
import type { RequestContext } from '../../platform/context/request-context';
import { Statement } from '../../platform/event-store/store-connection';
import { CUSTOMER_NOT_FOUND, customerDecider, CustomerState } from '../customers/customer.decider';
import { deliveryDecider, DeliveryItem, RecordDelivery } from './delivery.decider';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import { customerStreamId } from '../customers/customer.events';
import { EMPLOYEE_NOT_IN_PLANT } from '../customers/customer-placement';
import { customerStatesOf, customerStatesStatement, loadCustomerStates, loadLedgerLine } from '../customers/customer-state';
import { ENTRIES_BY_IDS, toDailyEntry } from './daily-entry-row';
import { assertOpenDay, PlantCalendar } from '../plants/plant-calendar';
import { givenNumber } from '../plants/field-rules';
import { now as businessNow } from '../../platform/domain/clock';

export const MAX_ENTRIES_PER_BATCH = 500;
export const ENTRY_NOT_FOUND = 'Entry not found.';

type Query = EventStoreTransaction['query'];

/** A rider saving their own day: only customers of their areas, always as themselves, at the customers' rates. */
export interface RiderScope {
  employeeId: number;
  areaIds: number[];
}

/**
 * Saves a day's entries of one plant in ONE transaction: every row or none. A refused row fails
 * the batch with 422 (404 for a customer that is not the plant's), its errors keyed
 * `entries.{index}.{field}` and `data.row` its index. Each row is a ledger line on its customer's
 * stream (several rows of one customer are decided one after another). The day must be open: not
 * after the plant's today, not inside its lock period. `date` null = the plant's today.
 */
export class SaveDailyEntriesCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly date: string | null,
    readonly entries: DailyEntryInput[],
    readonly rider: RiderScope | null = null,
    /** Read the first entry back as stored, in the commit's text (the single entry's answer), as `firstEntry`. */
    readonly readsFirstEntry = false,
  ) {}
}

export interface SavedDailyEntries extends DailyEntryBatchResult {
  /** With readsFirstEntry: the first entry as stored, read right after the COMMIT in its text (wrapped: see EventStoreTransaction#afterCommit). */
  firstEntry?: { entry: Promise<DailyEntry> };
}

/** A product as a save sells it. */
interface ProductFacts {
  name: string;
  returnable: boolean;
  defaultRate: string;
  billing: 'per_unit' | 'monthly';
  isActive: boolean;
}

/** What a save decides with about its plant. */
interface PlantFacts {
  ownerId: number;
  calendar: PlantCalendar;
  defaultRate: string;
  /** The plant's catalogue by product number. */
  products: Map<number, ProductFacts>;
}

/** A customer's state and its stream version, as read in the save's turn. */
interface LoadedCustomer {
  state: CustomerState;
  version: number;
}

/** The plant's default rate and calendar (the columns loadPlantCalendar reads), as read; 404 for another owner's plant. */
async function plantFacts(query: Query, ownerId: number, plantId: number): Promise<PlantFacts> {
  return plantFactsOf(ownerId, await query(...plantFactsStatement(ownerId, plantId)));
}

function plantFactsStatement(ownerId: number, plantId: number): Statement {
  return [
    `SELECT p.default_can_rate, p.time_zone, p.lock_period_days,
            (SELECT jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'returnable', r.returnable, 'default_rate', r.default_rate::text,
                                                 'billing', r.billing, 'is_active', r.is_active))
               FROM products r WHERE r.plant_id = p.id) AS products
       FROM plants p WHERE p.id = $1 AND p.owner_id = $2`,
    [plantId, ownerId],
  ];
}

function plantFactsOf(ownerId: number, [row]: any[]): PlantFacts {
  if (!row) throw DomainError.notFound('Plant not found.');
  return {
    ownerId,
    calendar: { timeZone: row.time_zone, lockPeriodDays: Number(row.lock_period_days) },
    defaultRate: money(row.default_can_rate ?? 0),
    products: new Map(
      (row.products ?? []).map((p: any) => [
        p.id,
        { name: p.name, returnable: p.returnable, defaultRate: money(p.default_rate), billing: p.billing, isActive: p.is_active },
      ]),
    ),
  };
}

/** Fresh ledger line ids: increasing within this process (one sequence for every kind of line of the day). */
const lineIdsOf = (store: EventStore, count: number): Promise<number[]> => store.nextIds('customer_ledger_line_ids', count);

/** The plant's employees among `ids`. */
async function plantEmployees(query: Query, plantId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return plantEmployeesOf(await query(...plantEmployeesStatement(plantId, ids)));
}

function plantEmployeesStatement(plantId: number, ids: number[]): Statement {
  return [`SELECT id FROM employees WHERE plant_id = $1 AND id = ANY($2::bigint[])`, [plantId, ids]];
}

const plantEmployeesOf = (rows: { id: string }[]): Set<number> => new Set(rows.map((r) => Number(r.id)));

/** The customer's price of a product: the first product's is their own rate or the plant's can rate, another's their own or the product's. */
const customerRate = (state: CustomerState, plant: PlantFacts, productId: number, product: ProductFacts): string =>
  productId === FIRST_PRODUCT_ID
    ? (state.profile?.rate ?? plant.defaultRate)
    : (state.profile?.product_rates.find((own) => own.product_id === productId)?.rate ?? product.defaultRate);

/** An entry's products as given: its items, or its single-product fields as the first product's. */
function givenItems(entry: DailyEntryInput): EntryItemInput[] {
  if (entry.items === undefined)
    return [
      {
        product_id: FIRST_PRODUCT_ID,
        delivered: entry.cans_delivered ?? 0,
        returned: entry.cans_returned ?? 0,
        rate: givenNumber(entry.rate),
      },
    ];
  const first = entry.items.find((item) => item.product_id === FIRST_PRODUCT_ID);
  const differs = (given: number | undefined, itemValue: number | undefined) => given !== undefined && given !== (itemValue ?? 0);
  if (differs(entry.cans_delivered, first?.delivered) || differs(entry.cans_returned, first?.returned))
    throw DomainError.field(
      'cans_delivered',
      "With items, give the first product's cans as its item (or leave cans_delivered and cans_returned out).",
    );
  return entry.items.map((item) =>
    item.product_id === FIRST_PRODUCT_ID && givenNumber(item.rate) === undefined ? { ...item, rate: givenNumber(entry.rate) } : item,
  );
}

/** The entry's items resolved against the plant's catalogue and the customer's rates; a product not sold here is the row's error. */
function deliveryItems(entry: DailyEntryInput, state: CustomerState, plant: PlantFacts, rider: RiderScope | null): DeliveryItem[] {
  const seen = new Set<number>();
  const items: DeliveryItem[] = [];
  for (const given of givenItems(entry)) {
    if (seen.has(given.product_id)) throw DomainError.field('items', `Product ${given.product_id} is given twice: give each product once.`);
    seen.add(given.product_id);
    const delivered = given.delivered;
    const returned = givenNumber(given.returned) ?? 0;
    const givenRate = givenNumber(given.rate);
    if (delivered === 0 && returned === 0) continue;
    const product = plant.products.get(given.product_id);
    if (!product) throw DomainError.field('items', `This plant sells no product ${given.product_id}.`);
    if (!product.isActive) throw DomainError.field('items', `${product.name} is no longer sold: activate it before entering it.`);
    if (product.billing !== 'per_unit') throw DomainError.field('items', `${product.name} is rented by the month, not sold on entries.`);
    const rate = rider || givenRate === undefined ? customerRate(state, plant, given.product_id, product) : money(givenRate);
    items.push({ productId: given.product_id, name: product.name, returnable: product.returnable, delivered, returned, rate });
  }
  return items;
}

/** The decider command of one row; its refusals are the row's. */
function deliveryCommand(
  entry: DailyEntryInput,
  state: CustomerState,
  plant: PlantFacts,
  rider: RiderScope | null,
  lineId: number,
  date: string,
  correctsLineId: number | null = null,
): RecordDelivery {
  const items = deliveryItems(entry, state, plant, rider);
  const first = items.find((item) => item.productId === FIRST_PRODUCT_ID);
  const ownerRate = rider ? undefined : givenNumber(entry.rate);
  return {
    type: 'RecordDelivery',
    lineId,
    date,
    status: entry.status ?? 'delivered',
    items,
    rate: first?.rate ?? (ownerRate === undefined ? (state.profile?.rate ?? plant.defaultRate) : money(ownerRate)),
    collected: money(entry.collected ?? 0),
    method: entry.payment_method ?? 'cash',
    employeeId: rider ? rider.employeeId : entry.employee_id === undefined ? (state.placement?.employee_id ?? null) : entry.employee_id,
    note: entry.note?.trim() || null,
    correctsLineId,
  };
}

/**
 * Single entries (the owner's one-entry form, readsFirstEntry) of one plant and day that arrive
 * while others are being saved go together, as one transaction (CoalescedCommands): at most this
 * many transactions of one plant's day run at once.
 */
const SINGLE_ENTRY_LANES = 2;

/** Which of the owner's single entries may share a transaction: the same owner, plant and day. */
const coalescingKey = ({ ownerId, plantId, date }: SaveDailyEntriesCommand): string => `${ownerId}:${plantId}:${date ?? ''}`;

@CommandHandler(SaveDailyEntriesCommand)
export class SaveDailyEntriesHandler implements ICommandHandler<SaveDailyEntriesCommand, SavedDailyEntries> {
  private readonly singles = new CoalescedCommands<SaveDailyEntriesCommand, SavedDailyEntries>({
    key: coalescingKey,
    runAlone: async (command) => (await this.save([{ command, context: undefined }]))[0],
    runTogether: (commands) => this.save(commands),
    lanes: SINGLE_ENTRY_LANES,
    max: MAX_ENTRIES_PER_BATCH,
  });

  constructor(private readonly store: EventStore) {}

  async execute(command: SaveDailyEntriesCommand): Promise<SavedDailyEntries> {
    const { entries } = command;
    if (entries.length === 0) throw DomainError.field('entries', 'Enter at least one entry.');
    if (entries.length > MAX_ENTRIES_PER_BATCH)
      throw DomainError.field('entries', `A batch holds at most ${MAX_ENTRIES_PER_BATCH} entries; this one has ${entries.length}.`);
    if (command.readsFirstEntry && entries.length === 1 && !command.rider) return this.singles.run(command);
    return (await this.save([{ command, context: undefined }]))[0];
  }

  /**
   * Saves the commands' entries (all of one plant's day, coalescingKey) in ONE transaction, each
   * row's events with its command's request (Coalesced#context), and answers each command with
   * its own rows and its customers' balances after them.
   */
  private async save(commands: Coalesced<SaveDailyEntriesCommand>[]): Promise<SavedDailyEntries[]> {
    const { ownerId, plantId, date, rider } = commands[0].command;
    const rows = commands.flatMap(({ command, context }, commandIndex) =>
      command.entries.map((entry) => ({ entry, commandIndex, context })),
    );
    const entries = rows.map((row) => row.entry);
    const customerIds = [...new Set(entries.map((e) => e.customer_id))];
    const givenRiders = [...new Set(rider ? [] : entries.flatMap((e) => (typeof e.employee_id === 'number' ? [e.employee_id] : [])))];
    // Taken before the transaction holds a pooled connection: a take may need one of its own.
    const lineIds = await lineIdsOf(this.store, entries.length);
    // Deliveries do not depend on what the user saw: each waits for its customers' turn, never refused for a race.
    const lockStreams = customerIds.map((customerId) => customerStreamId(customerId));
    return this.store.transaction(
      async (tx) => {
        // The plant, the customers and the named riders in one round trip (none depends on another).
        const [plantRows, stateRows, riderRows = []] = await tx.queryEach([
          plantFactsStatement(ownerId, plantId),
          customerStatesStatement(ownerId, customerIds),
          ...(givenRiders.length > 0 ? [plantEmployeesStatement(plantId, givenRiders)] : []),
        ]);
        const decision = decide({
          commands: commands.length,
          plantId,
          date,
          rows,
          rider,
          plant: plantFactsOf(ownerId, plantRows),
          states: customerStatesOf(stateRows),
          riders: plantEmployeesOf(riderRows),
          lineIds,
        });
        await tx.appendMany(decision.appends, { tenant_id: ownerId });
        // Not awaited here: it answers once the transaction has committed (EventStoreTransaction#afterCommit).
        const firsts = firstEntries(tx, ownerId, commands, rows, lineIds);
        return commands.map((_, commandIndex) => ({
          ...(firsts.has(commandIndex) ? { firstEntry: { entry: firsts.get(commandIndex)! } } : {}),
          ...decision.results[commandIndex],
        }));
      },
      { lockStreams },
    );
  }
}

/** The first entry of each command that reads it back (readsFirstEntry), read right after the COMMIT in one statement. */
function firstEntries(
  tx: EventStoreTransaction,
  ownerId: number,
  commands: Coalesced<SaveDailyEntriesCommand>[],
  rows: { commandIndex: number }[],
  lineIds: number[],
): Map<number, Promise<DailyEntry>> {
  const wanted = new Map<number, number>();
  rows.forEach((row, index) => {
    if (commands[row.commandIndex].command.readsFirstEntry && !wanted.has(row.commandIndex)) wanted.set(row.commandIndex, lineIds[index]);
  });
  if (wanted.size === 0) return new Map();
  const read = tx.afterCommit(ENTRIES_BY_IDS, [[...wanted.values()], ownerId]);
  return new Map([...wanted].map(([commandIndex, lineId]) => [commandIndex, savedEntry(read, lineId)]));
}

/** The entry `lineId` of ENTRIES_BY_IDS's rows; an attempt whose transaction failed is never awaited, so its rejection is handled here. */
function savedEntry(rows: Promise<any[]>, lineId: number): Promise<DailyEntry> {
  const entry = rows.then((found) => {
    const row = found.find((candidate) => Number(candidate.id) === lineId);
    if (!row) throw DomainError.notFound(ENTRY_NOT_FOUND);
    return toDailyEntry(row);
  });
  entry.catch(() => undefined);
  return entry;
}

/** A row of a save: its entry, the command it came from and that command's request. */
interface SavedRow {
  entry: DailyEntryInput;
  commandIndex: number;
  context: RequestContext | undefined;
}

interface Decision {
  appends: StreamAppend[];
  /** Each command's answer: its rows, and its customers' balances after its last row of each. */
  results: DailyEntryBatchResult[];
}

/**
 * The events of a day's entries, decided on the plant and the customers' states, each row in turn
 * on its customer's state after the rows before it; a refused row names its index. Each row's
 * events are an append of their own, with its request, in the rows' order.
 */
function decide(input: {
  commands: number;
  plantId: number;
  date: string | null;
  rows: SavedRow[];
  rider: RiderScope | null;
  plant: PlantFacts;
  states: Map<number, LoadedCustomer>;
  riders: Set<number>;
  lineIds: number[];
}): Decision {
  const { plantId, rows, rider, plant, states, riders, lineIds } = input;
  const day = input.date ?? plantDate(businessNow(), plant.calendar.timeZone);
  assertOpenDay(day, plant.calendar);

  const current = new Map<number, LoadedCustomer>();
  const appends: StreamAppend[] = [];
  const amounts: string[] = [];
  const after: { customer_id: number; balance: number; cans_out: number }[] = [];
  rows.forEach(({ entry, context }, index) => {
    try {
      const loaded = current.get(entry.customer_id) ?? states.get(entry.customer_id);
      if (!loaded || loaded.state.ref?.plant_id !== plantId)
        throw new DomainError('not_found', `Customer ${entry.customer_id} not found in this plant.`, {
          errors: { customer_id: [CUSTOMER_NOT_FOUND] },
        });
      if (rider && !rider.areaIds.includes(loaded.state.placement!.area_id))
        throw new DomainError('not_found', `Customer ${entry.customer_id} is not on your areas.`, {
          errors: { customer_id: [CUSTOMER_NOT_FOUND] },
        });
      if (typeof entry.employee_id === 'number' && !riders.has(entry.employee_id))
        throw DomainError.field('employee_id', EMPLOYEE_NOT_IN_PLANT);
      const command = deliveryCommand(entry, loaded.state, plant, rider, lineIds[index], day);
      const decided = decideAll(deliveryDecider, loaded.state, [command]);
      appends.push({
        streamId: customerStreamId(entry.customer_id),
        expectedVersion: loaded.version,
        events: asNewEvents(decided.events),
        ...(context ? { context } : {}),
      });
      current.set(entry.customer_id, { state: decided.state, version: loaded.version + decided.events.length });
      const recorded = decided.events.find((event) => event.type === 'CustomerDeliveryRecorded');
      amounts.push(recorded ? recorded.data.entry.amount : '0');
      after.push({ customer_id: entry.customer_id, balance: moneyNumber(decided.state.balance), cans_out: decided.state.cansOut });
    } catch (error) {
      throw inRow(error, 'entries', index);
    }
  });

  const results: DailyEntryBatchResult[] = Array.from({ length: input.commands }, () => ({ date: day, entries: [], balances: [] }));
  rows.forEach(({ entry, commandIndex }, index) => {
    const result = results[commandIndex];
    result.entries.push({ id: lineIds[index], customer_id: entry.customer_id, amount: moneyNumber(amounts[index]) });
    const known = result.balances.findIndex((balance) => balance.customer_id === entry.customer_id);
    if (known === -1) result.balances.push(after[index]);
    else result.balances[known] = after[index];
  });
  return { appends, results };
}

/** The owner's entry with the customer it is on (404 for anyone else's). */
async function ownedEntry(
  query: Query,
  ownerId: number,
  entryId: number,
): Promise<{ customerId: number; plantId: number; date: string; reversedBy: number | null }> {
  const [row] = await query(
    `SELECT customer_id, plant_id, date::text AS date, reversed_by FROM daily_entries WHERE id = $1 AND owner_id = $2`,
    [entryId, ownerId],
  );
  if (!row) throw DomainError.notFound(ENTRY_NOT_FOUND);
  return {
    customerId: Number(row.customer_id),
    plantId: Number(row.plant_id),
    date: row.date,
    reversedBy: row.reversed_by === null ? null : Number(row.reversed_by),
  };
}

export interface ReversalOutcome {
  /** The reversing line's id. */
  id: number;
  reverses: number;
  customer_id: number;
  balance: number;
  cans_out: number;
  /** With a correction: the new entry's id. */
  replaced_by: number | null;
}

/**
 * Reverses an entry (POST /daily-entries/{id}/reverse), or with `replacement` corrects it: the
 * reversal and the new entry (dated the original's day, which must still be open) in one
 * transaction, shown in the ledger as one change with its reason. Any day may be reversed.
 */
export class ReverseDailyEntryCommand {
  constructor(
    readonly ownerId: number,
    readonly entryId: number,
    readonly reason: string,
    readonly replacement: DailyEntryInput | null = null,
  ) {}
}

@CommandHandler(ReverseDailyEntryCommand)
export class ReverseDailyEntryHandler implements ICommandHandler<ReverseDailyEntryCommand, ReversalOutcome> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, entryId, reason, replacement }: ReverseDailyEntryCommand): Promise<ReversalOutcome> {
    // Taken before the transaction holds a pooled connection: a take may need one of its own.
    const [reversalId, replacementId] = await lineIdsOf(this.store, replacement ? 2 : 1);
    // The entry's customer never changes: its turn is taken, then the entry is read again in it.
    const { customerId } = await ownedEntry((text, parameters) => this.sql.rows(text, parameters), ownerId, entryId);
    return this.store.transaction(
      async (tx) => {
        const entry = await ownedEntry(tx.query, ownerId, entryId);
        if (entry.reversedBy !== null) throw DomainError.field('id', `This entry was already reversed by line ${entry.reversedBy}.`);
        if (replacement && replacement.customer_id !== entry.customerId)
          throw DomainError.field(
            'customer_id',
            'A correction stays on the same customer; reverse this entry and enter the other customer anew.',
          );
        const plant = await plantFacts(tx.query, ownerId, entry.plantId);
        if (replacement) assertOpenDay(entry.date, plant.calendar);
        const { state, version } = (await loadCustomerStates(tx.query, ownerId, [entry.customerId])).get(entry.customerId)!;
        const line = await loadLedgerLine(tx.query, ownerId, entry.customerId, entryId);
        if (!line) throw DomainError.notFound(ENTRY_NOT_FOUND);
        const today = plantDate(businessNow(), plant.calendar.timeZone);
        const reversal = decideAll(customerDecider, state, [{ type: 'ReverseLedgerLine', lineId: reversalId, date: today, reason, line }]);
        let decided = reversal;
        if (replacement) {
          if (
            typeof replacement.employee_id === 'number' &&
            !(await plantEmployees(tx.query, entry.plantId, [replacement.employee_id])).size
          )
            throw DomainError.field('employee_id', EMPLOYEE_NOT_IN_PLANT);
          // The correction is decided on the state the reversal leaves.
          const corrected = decideAll(deliveryDecider, reversal.state, [
            deliveryCommand(replacement, state, plant, null, replacementId, entry.date, entryId),
          ]);
          decided = { state: corrected.state, events: [...reversal.events, ...corrected.events] };
        }
        await tx.append(customerStreamId(entry.customerId), version, asNewEvents(decided.events), { tenant_id: ownerId });
        return {
          id: reversalId,
          reverses: entryId,
          customer_id: entry.customerId,
          balance: moneyNumber(decided.state.balance),
          cans_out: decided.state.cansOut,
          replaced_by: replacement ? replacementId : null,
        };
      },
      { lockStreams: [customerStreamId(customerId)] },
    );
  }
}

/**
 * A payment outside a delivery (POST /customers/{id}/payments): a credit line dated the plant's day
 * of `received_at` (now when absent), which must be open. More than is owed leaves an advance.
 */
export class RecordPaymentCommand {
  constructor(
    readonly ownerId: number,
    readonly customerId: number,
    readonly input: PaymentInput,
  ) {}
}

export interface RecordedPayment {
  id: number;
  date: string;
  received_at: string;
  balance: string;
}

@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand, RecordedPayment> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, customerId, input }: RecordPaymentCommand): Promise<RecordedPayment> {
    // Taken before the transaction holds a pooled connection: a take may need one of its own.
    const [lineId] = await lineIdsOf(this.store, 1);
    return this.store.transaction(
      async (tx) => {
        const loaded = (await loadCustomerStates(tx.query, ownerId, [customerId])).get(customerId);
        if (!loaded?.state.ref) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
        const plantId = loaded.state.ref.plant_id;
        const plant = await plantFacts(tx.query, ownerId, plantId);
        const receivedAt = input.received_at ? new Date(input.received_at) : businessNow();
        if (receivedAt.getTime() > businessNow().getTime() + 5 * 60_000)
          throw DomainError.field('received_at', 'A payment cannot be received in the future.');
        const date = plantDate(receivedAt, plant.calendar.timeZone);
        assertOpenDay(date, plant.calendar, 'received_at');
        const employeeId = input.employee_id ?? null;
        if (employeeId !== null && !(await plantEmployees(tx.query, plantId, [employeeId])).size)
          throw DomainError.field('employee_id', EMPLOYEE_NOT_IN_PLANT);
        const decided = decideAll(deliveryDecider, loaded.state, [
          {
            type: 'RecordPayment',
            lineId,
            date,
            amount: fromPaisa(toPaisa(input.amount)),
            method: input.method,
            reference: input.reference?.trim() || null,
            receivedAt: receivedAt.toISOString(),
            employeeId,
          },
        ]);
        await tx.append(customerStreamId(customerId), loaded.version, asNewEvents(decided.events), { tenant_id: ownerId });
        return { id: lineId, date, received_at: receivedAt.toISOString(), balance: decided.state.balance };
      },
      { lockStreams: [customerStreamId(customerId)] },
    );
  }
}

export const DAILY_ENTRY_COMMAND_HANDLERS = [SaveDailyEntriesHandler, ReverseDailyEntryHandler, RecordPaymentHandler];
