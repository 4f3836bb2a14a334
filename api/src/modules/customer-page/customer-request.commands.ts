import type { CustomerRequestInput } from '@paani/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { plantToday } from '../../platform/domain/plant-day';
import { EventStore } from '../../platform/event-store/event-store';
import { nextIds } from '../customers/customer-placement';
import { customerDecider } from '../customers/customer.decider';
import { customerStreamId } from '../customers/customer.events';
import { loadCustomerState } from '../customers/customer-state';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { CustomerPageAccess, PageAccess, PageOpening } from './customer-page-access';
import { customerRequestDecider, REQUEST_NOT_FOUND } from './customer-request.decider';
import { CUSTOMER_REQUEST_IDS, customerRequestStreamId, CustomerRequestFacts } from './customer-request.events';

/** Requests one customer may have waiting at once: the page is public, this bounds what a link's holder can pile up. */
export const MAX_PENDING_REQUESTS = 10;

/** The facts of a request as asked, each kind keeping only its own fields. */
function factsOf(input: CustomerRequestInput, productId: number | null): CustomerRequestFacts {
  const note = input.note?.trim() || null;
  const none = {
    month: null,
    date: null,
    product_id: null,
    quantity: null,
    from: null,
    until: null,
    problem: null,
    client_key: input.client_key ?? null,
  };
  switch (input.kind) {
    case 'statement_confirm':
    case 'statement_dispute':
      return { ...none, kind: input.kind, month: input.month ?? null, note };
    case 'extra_delivery':
      return { ...none, kind: input.kind, date: input.date ?? null, product_id: productId, quantity: input.quantity ?? 1, note };
    case 'pause':
      return { ...none, kind: input.kind, from: input.from ?? null, until: input.until ?? null, note };
    case 'problem':
      return { ...none, kind: input.kind, problem: input.problem ?? null, note };
  }
}

/** The product an extra delivery is of: the one named, else the plant's first sold by the unit; 422 for any other. */
async function deliveredProduct(sql: Sql, plantId: number, named: number | undefined): Promise<number> {
  const row = await sql.one<{ id: string }>(
    `SELECT id FROM products WHERE plant_id = $1 AND is_active AND billing = 'per_unit' AND ($2::bigint IS NULL OR id = $2::bigint)
      ORDER BY position, id LIMIT 1`,
    [plantId, named ?? null],
  );
  if (!row) throw DomainError.field('product_id', 'The plant does not deliver this product.');
  return Number(row.id);
}

/** POST /public/customer-page/{token}/requests: what the customer asks, for the owner to accept or decline. */
export class MakeCustomerRequestCommand {
  constructor(
    readonly opening: PageOpening,
    readonly input: CustomerRequestInput,
  ) {}
}

@CommandHandler(MakeCustomerRequestCommand)
export class MakeCustomerRequestHandler implements ICommandHandler<MakeCustomerRequestCommand, number> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
    private readonly access: CustomerPageAccess,
  ) {}

  /** Returns the request's id (the one already made, for a key sent again). */
  async execute({ opening, input }: MakeCustomerRequestCommand): Promise<number> {
    const access = await this.access.open(opening);
    // Sent again after a lost answer: the request already made.
    const made = await this.madeWith(access.customerId, input.client_key);
    if (made !== null) return made;
    try {
      return await this.make(access, input);
    } catch (error) {
      // The same key sent twice at once: the other made it.
      const raced = error instanceof DomainError && error.code === ERROR_CODES.customerRequestAlreadyMade;
      const other = raced ? await this.madeWith(access.customerId, input.client_key) : null;
      if (other === null) throw error;
      return other;
    }
  }

  private async madeWith(customerId: number, clientKey: string | undefined): Promise<number | null> {
    if (!clientKey) return null;
    const row = await this.sql.one<{ id: string }>(`SELECT id FROM customer_requests WHERE customer_id = $1 AND client_key = $2`, [
      customerId,
      clientKey,
    ]);
    return row ? Number(row.id) : null;
  }

  private async make(access: PageAccess, input: CustomerRequestInput): Promise<number> {
    const { ownerId, plantId, customerId } = access;
    const waiting = await this.sql.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM customer_requests WHERE customer_id = $1 AND status = 'pending'`,
      [customerId],
    );
    if (waiting!.count >= MAX_PENDING_REQUESTS)
      throw DomainError.validation(`You have ${MAX_PENDING_REQUESTS} requests waiting. Please wait for the plant's answer.`);
    const productId = input.kind === 'extra_delivery' ? await deliveredProduct(this.sql, plantId, input.product_id) : null;
    const { timeZone } = await loadPlantCalendar((text, values) => this.sql.rows(text, values), plantId);
    const id = await this.store.nextId(CUSTOMER_REQUEST_IDS);
    await this.store.handle(
      customerRequestStreamId(id),
      customerRequestDecider,
      {
        type: 'MakeRequest',
        ref: { request_id: id, owner_id: ownerId, plant_id: plantId, customer_id: customerId },
        facts: factsOf(input, productId),
        today: plantToday(timeZone),
      },
      { tenant_id: ownerId },
    );
    return id;
  }
}

