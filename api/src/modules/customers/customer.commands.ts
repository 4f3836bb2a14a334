import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Coordinates } from '@paani/contracts';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { money } from '../../platform/domain/money';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import { plantToday } from '../../platform/domain/plant-day';
import { monthDays } from '../../platform/domain/calendar-month';
import { asNewEvents, decideAll } from '../../platform/event-store/decider';
import { EventStore } from '../../platform/event-store/event-store';
import { CUSTOMER_NOT_FOUND, CustomerCommand, customerDecider, HeldProduct, LEDGER_LINE_NOT_FOUND } from './customer.decider';
import { customerStreamId, LocationProposalFacts } from './customer.events';
import { CustomerFields, customerPlacement, customerProfile } from './customer-input';
import { assertPlacement, nextIds } from './customer-placement';
import { assertProductRates } from './customer-product-rates';
import { loadCustomerState, loadLedgerLine } from './customer-state';
import { registerCustomers, RegisterCustomersHandler } from './register-customers';
import { assertOpenDay, loadPlantCalendar } from '../plants/plant-calendar';

export { RegisterCustomersCommand, RegisterCustomersHandler } from './register-customers';
export type { CustomerImportRow, RegisterCustomersResult } from './register-customers';

/** One new customer of a plant (POST /customers); the id. 422 CUSTOMER_LIMIT_EXCEEDED past the plan's max_customers. */
export class RegisterCustomerCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly input: CustomerFields & { area_id: number; name: string },
  ) {}
}

@CommandHandler(RegisterCustomerCommand)
export class RegisterCustomerHandler implements ICommandHandler<RegisterCustomerCommand, number> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, plantId, input }: RegisterCustomerCommand): Promise<number> {
    const result = await registerCustomers(this.store, { ownerId, plantId, rows: [input], onExisting: 'none' });
    return result.results[0].customer_id;
  }
}

/** PUT /customers/{id}: the given fields over the current ones; a deposit change becomes a deposit line. */
export class UpdateCustomerCommand {
  constructor(
    readonly ownerId: number,
    readonly customerId: number,
    readonly input: CustomerFields,
  ) {}
}

@CommandHandler(UpdateCustomerCommand)
export class UpdateCustomerHandler implements ICommandHandler<UpdateCustomerCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, customerId, input }: UpdateCustomerCommand): Promise<void> {
    await this.store.transaction(async (tx) => {
      const { state, version } = await loadCustomerState(tx.query, ownerId, customerId);
      if (state.status !== 'registered' || !state.ref || !state.profile || !state.placement) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
      const placement = customerPlacement(input, state.placement);
      if (placement.area_id !== state.placement.area_id || placement.employee_id !== state.placement.employee_id)
        await assertPlacement(tx.query, ownerId, state.ref.plant_id, placement);
      if (input.product_rates) await assertProductRates(tx.query, state.ref.plant_id, input.product_rates);
      const commands: CustomerCommand[] = [
        { type: 'ChangeCustomerDetails', profile: customerProfile(input, state.profile, input.code?.trim() || state.profile.code) },
        { type: 'MoveCustomer', placement },
      ];
      if (input.security_deposit_cans !== undefined || input.security_deposit_amount !== undefined) {
        const [lineId] = await nextIds(tx.query, 'customer_ledger_line_ids', 1);
        const deposit = {
          cans: input.security_deposit_cans ?? state.depositCans,
          amount: input.security_deposit_amount !== undefined ? money(input.security_deposit_amount) : state.depositAmount,
        };
        const { timeZone } = await loadPlantCalendar(tx.query, state.ref.plant_id);
        commands.push({ type: 'SetSecurityDeposit', deposit, date: plantToday(timeZone), lineId });
      }
      const { events } = decideAll(customerDecider, state, commands);
      await tx.append(customerStreamId(customerId), version, asNewEvents(events), { tenant_id: ownerId });
    });
  }
}

/** A returnable product of the plant with how many of it the customer holds and has a deposit for; null for any other product. */
async function heldContainers(
  query: (sql: string, parameters?: unknown[]) => Promise<any[]>,
  plantId: number,
  customerId: number,
  productId: number,
): Promise<HeldProduct | null> {
  const [row] = await query(
    `SELECT p.name, coalesce(h.held, 0) AS held, coalesce(h.deposited, 0) AS deposited
       FROM products p LEFT JOIN customer_containers h ON h.customer_id = $3 AND h.product_id = p.id
      WHERE p.plant_id = $1 AND p.id = $2 AND p.returnable`,
    [plantId, productId, customerId],
  );
  return row ? { productId, name: row.name, held: Number(row.held), deposited: Number(row.deposited) } : null;
}

/** The name of a product of the plant billed monthly; null for any other. */
async function rentedProductName(query: (sql: string, parameters?: unknown[]) => Promise<any[]>, plantId: number, productId: number) {
  const [row] = await query(`SELECT name FROM products WHERE plant_id = $1 AND id = $2 AND billing = 'monthly'`, [plantId, productId]);
  return row ? (row.name as string) : null;
}

