import type { InvoiceRunResult } from '@paani/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/domain/domain-error';
import { money } from '../../platform/domain/money';
import { Sql } from '../../platform/database/sql';
import { EventStore } from '../../platform/event-store/event-store';
import { OWNER_PLAN_SQL } from '../plans/plan.queries';
import { BilledPlant, billedTo, billingDay, dueDay, invoiceItems } from './billing-month';
import { invoiceDecider } from './invoice.decider';
import { invoiceStreamId } from './invoice.events';
import { INVOICE_EXISTS } from './invoice.projection';
import { now as businessNow } from '../../platform/domain/clock';

/** How often an issue that lost its number to a concurrent one is tried again. */

export const FUTURE_MONTH = 'The month has not started yet: only a past month or the current one can be billed.';

/**
 * Issues the month's invoices (the run job, or a test with its own `now`): one per owner whose
 * plants were active in the month for a non-zero amount, none for an owner who already has a live
 * (not void) invoice for it. Idempotent: the unique (owner, month) index of the read model is
 * checked in each issue's append transaction, so concurrent runs issue nothing twice.
 */
export class IssueMonthInvoicesCommand {
  constructor(
    readonly month: string,
    readonly now: Date = businessNow(),
    readonly progress: (value: number) => Promise<void> = async () => undefined,
  ) {}
}

type PlantRow = { plant_id: string; owner_id: string; name: string; code: string; active: boolean; at: Date };

@CommandHandler(IssueMonthInvoicesCommand)
export class IssueMonthInvoicesHandler implements ICommandHandler<IssueMonthInvoicesCommand, InvoiceRunResult> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ month, now, progress }: IssueMonthInvoicesCommand): Promise<InvoiceRunResult> {
    const to = billedTo(month, billingDay(now));
    if (!to) throw DomainError.field('month', FUTURE_MONTH);
    // Owners without a live invoice for the month, with every activity change of their plants up to
    // two days past `to` (the exact cut is by billing day, in activeDays).
    const rows = await this.sql.rows<PlantRow>(
      `SELECT c.plant_id, c.owner_id, p.name, p.code, c.active, c.at
         FROM plant_activity_changes c JOIN plants p ON p.id = c.plant_id
        WHERE c.at < ($2::date + 2)::timestamptz
          AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.owner_id = c.owner_id AND i.month = $1 AND i.status <> 'void')
        ORDER BY c.owner_id, c.plant_id, c.global_position`,
      [month, to],
    );
    const owners = new Map<number, Map<number, BilledPlant>>();
    for (const row of rows) {
      const ownerId = Number(row.owner_id);
      const plants = owners.get(ownerId) ?? new Map<number, BilledPlant>();
      owners.set(ownerId, plants);
      const plantId = Number(row.plant_id);
      const plant = plants.get(plantId) ?? { plant_id: plantId, name: row.name, code: row.code, changes: [] };
      plants.set(plantId, plant);
      plant.changes.push({ active: row.active, at: new Date(row.at) });
    }
    const result: InvoiceRunResult = { month, issued: 0, already_issued: 0, invoice_ids: [] };
    let done = 0;
    for (const [ownerId, plants] of owners) {
      const id = await this.issue(ownerId, [...plants.values()], month, to);
      if (id === 'exists') result.already_issued += 1;
      else if (id !== null) {
        result.issued += 1;
        result.invoice_ids.push(id);
      }
      done += 1;
      await progress(Math.round((done / owners.size) * 100));
    }
    return result;
  }

  /** One owner's invoice: its id, null when nothing is due, 'exists' when a live one was issued meanwhile. */
  private async issue(ownerId: number, plants: BilledPlant[], month: string, to: string): Promise<number | null | 'exists'> {
    const plan = await this.sql.one<{ id: string; name: string; price_per_month: string }>(OWNER_PLAN_SQL, [ownerId]);
    const planView = {
      id: plan ? Number(plan.id) : null,
      name: plan?.name ?? 'Free',
      price_per_month: money(plan?.price_per_month ?? '0'),
    };
    const { items, amount } = invoiceItems(plants, planView, month, to);
    if (items.length === 0 || amount === '0.00') return null;
    const year = Number(month.slice(0, 4));
    const invoiceId = await this.store.nextId('invoice_ids');
    try {
      // The year's next number is read and taken in the year's turn (across processes too), so two
      // invoices issued at once never read the same one.
      await this.store.handle(
        invoiceStreamId(invoiceId),
        invoiceDecider,
        async (_state, query) => {
          const [next] = await query(`SELECT coalesce(max(sequence), 0)::int + 1 AS sequence FROM invoices WHERE year = $1`, [year]);
          const invoice = {
            invoice_id: invoiceId,
            owner_id: ownerId,
            month,
            items,
            amount,
            due_at: dueDay(month),
            plan: planView,
            billed_to: to,
          };
          return [
            { type: 'IssueInvoice' as const, invoice: { ...invoice, number: `INV-${year}-${String(next.sequence).padStart(3, '0')}` } },
          ];
        },
        { tenant_id: ownerId },
        { lockStreams: [`invoice-numbers-${year}`] },
      );
      return invoiceId;
    } catch (error) {
      if (error instanceof DomainError && error.code === INVOICE_EXISTS) return 'exists';
      throw error;
    }
  }
}

