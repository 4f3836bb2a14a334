import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Kysely, sql } from 'kysely';
import { Sql } from '../../platform/database/sql';
import { Database } from '../../platform/database/read-models';
import { DomainError } from '../../platform/domain/domain-error';
import { now } from '../../platform/domain/clock';
import { moneyNumber } from '../../platform/domain/money';
import { PLANT_STAMP } from '../customers/customer.queries';
import { JsonText } from '../../platform/cache/json-text';
import { jsonAnswers } from '../../platform/cache/stamped-answers';
import { AREA_NOT_FOUND } from './area.decider';
import { areaDependencyCounts } from './area-dependencies';

interface AreaRow {
  id: string;
  plant_id: string;
  owner_id: string;
  name: string;
  description: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  employees_count: number;
  active_employees_count: number;
  customers_count: number;
  total_balance: string;
}

function toAreaView(row: AreaRow) {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    filter_plant_id: Number(row.plant_id),
    is_active: row.is_active,
    employees_count: row.employees_count,
    customers_count: row.customers_count,
    /** What the area's customers owe together (negative = advance). */
    total_balance: moneyNumber(row.total_balance),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
export type AreaView = ReturnType<typeof toAreaView>;
export type AreaDetail = AreaView & {
  total_customers_count: number;
  employees: { id: number; name: string; phone: string; type: string; is_active: boolean }[];
};

/** One area of the owner (and of the plant, when given), with how many employees serve it. */
function areaOf(db: Kysely<Database>, { ownerId, plantId, areaId }: { ownerId: number; plantId: number | null; areaId: number }) {
  return db
    .selectFrom('areas as a')
    .selectAll('a')
    .select((eb) => [
      eb
        .selectFrom('area_employees as ae')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('ae.area_id', '=', 'a.id')
        .as('employees_count'),
      eb
        .selectFrom('area_employees as ae')
        .innerJoin('employees as e', 'e.id', 'ae.employee_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('ae.area_id', '=', 'a.id')
        .where((eb) => eb.ref('e.is_active'))
        .as('active_employees_count'),
      eb
        .selectFrom('customers as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('c.area_id', '=', 'a.id')
        .as('customers_count'),
      eb
        .selectFrom('customers as c')
        .select(sql<string>`coalesce(sum(c.balance), 0)`.as('n'))
        .whereRef('c.area_id', '=', 'a.id')
        .as('total_balance'),
    ])
    .where((eb) => {
      const filters = [eb('a.id', '=', String(areaId)), eb('a.owner_id', '=', String(ownerId))];
      if (plantId !== null) filters.push(eb('a.plant_id', '=', String(plantId)));
      return eb.and(filters);
    })
    .$narrowType<{ employees_count: number; active_employees_count: number; customers_count: number; total_balance: string }>()
    .executeTakeFirst();
}

export class ListAreasQuery {
  constructor(readonly plantId: number) {}
}

/**
 * What a plant's area list is read from ($1 the plant): the plant's customers' mark (counts and
 * balances per area) and its areas' and employees' marks, which every change of an area, an
 * assignment (removals too) or an employee writes anew.
 */
const STAMP_OF_AREAS = `SELECT ${PLANT_STAMP} AS stamp`;

/** Area lists kept per process (about 300 bytes an area), and bytes of their JSON. */
const KEPT_AREA_LISTS = 20_000;
const KEPT_AREA_LIST_BYTES = 32_000_000;

/** The plant's areas, kept in process with STAMP_OF_AREAS read first (see StampedAnswers). */
@QueryHandler(ListAreasQuery)
export class ListAreasHandler implements IQueryHandler<ListAreasQuery, JsonText<{ areas: AreaView[] }>> {
  private readonly kept = jsonAnswers<{ areas: AreaView[] }>(KEPT_AREA_LISTS, KEPT_AREA_LIST_BYTES);

  constructor(private readonly sql: Sql) {}

  async execute({ plantId }: ListAreasQuery): Promise<JsonText<{ areas: AreaView[] }>> {
    const { stamp } = (await this.sql.one<{ stamp: string }>(STAMP_OF_AREAS, [plantId]))!;
    return this.kept.answer(String(plantId), stamp, async () => new JsonText(JSON.stringify({ areas: await this.read(plantId) })));
  }

  private async read(plantId: number): Promise<AreaView[]> {
    // One grouped read of the plant's assignments rather than two lookups per area.
    const rows = await this.sql.rows<AreaRow>(
      `SELECT a.*, COALESCE(staff.employees_count, 0) AS employees_count, COALESCE(staff.active_employees_count, 0) AS active_employees_count,
              COALESCE(served.customers_count, 0) AS customers_count, COALESCE(served.total_balance, 0) AS total_balance
         FROM areas a
         LEFT JOIN (SELECT ae.area_id, count(*)::int AS employees_count, (count(*) FILTER (WHERE e.is_active))::int AS active_employees_count
                      FROM area_employees ae JOIN employees e ON e.id = ae.employee_id
                     WHERE ae.plant_id = $1
                     GROUP BY ae.area_id) staff ON staff.area_id = a.id
         LEFT JOIN (SELECT c.area_id, count(*)::int AS customers_count, sum(c.balance) AS total_balance
                      FROM customers c WHERE c.plant_id = $1 GROUP BY c.area_id) served ON served.area_id = a.id
        WHERE a.plant_id = $1
        ORDER BY a.id`,
      [plantId],
    );
    return rows.map(toAreaView);
  }
}

/** One area of the owner (and of the plant, when given), with who serves it: 404 otherwise. */
export class GetAreaQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number | null,
    readonly areaId: number,
  ) {}
}

@QueryHandler(GetAreaQuery)
export class GetAreaHandler implements IQueryHandler<GetAreaQuery> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, areaId }: GetAreaQuery): Promise<AreaDetail> {
    const row = await areaOf(this.db, { ownerId, plantId, areaId });
    if (!row) throw DomainError.notFound(AREA_NOT_FOUND);
    const employees = await this.sql.rows<AreaDetail['employees'][number]>(
      `SELECT e.id::int AS id, e.name, e.phone, e.type, e.is_active
         FROM area_employees ae JOIN employees e ON e.id = ae.employee_id
        WHERE ae.area_id = $1 ORDER BY e.id`,
      [areaId],
    );
    return { ...toAreaView(row), total_customers_count: row.customers_count, employees };
  }
}

