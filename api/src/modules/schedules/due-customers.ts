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
 *   days; `on_call` never.
 */

/** The due condition for the customer `c` with schedule row `s` (left joined) on the date expression `day`. */
export const dueOn = (day: string): string => `(CASE coalesce(s.kind, 'daily')
    WHEN 'daily' THEN true
    WHEN 'alternate' THEN ${day} >= s.start_date AND (${day} - s.start_date) % 2 = 0
    WHEN 'every_n_days' THEN ${day} >= s.start_date AND (${day} - s.start_date) % s.every_n = 0
    WHEN 'weekdays' THEN (ARRAY['mon','tue','wed','thu','fri','sat','sun'])[extract(isodow FROM ${day})::int] = ANY (s.days)
    ELSE false END)`;

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
  SELECT c.id AS customer_id, coalesce(s.quantity, 1) AS quantity, s.route_position, c.area_id, c.employee_id
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
