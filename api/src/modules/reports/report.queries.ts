import type {
  ContainerAgeKey,
  ContainersByAgeRow,
  ProductRowKeys,
  Report,
  ReportCell,
  ReportColumn,
  ReportName,
  ReportTable,
  SalesByProductRow,
} from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, Kysely, sql as kysql, SqlBool } from 'kysely';
import { Database, Int8, Numeric } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { fromPaisa, moneyNumber, toPaisa } from '../../platform/domain/money';
import { daysBetween, plantToday, shiftDay } from '../../platform/domain/plant-day';
import { JsonText } from '../../platform/cache/json-text';
import { jsonAnswers } from '../../platform/cache/stamped-answers';
import { PLANT_NOT_FOUND } from '../plants/plant.decider';
import { PLANT_SOURCES_STAMP } from './plant-sources';
import { overCanLimit } from '../customers/over-limits';

/** A report spans at most this many days (two years: a 12-month comparison with room). */
export const MAX_REPORT_DAYS = 731;

export interface ReportCriteria {
  plantId: number;
  from?: string;
  to?: string;
  areaId?: number;
  employeeId?: number;
}

interface Range {
  plantId: number;
  from: string;
  to: string;
  today: string;
  areaId: number | null;
  employeeId: number | null;
}

type Rows = Record<string, any>[];

const col = (key: string, label: string, kind: ReportColumn['kind']): ReportColumn => ({ key, label, kind });

/** Money columns summed exactly (in paisa), counts as integers, text columns labelled on the first. */
function totalsOf(columns: ReportColumn[], rows: Record<string, ReportCell>[], label = 'Total'): Record<string, ReportCell> {
  const totals: Record<string, ReportCell> = {};
  columns.forEach((column, index) => {
    if (column.kind === 'text') totals[column.key] = index === 0 ? label : null;
    else if (column.kind === 'count') totals[column.key] = rows.reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0);
    else totals[column.key] = moneyNumber(fromPaisa(rows.reduce((sum, row) => sum + toPaisa(Number(row[column.key] ?? 0)), 0)));
  });
  return totals;
}

function table(columns: ReportColumn[], rows: Record<string, ReportCell>[], withTotals = true): ReportTable {
  return { columns, rows, totals: withTotals ? totalsOf(columns, rows) : null };
}

const AREA_AND_RIDER = (area: string, rider: string) =>
  `($4::bigint IS NULL OR ${area} = $4::bigint) AND ($5::bigint IS NULL OR ${rider} = $5::bigint)`;

const rangeParams = (r: Range) => [r.plantId, r.from, r.to, r.areaId, r.employeeId];

// Each report is one statement over an aggregate table, by its (plant_id, date, …) index.

const DAILY_SALES = `
  SELECT date::text AS date, sum(entries)::int AS entries, sum(cans_delivered)::int AS cans_delivered,
         sum(cans_returned)::int AS cans_returned, sum(amount)::text AS amount
    FROM daily_delivery_totals
   WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date AND ${AREA_AND_RIDER('area_id', 'employee_id')}
   GROUP BY date HAVING sum(entries) <> 0 OR sum(amount) <> 0
   ORDER BY date`;

const COLLECTIONS = `
  SELECT date::text AS date, method, sum(payments)::int AS payments, sum(amount)::text AS amount
    FROM daily_collection_totals
   WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date AND ${AREA_AND_RIDER('area_id', 'employee_id')}
   GROUP BY date, method
   ORDER BY date`;

const AGE_BUCKETS = [
  { key: '0-30', label: '0–30 days', upTo: 30 },
  { key: '31-60', label: '31–60 days', upTo: 60 },
  { key: '61-90', label: '61–90 days', upTo: 90 },
  { key: 'over-90', label: 'Over 90 days', upTo: Infinity },
];

/**
 * $2: the plant's today; what is owed now, by the age of the charge it comes from, from the plant's
 * sums by charge day (plant_open_debits); `customers` counts each customer once, in the age of their
 * oldest unpaid charge. $4: a rider, 0 for customers without one.
 */
