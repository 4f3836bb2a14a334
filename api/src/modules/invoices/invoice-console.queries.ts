import type { BillingOwnerRow, BillingSummary, Invoice, InvoiceStatus } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { moneyNumber, toPaisa } from '../../platform/domain/money';
import { FREE_PLAN_SQL } from '../plans/plan.queries';
import { INVOICE_COLUMNS, InvoiceRow, toInvoice } from './invoice.queries';

/** Fields the console's invoice list may sort on, and the column each one is. */
export const INVOICE_SORTS: Record<string, string> = {
  id: 'i.id',
  number: 'i.number',
  month: 'i.month',
  owner_name: 'u.name',
  amount: 'i.amount',
  paid_amount: 'i.paid_amount',
  status: 'i.status',
  issued_at: 'i.issued_at',
  due_at: 'i.due_at',
};

export interface InvoiceRecordFilter {
  status: InvoiceStatus | null;
  ownerId: number | null;
  month: string | null;
  search: string | null;
  ids: number[] | null;
}

/** The react-admin list of invoices (/api/admin/invoices): any sort of INVOICE_SORTS, an offset, filters. */
export class ListInvoiceRecordsQuery {
  constructor(
    readonly filter: InvoiceRecordFilter,
    readonly offset: number,
    readonly limit: number,
    readonly sort: { field: string; order: 'ASC' | 'DESC' } = { field: 'month', order: 'DESC' },
  ) {}
}

@QueryHandler(ListInvoiceRecordsQuery)
export class ListInvoiceRecordsHandler implements IQueryHandler<ListInvoiceRecordsQuery, { items: Invoice[]; total: number }> {
  constructor(private readonly sql: Sql) {}