/**
 * An area's numbers: its customers and riders, what its customers owe, and its deliveries from
 * daily_delivery_totals (reversed lines taken out): the cans and amount of the plant's today, and
 * the amount of the plant's month so far, both in the plant's time zone.
 */
export class AreaStatisticsQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number | null,
    readonly areaId: number,
  ) {}
}

/** `$1` the area, `$2` its plant, `$3` the business clock's now. */
const AREA_DELIVERIES_SQL = `WITH day AS (SELECT ($3::timestamptz AT TIME ZONE time_zone)::date AS today FROM plants WHERE id = $2)
  SELECT coalesce(sum(t.cans_delivered) FILTER (WHERE t.date = day.today), 0)::int AS today_cans,
         coalesce(sum(t.amount) FILTER (WHERE t.date = day.today), 0) AS today_amount,
         coalesce(sum(t.amount), 0) AS month_amount
    FROM day LEFT JOIN daily_delivery_totals t
      ON t.plant_id = $2 AND t.area_id = $1 AND t.date BETWEEN date_trunc('month', day.today)::date AND day.today
   GROUP BY day.today`;

@QueryHandler(AreaStatisticsQuery)
export class AreaStatisticsHandler implements IQueryHandler<AreaStatisticsQuery> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, areaId }: AreaStatisticsQuery) {
    const row = await areaOf(this.db, { ownerId, plantId, areaId });
    if (!row) throw DomainError.notFound(AREA_NOT_FOUND);
    const { customersCount, dailyEntriesCount } = await areaDependencyCounts(this.sql, areaId);
    const delivered = (await this.sql.one<{ today_cans: number; today_amount: string; month_amount: string }>(AREA_DELIVERIES_SQL, [
      areaId,
      row.plant_id,
      now(),
    ]))!;
    const served = (await this.sql.one<{ active: number; owed: string }>(
      `SELECT (count(*) FILTER (WHERE is_active))::int AS active, coalesce(sum(balance) FILTER (WHERE balance > 0), 0) AS owed
         FROM customers WHERE area_id = $1 AND owner_id = $2`,
      [areaId, ownerId],
    ))!;
    return {
      area_id: Number(row.id),
      area_name: row.name,
      is_active: row.is_active,
      total_customers: customersCount,
      active_customers: served.active,
      total_employees: row.employees_count,
      active_employees: row.active_employees_count,
      total_daily_entries: dailyEntriesCount,
      today_deliveries: delivered.today_cans,
      today_revenue: moneyNumber(delivered.today_amount),
      monthly_revenue: moneyNumber(delivered.month_amount),
      pending_balance: moneyNumber(served.owed),
    };
  }
}

export const AREA_QUERY_HANDLERS = [ListAreasHandler, GetAreaHandler, AreaStatisticsHandler];