const OUTSTANDING_AGE = `
  SELECT CASE WHEN $2::date - date <= 30 THEN '0-30' WHEN $2::date - date <= 60 THEN '31-60'
              WHEN $2::date - date <= 90 THEN '61-90' ELSE 'over-90' END AS bucket,
         sum(amount)::text AS amount, sum(customers)::int AS customers
    FROM plant_open_debits
   WHERE plant_id = $1 AND ($3::bigint IS NULL OR area_id = $3::bigint) AND ($4::bigint IS NULL OR employee_id = $4::bigint)
   GROUP BY 1`;

const CANS_BY_AREA = `
  SELECT c.area_id, a.name AS area_name, count(*)::int AS customers, sum(c.cans_out)::int AS cans_out,
         count(*) FILTER (WHERE ${overCanLimit()})::int AS over_limit
    FROM customers c LEFT JOIN areas a ON a.id = c.area_id
   WHERE c.plant_id = $1 AND ($2::bigint IS NULL OR c.area_id = $2::bigint) AND ($3::bigint IS NULL OR c.employee_id = $3::bigint)
   GROUP BY c.area_id, a.name
   ORDER BY a.name, c.area_id`;

const OVER_LIMIT = `
  SELECT c.code, c.name, a.name AS area_name, c.cans_out, c.can_limit
    FROM customers c LEFT JOIN areas a ON a.id = c.area_id
   WHERE c.plant_id = $1 AND ($2::bigint IS NULL OR c.area_id = $2::bigint) AND ($3::bigint IS NULL OR c.employee_id = $3::bigint)
     AND ${overCanLimit()}
   ORDER BY c.cans_out - c.can_limit DESC, c.code`;

/** Per rider: the days' work (daily_delivery_totals) and the day closes' differences (as the rider-day screen reckons them). */
const RIDER_PERFORMANCE = `
  WITH worked AS (
    SELECT employee_id, date, sum(entries)::int AS entries, sum(cans_delivered)::int AS cans_delivered,
           sum(cans_returned)::int AS cans_returned, sum(collected) AS collected
      FROM daily_delivery_totals
     WHERE plant_id = $1 AND employee_id IS NOT NULL AND date BETWEEN $2::date AND $3::date AND ($4::bigint IS NULL OR employee_id = $4::bigint)
     GROUP BY employee_id, date
  ), closed AS (
    SELECT employee_id, date, cash_handed_over, cans_returned_to_plant, full_cans_taken
      FROM rider_day_closes
     WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date AND ($4::bigint IS NULL OR employee_id = $4::bigint)
  )
  SELECT coalesce(w.employee_id, c.employee_id) AS employee_id, e.name AS employee_name,
         count(*) FILTER (WHERE w.entries > 0)::int AS days_worked,
         coalesce(sum(w.cans_delivered), 0)::int AS cans_delivered, coalesce(sum(w.cans_returned), 0)::int AS cans_returned,
         coalesce(sum(w.collected), 0)::text AS collected, count(c.date)::int AS days_closed,
         count(*) FILTER (WHERE w.entries > 0 AND c.date IS NULL)::int AS days_unclosed,
         coalesce(sum(c.cash_handed_over - coalesce(w.collected, 0)), 0)::text AS cash_difference,
         coalesce(sum(c.cans_returned_to_plant - (c.full_cans_taken - coalesce(w.cans_delivered, 0) + coalesce(w.cans_returned, 0))), 0)::int AS cans_difference
    FROM worked w
    FULL JOIN closed c ON c.employee_id = w.employee_id AND c.date = w.date
    LEFT JOIN employees e ON e.id = coalesce(w.employee_id, c.employee_id)
   GROUP BY 1, 2
   ORDER BY 2, 1`;

const EXPENSES = `
  SELECT category, sum(amount)::text AS amount
    FROM daily_expense_totals
   WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date
   GROUP BY category
  HAVING sum(amount) <> 0
   ORDER BY sum(amount) DESC, category`;

