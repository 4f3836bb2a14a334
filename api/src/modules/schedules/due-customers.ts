import { FIRST_PRODUCT_ID } from '../../platform/domain/products';

/**
 * Who is due on a plant's day, by their schedules, in one statement: the day's sheet (daily
 * entries), the rider's sheet and the delivery-schedule screen all ask this. The day arithmetic
 * is PostgreSQL's on `date` values (`day - start_date` is a whole number of days), so month ends,
 * leap days and the server's zone never move a due day.
 *
 * A customer is due on `day` when all of these hold:
 * - active, of the owner's plant (and of the area / rider asked for; a rider's customers are
 *   those assigned to them and the unassigned ones of the areas they serve);
 * - the plant has no holiday that day, and no pause of the customer covers it
 *   (starts_on ≤ day ≤ coalesce(ends_on, day));
 * - their schedule (none = daily) says so: `daily` always; `alternate` from start_date every
 *   second day; `every_n_days` from start_date every every_n days; `weekdays` on the listed
 *   days; `on_call` never; or the owner accepted an extra delivery they asked for that day (their
 *   page, customer-page/), whose quantity comes on top of the schedule's.
 */

/** The parts of a rule as SQL expressions: the schedule row's columns, or a line's fields in jsonb. */
interface RuleSql {
  kind: string;
  days: string;
  everyN: string;
  startDate: string;
}

const SCHEDULE_RULE: RuleSql = { kind: `coalesce(s.kind, 'daily')`, days: 's.days', everyN: 's.every_n', startDate: 's.start_date' };
const LINE_RULE: RuleSql = {
  kind: `(l->>'kind')`,
  days: `ARRAY(SELECT jsonb_array_elements_text(l->'days'))`,
  everyN: `(l->>'every_n')::int`,
  startDate: `(l->>'start_date')::date`,
};

/** Whether `rule` says a delivery on the date expression `day`. */
const ruleDueOn = (day: string, rule: RuleSql): string => `(CASE ${rule.kind}
    WHEN 'daily' THEN true
    WHEN 'alternate' THEN ${day} >= ${rule.startDate} AND (${day} - ${rule.startDate}) % 2 = 0
    WHEN 'every_n_days' THEN ${day} >= ${rule.startDate} AND (${day} - ${rule.startDate}) % ${rule.everyN} = 0
    WHEN 'weekdays' THEN (ARRAY['mon','tue','wed','thu','fri','sat','sun'])[extract(isodow FROM ${day})::int] = ANY (${rule.days})
    ELSE false END)`;

/** The other products' lines of schedule row `s` (left joined: none without a row), each as `l`. */
const LINES = `jsonb_array_elements(coalesce(s.items, '[]')) l`;
/** Whether line `l` comes on `day`: on the schedule's days without a kind of its own, else on its own. */
const lineDueOn = (day: string): string =>
  `(CASE WHEN l->>'kind' IS NULL THEN ${ruleDueOn(day, SCHEDULE_RULE)} ELSE ${ruleDueOn(day, LINE_RULE)} END)`;

/** The customer `c`'s accepted extra deliveries on `day`, each as `x` (customer_requests' partial index serves it). */
const EXTRAS = (day: string) =>
  `customer_requests x WHERE x.customer_id = c.id AND x.kind = 'extra_delivery' AND x.status = 'accepted' AND x.date = ${day}`;

/** The due condition for the customer `c` with schedule row `s` (left joined) on the date expression `day`: the schedule's days, a line's own, or an extra delivery. */
export const dueOn = (day: string): string =>
  `(${ruleDueOn(day, SCHEDULE_RULE)} OR EXISTS (SELECT 1 FROM ${LINES} WHERE l->>'kind' IS NOT NULL AND ${ruleDueOn(day, LINE_RULE)})
    OR EXISTS (SELECT 1 FROM ${EXTRAS(day)}))`;

/** The first product's quantity due on `day`: the schedule's (0 on a day only another line's own days bring) and any extra of it. */
export const firstProductDueOn = (day: string): string =>
  `(CASE WHEN ${ruleDueOn(day, SCHEDULE_RULE)} THEN coalesce(s.quantity, 1) ELSE 0 END
    + coalesce((SELECT sum(x.quantity)::int FROM ${EXTRAS(day)} AND x.product_id = ${FIRST_PRODUCT_ID}), 0))`;