  async execute({ filter, offset, limit, sort }: ListInvoiceRecordsQuery): Promise<{ items: Invoice[]; total: number }> {
    const where = `($1::text IS NULL OR i.status = $1) AND ($2::bigint IS NULL OR i.owner_id = $2) AND ($3::text IS NULL OR i.month = $3)
      AND ($4::text IS NULL OR i.number ILIKE '%' || $4 || '%' OR u.name ILIKE '%' || $4 || '%')
      AND ($5::bigint[] IS NULL OR i.id = ANY($5::bigint[]))`;
    const values = [filter.status, filter.ownerId, filter.month, filter.search?.replace(/[\\%_]/g, '\\$&') ?? null, filter.ids];
    const column = INVOICE_SORTS[sort.field] ?? INVOICE_SORTS.month;
    const order = sort.order === 'ASC' ? 'ASC' : 'DESC';
    const [count, rows] = await Promise.all([
      this.sql.one<{ total: number }>(
        `SELECT count(*)::int AS total FROM invoices i LEFT JOIN users u ON u.id = i.owner_id WHERE ${where}`,
        values,
      ),
      this.sql.rows<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices i LEFT JOIN users u ON u.id = i.owner_id WHERE ${where}
          ORDER BY ${column} ${order}, i.id DESC LIMIT $6::bigint OFFSET $7::bigint`,
        [...values, limit, offset],
      ),
    ]);
    return { items: rows.map(toInvoice), total: count?.total ?? 0 };
  }
}

/** The Billing screen's figures: the invoices' totals and one row per owner (Tenants tab). */
export class GetBillingSummaryQuery {}

interface SummaryRow {
  invoiced: string;
  collected: string;
  outstanding: string;
  invoices: number;
  pending_invoices: number;
  paid_invoices: number;
  overdue_invoices: number;
  overdue_amount: string;
  due_billed: string;
  due_collected: string;
}

interface OwnerRow {
  owner_id: string;
  name: string;
  email: string;
  is_active: boolean;
  plan_name: string | null;
  plan_price: string | null;
  plan_max_plants: number | null;
  plants: number;
  active_plants: number;
  invoiced: string;
  collected: string;
  outstanding: string;
  overdue_amount: string;
  invoices: number;
  overdue_invoices: number;
  last_payment_at: string | null;
  latest_status: InvoiceStatus | null;
}

/** Collected ÷ billed in percent to one decimal; 100 when nothing was billed. */
export function collectionRate(collected: string | number, billed: string | number): number {
  const billedPaisa = toPaisa(billed);
  if (billedPaisa <= 0) return 100;
  return Math.round((toPaisa(collected) / billedPaisa) * 1000) / 10;
}

const SUMMARY_SQL = `SELECT
    coalesce(sum(amount) FILTER (WHERE status <> 'void'), 0) AS invoiced,
    coalesce(sum(paid_amount) FILTER (WHERE status <> 'void'), 0) AS collected,
    coalesce(sum(amount - paid_amount) FILTER (WHERE status IN ('pending', 'overdue')), 0) AS outstanding,
    (count(*) FILTER (WHERE status <> 'void'))::int AS invoices,
    (count(*) FILTER (WHERE status = 'pending'))::int AS pending_invoices,
    (count(*) FILTER (WHERE status = 'paid'))::int AS paid_invoices,
    (count(*) FILTER (WHERE status = 'overdue'))::int AS overdue_invoices,
    coalesce(sum(amount - paid_amount) FILTER (WHERE status = 'overdue'), 0) AS overdue_amount,
    coalesce(sum(amount) FILTER (WHERE status IN ('paid', 'overdue')), 0) AS due_billed,
    coalesce(sum(paid_amount) FILTER (WHERE status IN ('paid', 'overdue')), 0) AS due_collected
  FROM invoices`;

/** Every owner with their plan, active plants and their invoices summed (a platform read: owners × months rows). */
const OWNERS_SQL = `WITH free AS (${FREE_PLAN_SQL}),
  inv AS (
    SELECT owner_id,
      coalesce(sum(amount) FILTER (WHERE status <> 'void'), 0) AS invoiced,
      coalesce(sum(paid_amount) FILTER (WHERE status <> 'void'), 0) AS collected,
      coalesce(sum(amount - paid_amount) FILTER (WHERE status IN ('pending', 'overdue')), 0) AS outstanding,
      coalesce(sum(amount - paid_amount) FILTER (WHERE status = 'overdue'), 0) AS overdue_amount,
      (count(*) FILTER (WHERE status <> 'void'))::int AS invoices,
      (count(*) FILTER (WHERE status = 'overdue'))::int AS overdue_invoices,
      max(paid_at) AS last_payment_at,
      (array_agg(status ORDER BY month DESC, id DESC) FILTER (WHERE status <> 'void'))[1] AS latest_status
    FROM invoices GROUP BY owner_id),
  counts AS (SELECT owner_id, count(*)::int AS n, (count(*) FILTER (WHERE is_active))::int AS active FROM plants GROUP BY owner_id)
  SELECT u.id AS owner_id, u.name, u.email, u.is_active, sp.name AS plan_name, sp.price_per_month AS plan_price, sp.max_plants AS plan_max_plants,
         coalesce(a.n, 0) AS plants, coalesce(a.active, 0) AS active_plants, coalesce(inv.invoiced, 0) AS invoiced, coalesce(inv.collected, 0) AS collected,
         coalesce(inv.outstanding, 0) AS outstanding, coalesce(inv.overdue_amount, 0) AS overdue_amount,
         coalesce(inv.invoices, 0) AS invoices, coalesce(inv.overdue_invoices, 0) AS overdue_invoices,
         to_char(inv.last_payment_at, 'YYYY-MM-DD') AS last_payment_at, inv.latest_status
    FROM users u
    LEFT JOIN owner_packages op ON op.owner_id = u.id
    LEFT JOIN subscription_plans sp ON sp.id = coalesce(op.subscription_plan_id, (SELECT id FROM free))
    LEFT JOIN inv ON inv.owner_id = u.id
    LEFT JOIN counts a ON a.owner_id = u.id
   WHERE u.role = 'filter_owner'
   ORDER BY coalesce(inv.outstanding, 0) DESC, u.name, u.id`;

@QueryHandler(GetBillingSummaryQuery)
export class GetBillingSummaryHandler implements IQueryHandler<GetBillingSummaryQuery, BillingSummary> {
  constructor(private readonly sql: Sql) {}

  async execute(): Promise<BillingSummary> {
    const [totals, owners] = await Promise.all([this.sql.one<SummaryRow>(SUMMARY_SQL), this.sql.rows<OwnerRow>(OWNERS_SQL)]);
    const t = totals!;
    return {
      invoiced: moneyNumber(t.invoiced),
      collected: moneyNumber(t.collected),
      outstanding: moneyNumber(t.outstanding),
      invoices: t.invoices,
      pending_invoices: t.pending_invoices,
      paid_invoices: t.paid_invoices,
      overdue_invoices: t.overdue_invoices,
      overdue_amount: moneyNumber(t.overdue_amount),
      collection_rate: collectionRate(t.due_collected, t.due_billed),
      owners: owners.map((row): BillingOwnerRow => ({
        owner_id: Number(row.owner_id),
        name: row.name,
        email: row.email,
        is_active: row.is_active,
        plan_name: row.plan_name ?? 'Free',
        plan_price: moneyNumber(row.plan_price ?? 0),
        plan_max_plants: row.plan_max_plants ?? 1,
        plants: row.plants,
        active_plants: row.active_plants,
        invoiced: moneyNumber(row.invoiced),
        collected: moneyNumber(row.collected),
        outstanding: moneyNumber(row.outstanding),
        overdue_amount: moneyNumber(row.overdue_amount),
        invoices: row.invoices,
        overdue_invoices: row.overdue_invoices,
        last_payment_at: row.last_payment_at,
        latest_status: row.latest_status,
      })),
    };
  }
}

export const INVOICE_CONSOLE_QUERY_HANDLERS = [ListInvoiceRecordsHandler, GetBillingSummaryHandler];