const PROFIT_LOSS = `
  WITH sales AS (
    SELECT to_char(date, 'YYYY-MM') AS month, sum(amount) AS revenue, sum(collected) AS collected
      FROM daily_delivery_totals WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date GROUP BY 1
  ), spent AS (
    SELECT to_char(date, 'YYYY-MM') AS month, sum(amount) AS expenses
      FROM daily_expense_totals WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date GROUP BY 1
  )
  SELECT month, coalesce(s.revenue, 0)::text AS revenue, coalesce(s.collected, 0)::text AS collected,
         coalesce(x.expenses, 0)::text AS expenses, (coalesce(s.revenue, 0) - coalesce(x.expenses, 0))::text AS profit
    FROM sales s FULL JOIN spent x USING (month)
   ORDER BY month`;

const EXPENSE_LABELS: Record<string, string> = {
  fuel: 'Fuel',
  maintenance: 'Maintenance',
  staff_wages: 'Staff wages',
  electricity: 'Electricity',
  filters_and_consumables: 'Filters and consumables',
  rent: 'Rent',
  other: 'Other',
};

const METHODS = [
  { key: 'cash', label: 'Cash' },
  { key: 'jazzcash', label: 'JazzCash' },
  { key: 'easypaisa', label: 'Easypaisa' },
  { key: 'bank', label: 'Bank' },
  { key: 'other', label: 'Other' },
];

type Built = Pick<Report, 'title' | 'table' | 'chart' | 'detail'> & { asOf?: string; ignored?: Report['ignored_filters'] };

/** daily_product_totals (migration 1763700000900, product-sales.projection.ts), this module's own read model. */
interface DailyProductTotalsTable {
  plant_id: Int8;
  owner_id: Int8;
  date: string;
  area_id: Int8;
  employee_id: Int8 | null;
  product_id: number;
  entries: number;
  delivered: number;
  returned: number;
  amount: Numeric;
}

/** The read models as the product reports see them: the shared ones and this module's product totals. */
export type ReportModels = Kysely<Database & { daily_product_totals: DailyProductTotalsTable }>;

/** What a report is read through: fixed statements on Sql, those whose conditions follow the filters on Kysely. */
interface Sources {
  sql: Sql;
  db: ReportModels;
}

const m = (value: unknown) => moneyNumber(value as string);

async function dailySales(sql: Sql, r: Range): Promise<Built> {
  const rows: Rows = await sql.rows(DAILY_SALES, rangeParams(r));
  const columns = [
    col('date', 'Date', 'text'),
    col('entries', 'Entries', 'count'),
    col('cans_delivered', 'Cans delivered', 'count'),
    col('cans_returned', 'Cans returned', 'count'),
    col('amount', 'Amount (PKR)', 'money'),
  ];
  return {
    title: 'Daily sales',
    table: table(
      columns,
      rows.map((row) => ({ ...row, amount: m(row.amount) })),
    ),
    chart: { kind: 'bar', x: 'date', series: ['cans_delivered'], stacked: false },
    detail: null,
  };
}

async function collections(sql: Sql, r: Range): Promise<Built> {
  const found: Rows = await sql.rows(COLLECTIONS, rangeParams(r));
  const byDate = new Map<string, Record<string, number>>();
  for (const row of found) {
    const day = byDate.get(row.date) ?? {};
    day[row.method] = (day[row.method] ?? 0) + toPaisa(row.amount);
    byDate.set(row.date, day);
  }
  const rows = [...byDate].map(([date, paisa]) => {
    const line: Record<string, ReportCell> = { date };
    for (const method of METHODS) line[method.key] = m(fromPaisa(paisa[method.key] ?? 0));
    line.total = m(fromPaisa(Object.values(paisa).reduce((a, b) => a + b, 0)));
    return line;
  });
  const columns = [
    col('date', 'Date', 'text'),
    ...METHODS.map((method) => col(method.key, `${method.label} (PKR)`, 'money')),
    col('total', 'Total (PKR)', 'money'),
  ];
  return {
    title: 'Collections by payment method',
    table: table(columns, rows),
    chart: { kind: 'bar', x: 'date', series: METHODS.map((method) => method.key), stacked: true },
    detail: null,
  };
}