interface DecidedRow {
  plant_id: string;
  customer_id: string;
  kind: string;
  status: string;
  date: string | null;
  starts_on: string | null;
  ends_on: string | null;
}

/** POST /filter-owner/customer-requests/{id}/accept or …/decline, with the owner's reply to the customer. */
export class DecideCustomerRequestCommand {
  constructor(
    readonly ownerId: number,
    readonly requestId: number,
    readonly decision: 'accept' | 'decline',
    readonly reply: string | null,
  ) {}
}

/**
 * Accepting a pause pauses the customer in the same transaction (the customer's CustomerPaused and
 * the request's CustomerRequestAccepted commit together or not at all), from the plant's today if
 * the pause asked has begun. An accepted extra delivery needs nothing more: the day's sheet reads it.
 */
@CommandHandler(DecideCustomerRequestCommand)
export class DecideCustomerRequestHandler implements ICommandHandler<DecideCustomerRequestCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, requestId, decision, reply }: DecideCustomerRequestCommand): Promise<void> {
    const request = await this.sql.one<DecidedRow>(
      `SELECT plant_id, customer_id, kind, status, date::text, starts_on::text, ends_on::text FROM customer_requests WHERE id = $1 AND owner_id = $2`,
      [requestId, ownerId],
    );
    if (!request) throw DomainError.notFound(REQUEST_NOT_FOUND);
    const metadata = { tenant_id: ownerId };
    const requestStream = customerRequestStreamId(requestId);
    if (decision === 'decline') {
      await this.store.handle(requestStream, customerRequestDecider, { type: 'DeclineRequest', reply }, metadata, { contention: 'wait' });
      return;
    }
    const { timeZone } = await loadPlantCalendar((text, values) => this.sql.rows(text, values), Number(request.plant_id));
    const today = plantToday(timeZone);
    if (request.kind === 'extra_delivery' && request.status === 'pending') await assertDeliverable(this.sql, request);
    if (request.kind !== 'pause' || request.status !== 'pending') {
      await this.store.handle(requestStream, customerRequestDecider, { type: 'AcceptRequest', reply, pauseId: null, today }, metadata, {
        contention: 'wait',
      });
      return;
    }
    const customerId = Number(request.customer_id);
    const customerStream = customerStreamId(customerId);
    const [pauseId] = await nextIds((text, values) => this.sql.rows(text, values), 'customer_pause_ids', 1);
    const from = request.starts_on! < today ? today : request.starts_on!;
    await this.store.transaction(
      async (tx) => {
        // The request first: one already decided, or a pause already over, is refused before the customer is touched.
        await this.store.decideIn(tx, requestStream, customerRequestDecider, { type: 'AcceptRequest', reply, pauseId, today }, metadata);
        await this.store.decideIn(
          tx,
          customerStream,
          customerDecider,
          { type: 'PauseCustomer', pauseId, from, until: request.ends_on, reason: `Asked by the customer (request ${requestId})` },
          metadata,
          (query) => loadCustomerState(query, ownerId, customerId),
        );
      },
      { lockStreams: [requestStream, customerStream] },
    );
  }
}

/**
 * An extra delivery goes on the sheet only on a day the plant works and the customer is not paused
 * (both keep a customer off the sheet): accepting one that could not show there is refused.
 */
async function assertDeliverable(sql: Sql, request: { plant_id: string; customer_id: string; date: string | null }): Promise<void> {
  const row = await sql.one<{ holiday: boolean; paused: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM plant_holidays h WHERE h.plant_id = $1 AND h.date = $3::date) AS holiday,
            EXISTS (SELECT 1 FROM customer_pauses p WHERE p.customer_id = $2 AND p.starts_on <= $3::date AND $3::date <= coalesce(p.ends_on, $3::date)) AS paused`,
    [request.plant_id, request.customer_id, request.date],
  );
  if (row!.holiday)
    throw DomainError.field('date', `The plant is closed on ${request.date}. Decline the request, or remove the holiday first.`);
  if (row!.paused)
    throw DomainError.field('date', `The customer is paused on ${request.date}. Remove the pause first, or decline the request.`);
}

export const CUSTOMER_REQUEST_COMMAND_HANDLERS = [MakeCustomerRequestHandler, DecideCustomerRequestHandler];
