import type { Invoice, InvoicePage, InvoicePayment, InvoiceStatus } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/domain/domain-error';
import { moneyNumber } from '../../platform/domain/money';
import { Sql } from '../../platform/database/sql';
import { INVOICE_NOT_FOUND } from './invoice.decider';
import { InvoiceItemData } from './invoice.events';

type StoredPayment = { amount: string; method: string; reference: string | null; paid_at: string; recorded_at: string };

export interface InvoiceRow {
  id: string;
  number: string;
  owner_id: string;
  owner_name: string | null;
  month: string;
  items: InvoiceItemData[];
  amount: string;
  paid_amount: string;
  status: InvoiceStatus;
  payments: StoredPayment[];
  void_reason: string | null;
  issued_at: Date;
  due_at: string;
  paid_at: string | null;
}

/** Dates as text (no time-zone shift through Date), the owner's current name. */
export const INVOICE_COLUMNS = `i.id, i.number, i.owner_id, u.name AS owner_name, i.month, i.items, i.amount, i.paid_amount, i.status, i.payments,
  i.void_reason, i.issued_at, to_char(i.due_at, 'YYYY-MM-DD') AS due_at, to_char(i.paid_at, 'YYYY-MM-DD') AS paid_at`;

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: Number(row.id),
    number: row.number,
    owner_id: Number(row.owner_id),
    owner_name: row.owner_name ?? '',
    month: row.month,
    items: row.items.map((item) => ({ ...item, amount: moneyNumber(item.amount) })),
    amount: moneyNumber(row.amount),
    paid_amount: moneyNumber(row.paid_amount),
    status: row.status,
    issued_at: new Date(row.issued_at).toISOString(),
    due_at: row.due_at,
    paid_at: row.paid_at,
    payments: row.payments.map((p): InvoicePayment => ({ ...p, amount: moneyNumber(p.amount) })),
    void_reason: row.void_reason,
  };
}

export interface InvoiceFilters {
  status?: InvoiceStatus;
  ownerId?: number;
  month?: string;
  page: number;
  perPage: number;
}

/** A page of invoices, newest month first (then newest issued), with the number matching. */
export class ListInvoicesQuery {
  constructor(readonly filters: InvoiceFilters) {}
}

@QueryHandler(ListInvoicesQuery)
export class ListInvoicesHandler implements IQueryHandler<ListInvoicesQuery, InvoicePage> {
  constructor(private readonly sql: Sql) {}

  async execute({ filters }: ListInvoicesQuery): Promise<InvoicePage> {
    const where = `($1::text IS NULL OR i.status = $1) AND ($2::bigint IS NULL OR i.owner_id = $2) AND ($3::text IS NULL OR i.month = $3)`;
    const values = [filters.status ?? null, filters.ownerId ?? null, filters.month ?? null];
    const [count, rows] = await Promise.all([
      this.sql.one<{ total: number }>(`SELECT count(*)::int AS total FROM invoices i WHERE ${where}`, values),
      this.sql.rows<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices i LEFT JOIN users u ON u.id = i.owner_id WHERE ${where}
          ORDER BY i.month DESC, i.id DESC LIMIT $4::bigint OFFSET $5::bigint`,
        [...values, filters.perPage, (filters.page - 1) * filters.perPage],
      ),
    ]);
    const total = count?.total ?? 0;
    return {
      data: rows.map(toInvoice),
      current_page: filters.page,
      last_page: Math.max(1, Math.ceil(total / filters.perPage)),
      per_page: filters.perPage,
      total,
    };
  }
}

/** One invoice; with `ownerId`, only that owner's (404 for anyone else's). */
export class GetInvoiceQuery {
  constructor(
    readonly invoiceId: number,
    readonly ownerId: number | null = null,
  ) {}
}

@QueryHandler(GetInvoiceQuery)
export class GetInvoiceHandler implements IQueryHandler<GetInvoiceQuery, Invoice> {
  constructor(private readonly sql: Sql) {}

  async execute({ invoiceId, ownerId }: GetInvoiceQuery): Promise<Invoice> {
    const row = await this.sql.one<InvoiceRow>(
      `SELECT ${INVOICE_COLUMNS} FROM invoices i LEFT JOIN users u ON u.id = i.owner_id WHERE i.id = $1 AND ($2::bigint IS NULL OR i.owner_id = $2)`,
      [invoiceId, ownerId],
    );
    if (!row) throw DomainError.notFound(INVOICE_NOT_FOUND);
    return toInvoice(row);
  }
}

export const INVOICE_QUERY_HANDLERS = [ListInvoicesHandler, GetInvoiceHandler];