async function outstandingAge(sql: Sql, r: Range): Promise<Built> {
  const found: Rows = await sql.rows(OUTSTANDING_AGE, [r.plantId, r.today, r.areaId, r.employeeId]);
  const rows = AGE_BUCKETS.map((bucket) => {
    const row = found.find((f) => f.bucket === bucket.key);
    return { age: bucket.label, amount: m(row?.amount ?? '0'), customers: row?.customers ?? 0 };
  });
  const columns = [
    col('age', 'Age', 'text'),
    col('amount', 'Outstanding (PKR)', 'money'),
    col('customers', 'Customers (oldest unpaid charge)', 'count'),
  ];
  const result = table(columns, rows);
  return {
    title: 'Outstanding by age',
    table: result,
    chart: { kind: 'bar', x: 'age', series: ['amount'], stacked: false },
    detail: null,
    asOf: r.today,
  };
}

async function cansOut(sql: Sql, r: Range): Promise<Built> {
  const params = [r.plantId, r.areaId, r.employeeId];
  const [areas, over]: [Rows, Rows] = await Promise.all([sql.rows(CANS_BY_AREA, params), sql.rows(OVER_LIMIT, params)]);
  const columns = [
    col('area', 'Area', 'text'),
    col('customers', 'Customers', 'count'),
    col('cans_out', 'Cans out', 'count'),
    col('over_limit', 'Over their can limit', 'count'),
  ];
  const detailColumns = [
    col('code', 'Code', 'text'),
    col('name', 'Customer', 'text'),
    col('area', 'Area', 'text'),
    col('cans_out', 'Cans out', 'count'),
    col('can_limit', 'Can limit', 'count'),
    col('over_by', 'Over by', 'count'),
  ];
  return {
    title: 'Cans out per area',
    table: table(
      columns,
      areas.map((row) => ({
        area: row.area_name ?? `Area ${row.area_id}`,
        customers: row.customers,
        cans_out: row.cans_out,
        over_limit: row.over_limit,
      })),
    ),
    chart: { kind: 'bar', x: 'area', series: ['cans_out'], stacked: false },
    detail: {
      title: 'Customers holding more than their can limit',
      ...table(
        detailColumns,
        over.map((row) => ({
          code: row.code,
          name: row.name,
          area: row.area_name,
          cans_out: row.cans_out,
          can_limit: row.can_limit,
          over_by: row.cans_out - row.can_limit,
        })),
      ),
    },
    asOf: r.today,
  };
}

async function riderPerformance(sql: Sql, r: Range): Promise<Built> {
  const found: Rows = await sql.rows(RIDER_PERFORMANCE, [r.plantId, r.from, r.to, r.employeeId]);
  const columns = [
    col('rider', 'Rider', 'text'),
    col('days_worked', 'Days worked', 'count'),
    col('cans_delivered', 'Cans delivered', 'count'),
    col('cans_returned', 'Cans collected back', 'count'),
    col('collected', 'Money collected (PKR)', 'money'),
    col('days_closed', 'Days closed', 'count'),
    col('days_unclosed', 'Days not closed', 'count'),
    col('cash_difference', 'Cash difference (PKR)', 'money'),
    col('cans_difference', 'Cans difference', 'count'),
  ];
  return {
    title: 'Rider performance',
    table: table(
      columns,
      found.map((row) => ({
        rider: row.employee_name ?? `Employee ${row.employee_id}`,
        days_worked: row.days_worked,
        cans_delivered: row.cans_delivered,
        cans_returned: row.cans_returned,
        collected: m(row.collected),
        days_closed: row.days_closed,
        days_unclosed: row.days_unclosed,
        cash_difference: m(row.cash_difference),
        cans_difference: row.cans_difference,
      })),
    ),
    chart: { kind: 'bar', x: 'rider', series: ['cans_delivered', 'cans_returned'], stacked: false },
    detail: null,
    ignored: ['area_id'],
  };
}

async function expenses(sql: Sql, r: Range): Promise<Built> {
  const found: Rows = await sql.rows(EXPENSES, [r.plantId, r.from, r.to]);
  const columns = [col('category', 'Category', 'text'), col('amount', 'Amount (PKR)', 'money')];
  return {
    title: 'Expenses by category',
    table: table(
      columns,
      found.map((row) => ({ category: EXPENSE_LABELS[row.category] ?? row.category, amount: m(row.amount) })),
    ),
    chart: { kind: 'bar', x: 'category', series: ['amount'], stacked: false },
    detail: null,
    ignored: ['area_id', 'employee_id'],
  };
}