/** Marks every pending invoice whose due day has passed at `now` (BILLING_TIME_ZONE) as overdue; idempotent. */
export class MarkOverdueInvoicesCommand {
  constructor(readonly now: Date = businessNow()) {}
}

@CommandHandler(MarkOverdueInvoicesCommand)
export class MarkOverdueInvoicesHandler implements ICommandHandler<MarkOverdueInvoicesCommand, { marked: number; invoice_ids: number[] }> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ now }: MarkOverdueInvoicesCommand): Promise<{ marked: number; invoice_ids: number[] }> {
    const today = billingDay(now);
    const due = await this.sql.rows<{ id: string; owner_id: string }>(
      `SELECT id, owner_id FROM invoices WHERE status = 'pending' AND due_at < $1::date ORDER BY id`,
      [today],
    );
    const ids: number[] = [];
    for (const row of due) {
      const { events } = await this.store.handle(
        invoiceStreamId(Number(row.id)),
        invoiceDecider,
        { type: 'MarkOverdue', today },
        { tenant_id: Number(row.owner_id) },
        { contention: 'wait' },
      );
      if (events.length > 0) ids.push(Number(row.id));
    }
    return { marked: ids.length, invoice_ids: ids };
  }
}

export interface PaymentInput {
  amount: number;
  method: string;
  reference?: string | null;
  paid_at: string;
}

/** A payment to an invoice (partial ones allowed; paid when they reach the amount). */
export class RecordInvoicePaymentCommand {
  constructor(
    readonly invoiceId: number,
    readonly input: PaymentInput,
  ) {}
}

@CommandHandler(RecordInvoicePaymentCommand)
export class RecordInvoicePaymentHandler implements ICommandHandler<RecordInvoicePaymentCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ invoiceId, input }: RecordInvoicePaymentCommand): Promise<void> {
    const reference = input.reference?.trim() || null;
    await this.store.handle(
      invoiceStreamId(invoiceId),
      invoiceDecider,
      { type: 'RecordPayment', amount: money(input.amount), method: input.method.trim(), reference, paidAt: input.paid_at },
      (state) => ({ tenant_id: state.ref?.owner_id ?? null }),
    );
  }
}

/** Voids an invoice (without payments) with a reason. */
export class VoidInvoiceCommand {
  constructor(
    readonly invoiceId: number,
    readonly reason: string,
  ) {}
}

@CommandHandler(VoidInvoiceCommand)
export class VoidInvoiceHandler implements ICommandHandler<VoidInvoiceCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ invoiceId, reason }: VoidInvoiceCommand): Promise<void> {
    await this.store.handle(invoiceStreamId(invoiceId), invoiceDecider, { type: 'VoidInvoice', reason: reason.trim() }, (state) => ({
      tenant_id: state.ref?.owner_id ?? null,
    }));
  }
}

export const INVOICE_COMMAND_HANDLERS = [
  IssueMonthInvoicesHandler,
  MarkOverdueInvoicesHandler,
  RecordInvoicePaymentHandler,
  VoidInvoiceHandler,
];
