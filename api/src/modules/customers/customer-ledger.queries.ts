import type { CustomerLedger, LedgerLine, LedgerLineKind } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/domain/domain-error';
import { moneyNumber, toPaisa } from '../../platform/domain/money';
import { CUSTOMER_NOT_FOUND } from './customer.decider';

interface LineRow {
  id: string;
  date: string;
  kind: LedgerLineKind;
  description: string;
  cans_delivered: number;
  cans_returned: number;
  debit: string;
  credit: string;
  deposit_cans: number;
  deposit_amount: string;
  reversed_by: string | null;
  recorded_at: Date;
  balance: string;
  cans_balance: string;
}

/**
 * A customer's ledger between two plant days (either open), from the ledger read model: the
 * balance and cans at `from` (every earlier line summed), then each line with running totals in
 * day order (recorded order within a day), then the closing figures. Never folds the stream.
 */
export class CustomerLedgerQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number | null,
    readonly customerId: number,
    readonly from: string | null,
    readonly to: string | null,
  ) {}
}

@QueryHandler(CustomerLedgerQuery)
export class CustomerLedgerHandler implements IQueryHandler<CustomerLedgerQuery, CustomerLedger> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ ownerId, plantId, customerId, from, to }: CustomerLedgerQuery): Promise<CustomerLedger> {
    // One round trip: the customer (owner-scoped: no row at all when not theirs), the figures
    // before `from`, and the period's lines with running totals (no line: one row of nulls).
    const rows: (LineRow & { opening_balance: string; opening_cans: string })[] = await this.dataSource.query(
      `WITH customer AS (SELECT id FROM customers WHERE id = $1 AND owner_id = $2 AND ($3::bigint IS NULL OR plant_id = $3)),
            opening AS (SELECT coalesce(sum(l.debit - l.credit), 0) AS balance, coalesce(sum(l.cans_delivered - l.cans_returned), 0) AS cans
                          FROM customer_ledger_lines l JOIN customer c ON c.id = l.customer_id
                         WHERE $4::date IS NOT NULL AND l.date < $4::date)
       SELECT opening.balance AS opening_balance, opening.cans AS opening_cans, lines.*
         FROM customer CROSS JOIN opening
         LEFT JOIN LATERAL (
           SELECT id, date::text AS date, kind, description, cans_delivered, cans_returned, debit, credit, deposit_cans, deposit_amount,
                  reversed_by, recorded_at,
                  sum(debit - credit) OVER running AS balance, sum(cans_delivered - cans_returned) OVER running AS cans_balance
             FROM customer_ledger_lines
            WHERE customer_id = customer.id AND ($4::date IS NULL OR date >= $4::date) AND ($5::date IS NULL OR date <= $5::date)
           WINDOW running AS (ORDER BY date, id ROWS UNBOUNDED PRECEDING)
         ) lines ON true
        ORDER BY lines.date, lines.id`,
      [customerId, ownerId, plantId, from, to],
    );
    if (rows.length === 0) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
    const opening = { balance: rows[0].opening_balance, cans: rows[0].opening_cans };
    const openingPaisa = toPaisa(String(opening.balance));
    const openingBalance = openingPaisa / 100;
    const openingCans = Number(opening.cans);
    const lines: LedgerLine[] = rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: Number(row.id),
        date: row.date,
        kind: row.kind,
        description: row.description,
        cans_delivered: row.cans_delivered,
        cans_returned: row.cans_returned,
        debit: moneyNumber(row.debit),
        credit: moneyNumber(row.credit),
        deposit_cans: row.deposit_cans,
        deposit_amount: moneyNumber(row.deposit_amount),
        // Summed in paisa by PostgreSQL (numeric), so the running figure is exact.
        balance: (toPaisa(String(row.balance)) + openingPaisa) / 100,
        cans_balance: Number(row.cans_balance) + openingCans,
        reversed_by: row.reversed_by === null ? null : Number(row.reversed_by),
        recorded_at: new Date(row.recorded_at).toISOString(),
      }));
    const last = lines[lines.length - 1];
    return {
      opening: { balance: openingBalance, cans: openingCans },
      lines,
      closing: last ? { balance: last.balance, cans: last.cans_balance } : { balance: openingBalance, cans: openingCans },
    };
  }
}