async function profitLoss(sql: Sql, r: Range): Promise<Built> {
  const found: Rows = await sql.rows(PROFIT_LOSS, [r.plantId, r.from, r.to]);
  const columns = [
    col('month', 'Month', 'text'),
    col('revenue', 'Revenue (PKR)', 'money'),
    col('collected', 'Collected (PKR)', 'money'),
    col('expenses', 'Expenses (PKR)', 'money'),
    col('profit', 'Profit (PKR)', 'money'),
  ];
  return {
    title: 'Profit and loss by month',
    table: table(
      columns,
      found.map((row) => ({
        month: row.month,
        revenue: m(row.revenue),
        collected: m(row.collected),
        expenses: m(row.expenses),
        profit: m(row.profit),
      })),
    ),
    chart: { kind: 'bar', x: 'month', series: ['revenue', 'expenses', 'profit'], stacked: false },
    detail: null,
    ignored: ['area_id', 'employee_id'],
  };
}

/** A product's row keys beside its columns (ProductRowKeys): a screen in Urdu names the product so. */
const productKeys = (row: { product_id: number; name_ur: string | null }): ProductRowKeys => ({
  product_id: row.product_id,
  name_ur: row.name_ur,
});

/** A total line of money only: quantities of different products (cans, bottles) do not add up, nor do entries holding two. */
function moneyTotals(columns: ReportColumn[], rows: Record<string, ReportCell>[]): Record<string, ReportCell> {
  const all = totalsOf(columns, rows);
  return Object.fromEntries(columns.map((column) => [column.key, column.kind === 'count' ? null : all[column.key]]));
}

/**
 * Per product: what the entries that stand of the plant days from..to delivered and took back,
 * what it came to and how many entries held it, from daily_product_totals (by its key: the plant's
 * days), narrowed by the entries' area and rider. Products with no entry that stands are left out.
 */
async function salesByProduct({ db }: Sources, r: Range): Promise<Built> {
  const found = await db
    .selectFrom('daily_product_totals as t')
    .innerJoin('products as p', (join) => join.onRef('p.plant_id', '=', 't.plant_id').onRef('p.id', '=', 't.product_id'))
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [
        eb('t.plant_id', '=', String(r.plantId)),
        eb('t.date', '>=', r.from),
        eb('t.date', '<=', r.to),
      ];
      if (r.areaId !== null) conditions.push(eb('t.area_id', '=', String(r.areaId)));
      if (r.employeeId !== null) conditions.push(eb('t.employee_id', '=', String(r.employeeId)));
      return eb.and(conditions);
    })
    .groupBy(['p.id', 'p.name', 'p.name_ur', 'p.position'])
    .having(kysql<number>`sum(t.entries)`, '<>', 0)
    .select([
      'p.id as product_id',
      'p.name',
      'p.name_ur',
      kysql<number>`sum(t.entries)::int`.as('entries'),
      kysql<number>`sum(t.delivered)::int`.as('delivered'),
      kysql<number>`sum(t.returned)::int`.as('returned'),
      kysql<string>`sum(t.amount)::text`.as('amount'),
    ])
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  const columns = [
    col('product', 'Product', 'text'),
    col('entries', 'Entries', 'count'),
    col('delivered', 'Delivered', 'count'),
    col('returned', 'Returned', 'count'),
    col('amount', 'Amount (PKR)', 'money'),
  ];
  const rows = found.map((row): SalesByProductRow => ({
    product: row.name,
    entries: row.entries,
    delivered: row.delivered,
    returned: row.returned,
    amount: m(row.amount),
    ...productKeys(row),
  }));
  return {
    title: 'Sales by product',
    table: { columns, rows, totals: moneyTotals(columns, rows) },
    chart: { kind: 'bar', x: 'product', series: ['amount'], stacked: false },
    detail: null,
  };
}