/**
 * What the schedule's lines and the extra deliveries bring on `day`, as jsonb
 * `[{product_id, quantity}]`, one per product: the first product's, then each other line that
 * comes that day and each extra, of a product the plant still sells.
 */
export const dueItemsOn = (
  day: string,
): string => `(SELECT coalesce(jsonb_agg(jsonb_build_object('product_id', t.product_id, 'quantity', t.quantity) ORDER BY t.product_id), '[]')
    FROM (SELECT y.product_id, sum(y.quantity)::int AS quantity FROM (
            SELECT ${FIRST_PRODUCT_ID} AS product_id, ${firstProductDueOn(day)} AS quantity
            UNION ALL
            SELECT (l->>'product_id')::int, (l->>'quantity')::int FROM ${LINES}
             WHERE ${lineDueOn(day)}
               AND EXISTS (SELECT 1 FROM products p WHERE p.plant_id = c.plant_id AND p.id = (l->>'product_id')::int AND p.is_active)
            UNION ALL
            SELECT x.product_id::int, x.quantity FROM ${EXTRAS(day)} AND x.product_id <> ${FIRST_PRODUCT_ID}
               AND EXISTS (SELECT 1 FROM products p WHERE p.plant_id = c.plant_id AND p.id = x.product_id AND p.is_active)) y
          GROUP BY y.product_id) t
   WHERE t.quantity > 0)`;

/**
 * The customers of plant $2 of owner $1 due on `day`, optionally of area $areaParam and rider
 * $employeeParam (null = any): the FROM and WHERE of every due-customers statement (`joins`: more tables to read).
 */
export const dueCustomersFrom = (day: string, areaParam: string, employeeParam: string, joins = ''): string => `
    FROM customers c
    JOIN areas a ON a.id = c.area_id ${joins}
    LEFT JOIN customer_schedules s ON s.customer_id = c.id
   WHERE c.owner_id = $1 AND c.plant_id = $2 AND c.is_active
     AND (${areaParam}::bigint IS NULL OR c.area_id = ${areaParam}::bigint)
     AND (${employeeParam}::bigint IS NULL OR c.employee_id = ${employeeParam}::bigint
          OR (c.employee_id IS NULL AND EXISTS (SELECT 1 FROM area_employees ae WHERE ae.area_id = c.area_id AND ae.employee_id = ${employeeParam}::bigint)))
     AND NOT EXISTS (SELECT 1 FROM plant_holidays h WHERE h.plant_id = $2 AND h.date = ${day})
     AND NOT EXISTS (SELECT 1 FROM customer_pauses p
                      WHERE p.customer_id = c.id AND p.starts_on <= ${day} AND ${day} <= coalesce(p.ends_on, ${day}))
     AND ${dueOn(day)}`;

/** By area (name, then id), then route position (unplaced last), then name. */
export const DUE_ORDER = `ORDER BY lower(a.name), c.area_id, s.route_position NULLS LAST, lower(c.name), c.id`;

const DUE_CUSTOMERS_SQL = `
  SELECT c.id AS customer_id, ${firstProductDueOn('$3::date')} AS quantity, s.route_position, c.area_id, c.employee_id
  ${dueCustomersFrom('$3::date', '$4', '$5')}
  ${DUE_ORDER}`;

export interface DueCustomer {
  customer_id: number;
  quantity: number;
  route_position: number | null;
  area_id: number;
  employee_id: number | null;
}

/**
 * The customers due on `date` (YYYY-MM-DD, the plant's day), in route order, with their default
 * quantity. `query` is any parameterised query function (`Sql#rows`, a transaction's `query`).
 * The caller has checked that the plant is the owner's.
 */
export async function findDueCustomers(
  query: (sql: string, params?: unknown[]) => Promise<any[]>,
  args: { ownerId: number; plantId: number; date: string; areaId?: number; employeeId?: number },
): Promise<DueCustomer[]> {
  const rows = await query(DUE_CUSTOMERS_SQL, [args.ownerId, args.plantId, args.date, args.areaId ?? null, args.employeeId ?? null]);
  return rows.map((row) => ({
    customer_id: Number(row.customer_id),
    quantity: Number(row.quantity),
    route_position: row.route_position === null ? null : Number(row.route_position),
    area_id: Number(row.area_id),
    employee_id: row.employee_id === null ? null : Number(row.employee_id),
  }));
}