/** What the single-customer routes ask for; the handler adds the ids and the day. */
export type CustomerChange =
  | { type: 'ToggleCustomerStatus' }
  | { type: 'PauseCustomer'; from: string; until: string | null; reason: string | null }
  | { type: 'RemovePause'; pauseId: number }
  | { type: 'AdjustBalance'; amount: number; cans: number; reason: string; date: string | null }
  | {
      type: 'RecordDeposit';
      kind: 'taken' | 'refunded';
      /** The returnable product the deposit covers (the first's when absent): `cans` counts its containers. */
      productId: number | null;
      cans: number;
      amount: number;
      note: string | null;
      date: string | null;
    }
  | { type: 'ReverseLedgerLine'; lineId: number; reason: string }
  | { type: 'ChargeLostContainers'; productId: number; quantity: number; charge: number; reason: string | null; date: string | null }
  | { type: 'StartRental'; productId: number; quantity: number; from: string | null }
  | { type: 'EndRental'; productId: number; until: string | null }
  | { type: 'DeleteCustomer' }
  /** A rider at the door: only a customer of `areaIds` (the rider's areas) is theirs to place. */
  | { type: 'ProposeLocation'; proposal: LocationProposalFacts; areaIds: number[] }
  | { type: 'ConfirmLocation'; seen: Coordinates }
  | { type: 'DismissLocation'; seen: Coordinates };

/**
 * Movements and pauses do not depend on the version the owner saw: they wait for another write of
 * the customer. A toggle or a removal would flip or remove what the owner saw: a write since is a 409.
 */
const WAITS = new Set<CustomerChange['type']>([
  'AdjustBalance',
  'RecordDeposit',
  'ReverseLedgerLine',
  'ChargeLostContainers',
  'StartRental',
  'EndRental',
  'PauseCustomer',
  'RemovePause',
  'ProposeLocation',
  'ConfirmLocation',
  'DismissLocation',
]);

/** A change to an existing customer of the owner (404 for anyone else's). Returns what happened. */
export class ChangeCustomerCommand {
  constructor(
    readonly ownerId: number,
    readonly customerId: number,
    readonly change: CustomerChange,
  ) {}
}

export type CustomerChangeOutcome = { events: string[]; lineId: number | null; pauseId: number | null };

@CommandHandler(ChangeCustomerCommand)
export class ChangeCustomerHandler implements ICommandHandler<ChangeCustomerCommand, CustomerChangeOutcome> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, customerId, change }: ChangeCustomerCommand): Promise<CustomerChangeOutcome> {
    const query = <T = any>(text: string, parameters?: unknown[]) => this.sql.rows<T>(text, parameters);
    const needsLine = ['AdjustBalance', 'RecordDeposit', 'ReverseLedgerLine', 'ChargeLostContainers'].includes(change.type);
    const [lineId] = needsLine ? await nextIds(query, 'customer_ledger_line_ids', 1) : [null];
    const [pauseId] = change.type === 'PauseCustomer' ? await nextIds(query, 'customer_pause_ids', 1) : [null];
    const { events } = await this.store.handle(
      customerStreamId(customerId),
      customerDecider,
      async (state, inTransaction): Promise<CustomerCommand[]> => {
        // The plant's day in the plant's zone, and a given day open as for a delivery.
        const calendar = state.ref ? await loadPlantCalendar(inTransaction, state.ref.plant_id) : null;
        const today = calendar ? plantToday(calendar.timeZone) : '';
        if (
          (change.type === 'AdjustBalance' || change.type === 'RecordDeposit' || change.type === 'ChargeLostContainers') &&
          change.date &&
          calendar
        )
          assertOpenDay(change.date, calendar);
        switch (change.type) {
          case 'PauseCustomer':
            return [{ ...change, pauseId: pauseId! }];
          case 'AdjustBalance':
            return [{ ...change, amount: money(change.amount), lineId: lineId!, date: change.date ?? today }];
          case 'RecordDeposit': {
            const { productId, ...rest } = change;
            const covered = productId !== null && productId !== FIRST_PRODUCT_ID;
            const product = covered && state.ref ? await heldContainers(inTransaction, state.ref.plant_id, customerId, productId) : null;
            if (covered && !product) throw DomainError.field('product_id', `This plant has no returnable product ${productId}.`);
            return [{ ...rest, product, amount: money(change.amount), lineId: lineId!, date: change.date ?? today }];
          }
          case 'ReverseLedgerLine': {
            // Read in the customer's turn: a reversal committed before it is seen here.
            const line = await loadLedgerLine(inTransaction, ownerId, customerId, change.lineId);
            if (!line) throw DomainError.notFound(LEDGER_LINE_NOT_FOUND);
            return [{ type: 'ReverseLedgerLine', lineId: lineId!, date: today, reason: change.reason, line }];
          }
          case 'ChargeLostContainers': {
            const product = state.ref ? await heldContainers(inTransaction, state.ref.plant_id, customerId, change.productId) : null;
            if (!product) throw DomainError.field('product_id', `This plant has no returnable product ${change.productId}.`);
            const { productId: _p, ...rest } = change;
            return [{ ...rest, product, charge: money(change.charge), lineId: lineId!, date: change.date ?? today }];
          }
          case 'StartRental': {
            const from = change.from ?? today;
            if (calendar) assertOpenDay(from, calendar, 'from');
            const name = state.ref ? await rentedProductName(inTransaction, state.ref.plant_id, change.productId) : null;
            if (name === null) throw DomainError.field('product_id', `This plant rents no product ${change.productId} by the month.`);
            return [{ type: 'StartRental', productId: change.productId, productName: name, quantity: change.quantity, from }];
          }
          case 'EndRental':
            return [{ type: 'EndRental', productId: change.productId, until: change.until ?? today }];
          case 'ProposeLocation':
            if (state.placement && !change.areaIds.includes(state.placement.area_id)) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
            return [{ type: 'ProposeLocation', proposal: change.proposal }];
          default:
            return [change];
        }
      },
      { tenant_id: ownerId },
      {
        load: (inTransaction) => loadCustomerState(inTransaction, ownerId, customerId),
        contention: WAITS.has(change.type) ? 'wait' : 'refuse',
      },
    );
    return { events: events.map((e) => e.type), lineId, pauseId };
  }
}