/** The bands of containers-by-age: days since the last delivery, after `after` and up to `upTo` (both null: never delivered). */
const CONTAINER_AGES: { key: ContainerAgeKey; label: string; after: number | null; upTo: number | null }[] = [
  { key: 'days_0_7', label: '0–7 days', after: null, upTo: 7 },
  { key: 'days_8_30', label: '8–30 days', after: 7, upTo: 30 },
  { key: 'days_31_90', label: '31–90 days', after: 30, upTo: 90 },
  { key: 'days_over_90', label: 'Over 90 days', after: 90, upTo: null },
  { key: 'never', label: 'Never delivered', after: null, upTo: null },
];

/** The jsonpath of an entry that delivered something (of any product). */
const DELIVERED_SOMETHING = '$[*] ? (@.delivered > 0)';

/**
 * Per returnable product: the containers customers hold now (customer_containers), split by the
 * days from the holding customer's last delivery to the plant's today: their newest entry that
 * stands and delivered anything (one probe of daily_entries by customer and day, newest first), or
 * none ("never": containers from an opening count, say). Narrowed by the customers' area and rider,
 * as cans-out is; products no customer holds are left out.
 */
async function containersByAge({ db }: Sources, r: Range): Promise<Built> {
  const since = kysql<number>`(${r.today}::date - last.date)`;
  const band = ({ key, after, upTo }: (typeof CONTAINER_AGES)[number]) => {
    const within =
      key === 'never'
        ? kysql`last.date IS NULL`
        : kysql.join(
            [
              ...(after === null ? [] : [kysql`${since} > ${kysql.lit(after)}`]),
              ...(upTo === null ? [] : [kysql`${since} <= ${kysql.lit(upTo)}`]),
            ],
            kysql` AND `,
          );
    return kysql<number>`coalesce(sum(h.held) FILTER (WHERE ${within}), 0)::int`.as(key);
  };
  const found = await db
    .selectFrom('customer_containers as h')
    .innerJoin('customers as c', 'c.id', 'h.customer_id')
    .innerJoin('products as p', (join) => join.onRef('p.plant_id', '=', 'h.plant_id').onRef('p.id', '=', 'h.product_id'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('daily_entries as e')
          .select('e.date')
          .whereRef('e.customer_id', '=', 'h.customer_id')
          .where('e.reversed_by', 'is', null)
          .where(kysql<boolean>`e.items @? ${DELIVERED_SOMETHING}::jsonpath`)
          .orderBy('e.date', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [eb('h.plant_id', '=', String(r.plantId)), eb('h.held', '<>', 0)];
      if (r.areaId !== null) conditions.push(eb('c.area_id', '=', String(r.areaId)));
      if (r.employeeId !== null) conditions.push(eb('c.employee_id', '=', String(r.employeeId)));
      return eb.and(conditions);
    })
    .groupBy(['p.id', 'p.name', 'p.name_ur', 'p.position'])
    .select([
      'p.id as product_id',
      'p.name',
      'p.name_ur',
      kysql<number>`(count(*) FILTER (WHERE h.held > 0))::int`.as('customers'),
      kysql<number>`sum(h.held)::int`.as('held'),
      ...CONTAINER_AGES.map(band),
    ])
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  const columns = [
    col('product', 'Product', 'text'),
    col('customers', 'Customers holding', 'count'),
    col('held', 'Containers out', 'count'),
    ...CONTAINER_AGES.map((age) => col(age.key, age.label, 'count')),
  ];
  const rows = found.map((row): ContainersByAgeRow => ({
    product: row.name,
    customers: row.customers,
    held: row.held,
    days_0_7: row.days_0_7,
    days_8_30: row.days_8_30,
    days_31_90: row.days_31_90,
    days_over_90: row.days_over_90,
    never: row.never,
    ...productKeys(row),
  }));
  return {
    title: 'Containers out by product and age',
    table: { columns, rows, totals: null },
    chart: { kind: 'bar', x: 'product', series: CONTAINER_AGES.map((age) => age.key), stacked: true },
    detail: null,
    asOf: r.today,
  };
}

/** The existing reports read fixed statements on Sql; the product reports build theirs with Kysely. */
const onSql =
  (build: (sql: Sql, range: Range) => Promise<Built>) =>
  (sources: Sources, range: Range): Promise<Built> =>
    build(sources.sql, range);

const BUILDERS: Record<ReportName, (sources: Sources, range: Range) => Promise<Built>> = {
  'daily-sales': onSql(dailySales),
  collections: onSql(collections),
  'outstanding-age': onSql(outstandingAge),
  'cans-out': onSql(cansOut),
  'rider-performance': onSql(riderPerformance),
  expenses: onSql(expenses),
  'profit-loss': onSql(profitLoss),
  'sales-by-product': salesByProduct,
  'containers-by-age': containersByAge,
};

/** The reports there are, by the name in their path. */
export const REPORT_NAMES = Object.keys(BUILDERS) as ReportName[];

/** The plant days a report covers. */
export type ReportPeriod = Pick<Report, 'from' | 'to'>;
/** A report as its JSON text, with its period at hand (a workbook's file name needs only that). */
export type ReportText = JsonText<Report, ReportPeriod>;

/** One report of one of the caller's plants (the controller has checked the plant is theirs). */
export class OwnerReportQuery {
  constructor(
    readonly name: ReportName,
    readonly criteria: ReportCriteria,
  ) {}
}

const PLANT_AND_STAMP = `SELECT time_zone, ${PLANT_SOURCES_STAMP} AS stamp FROM plants WHERE id = $1::bigint`;

/** Reports kept per process: at most this many, and this many bytes of JSON (a 12-month daily report is about 40 kB). */
const KEPT_REPORTS = 1000;
const KEPT_REPORT_BYTES = 32_000_000;

/**
 * A report is summed from the day aggregates (12 months: up to 25 ms of PostgreSQL), so each
 * answer is kept in process with the stamp of its sources (PLANT_SOURCES_STAMP), read by key before the
 * report's own statements: an answer is never older than its stamp, and any change after the stamp
 * was read gives the next request a new stamp, so it is read again (see StampedAnswers).
 */
@QueryHandler(OwnerReportQuery)
export class OwnerReportHandler implements IQueryHandler<OwnerReportQuery, ReportText> {
  private readonly kept = jsonAnswers<Report, ReportPeriod>(KEPT_REPORTS, KEPT_REPORT_BYTES);
  private readonly sources: Sources;

  constructor(
    private readonly sql: Sql,
    db: Kysely<Database>,
  ) {
    this.sources = { sql, db: db.withTables<{ daily_product_totals: DailyProductTotalsTable }>() };
  }

  async execute({ name, criteria }: OwnerReportQuery): Promise<ReportText> {
    const plant = await this.sql.one<{ time_zone: string; stamp: string }>(PLANT_AND_STAMP, [criteria.plantId]);
    if (!plant) throw DomainError.notFound(PLANT_NOT_FOUND);
    const today = plantToday(plant.time_zone);
    const to = criteria.to ?? today;
    const from = criteria.from ?? shiftDay(to, -29);
    if (from > to) throw DomainError.field('from', 'The from date must not be after the to date.');
    if (daysBetween(from, to) >= MAX_REPORT_DAYS) throw DomainError.field('to', `A report covers at most ${MAX_REPORT_DAYS} days.`);
    const range: Range = {
      plantId: criteria.plantId,
      from,
      to,
      today,
      areaId: criteria.areaId ?? null,
      employeeId: criteria.employeeId ?? null,
    };
    const key = [name, range.plantId, today, from, to, range.areaId, range.employeeId].join('|');
    return this.kept.answer(key, plant.stamp, async () => {
      const built = await BUILDERS[name](this.sources, range);
      const report: Report = {
        name,
        title: built.title,
        plant_id: criteria.plantId,
        from,
        to,
        as_of: built.asOf ?? null,
        area_id: range.areaId,
        employee_id: range.employeeId,
        ignored_filters: built.ignored ?? [],
        table: built.table,
        chart: built.chart,
        detail: built.detail,
      };
      return new JsonText<Report, ReportPeriod>(JSON.stringify(report), { from, to });
    });
  }
}

export const REPORT_QUERY_HANDLERS = [OwnerReportHandler];