/** POST /customers/move: customers of one plant to an area of it (and a rider of that area), all or none. */
export class MoveCustomersCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly customerIds: number[],
    readonly areaId: number,
    readonly employeeId: number | null,
  ) {}
}

@CommandHandler(MoveCustomersCommand)
export class MoveCustomersHandler implements ICommandHandler<MoveCustomersCommand, number> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, plantId, customerIds, areaId, employeeId }: MoveCustomersCommand): Promise<number> {
    const placement = { area_id: areaId, employee_id: employeeId };
    return this.store.transaction(async (tx) => {
      await assertPlacement(tx.query, ownerId, plantId, placement);
      let moved = 0;
      for (const customerId of [...new Set(customerIds)]) {
        const { state, version } = await loadCustomerState(tx.query, ownerId, customerId);
        if (state.ref?.plant_id !== plantId) throw DomainError.notFound(`Customer ${customerId} not found in this plant.`);
        const events = customerDecider.decide({ type: 'MoveCustomer', placement }, state);
        await tx.append(customerStreamId(customerId), version, asNewEvents(events), { tenant_id: ownerId });
        moved += events.length;
      }
      return moved;
    });
  }
}

/**
 * The month-end run's charge of a customer's rentals for `month`, each product's at the customer's
 * rate of it (else the product's), dated the month's last day or the plant's today when earlier.
 * Charged once: a second run of the month finds nothing to charge. Returns the lines recorded.
 */
export class ChargeRentalsCommand {
  constructor(
    readonly ownerId: number,
    readonly customerId: number,
    readonly month: string,
  ) {}
}

@CommandHandler(ChargeRentalsCommand)
export class ChargeRentalsHandler implements ICommandHandler<ChargeRentalsCommand, number> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, customerId, month }: ChargeRentalsCommand): Promise<number> {
    const rented = await this.sql.rows<{ product_id: number; count: number }>(
      `SELECT product_id, count(*)::int AS count FROM customer_rentals WHERE customer_id = $1 AND owner_id = $2
          AND (charged_through IS NULL OR charged_through < $3) GROUP BY product_id`,
      [customerId, ownerId, month],
    );
    if (rented.length === 0) return 0;
    const lineIds = await nextIds(
      (text, values) => this.sql.rows(text, values),
      'customer_ledger_line_ids',
      rented.reduce((n, r) => n + r.count, 0),
    );
    const { events } = await this.store.handle(
      customerStreamId(customerId),
      customerDecider,
      async (state, query): Promise<CustomerCommand[]> => {
        if (!state.ref) return [];
        const calendar = await loadPlantCalendar(query, state.ref.plant_id);
        const last = monthDays(month).last;
        const today = plantToday(calendar.timeZone);
        const products = await query(
          `SELECT p.id, p.name, coalesce((SELECT x->>'rate' FROM customers c CROSS JOIN LATERAL jsonb_array_elements(c.product_rates) x
                                           WHERE c.id = $2 AND (x->>'product_id')::int = p.id), p.default_rate::text) AS rate
             FROM products p WHERE p.plant_id = $1 AND p.id = ANY($3::int[])`,
          [state.ref.plant_id, customerId, rented.map((r) => r.product_id)],
        );
        let next = 0;
        return products.map((p) => {
          const ids = lineIds.slice(next, (next += rented.find((r) => r.product_id === p.id)!.count));
          return {
            type: 'ChargeRental' as const,
            productId: p.id,
            productName: p.name,
            month,
            rate: money(p.rate),
            date: last < today ? last : today,
            lineIds: ids,
          };
        });
      },
      { tenant_id: ownerId },
      { load: (query) => loadCustomerState(query, ownerId, customerId), contention: 'wait' },
    );
    return events.length;
  }
}

export const CUSTOMER_COMMAND_HANDLERS = [
  RegisterCustomerHandler,
  RegisterCustomersHandler,
  UpdateCustomerHandler,
  ChangeCustomerHandler,
  MoveCustomersHandler,
  ChargeRentalsHandler,
];
