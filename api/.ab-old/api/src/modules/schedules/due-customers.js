"use strict";
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
Object.defineProperty(exports, "__esModule", { value: true });
exports.DUE_ORDER = exports.dueCustomersFrom = exports.dueOn = void 0;
exports.findDueCustomers = findDueCustomers;
/** The due condition for the customer `c` with schedule row `s` (left joined) on the date expression `day`. */
const dueOn = (day) => `(CASE coalesce(s.kind, 'daily')
    WHEN 'daily' THEN true
    WHEN 'alternate' THEN ${day} >= s.start_date AND (${day} - s.start_date) % 2 = 0
    WHEN 'every_n_days' THEN ${day} >= s.start_date AND (${day} - s.start_date) % s.every_n = 0
    WHEN 'weekdays' THEN (ARRAY['mon','tue','wed','thu','fri','sat','sun'])[extract(isodow FROM ${day})::int] = ANY (s.days)
    ELSE false END)`;
exports.dueOn = dueOn;
/**
 * The customers of plant $2 of owner $1 due on `day`, optionally of area $areaParam and rider
 * $employeeParam (null = any): the FROM and WHERE of every due-customers statement (`joins`: more tables to read).
 */
const dueCustomersFrom = (day, areaParam, employeeParam, joins = '') => `
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
     AND ${(0, exports.dueOn)(day)}`;
exports.dueCustomersFrom = dueCustomersFrom;
/** By area (name, then id), then route position (unplaced last), then name. */
exports.DUE_ORDER = `ORDER BY lower(a.name), c.area_id, s.route_position NULLS LAST, lower(c.name), c.id`;
const DUE_CUSTOMERS_SQL = `
  SELECT c.id AS customer_id, coalesce(s.quantity, 1) AS quantity, s.route_position, c.area_id, c.employee_id
  ${(0, exports.dueCustomersFrom)('$3::date', '$4', '$5')}
  ${exports.DUE_ORDER}`;
/**
 * The customers due on `date` (YYYY-MM-DD, the plant's day), in route order, with their default
 * quantity. `query` is any parameterised query function (`Sql#rows`, a transaction's `query`).
 * The caller has checked that the plant is the owner's.
 */
async function findDueCustomers(query, args) {
    const rows = await query(DUE_CUSTOMERS_SQL, [args.ownerId, args.plantId, args.date, args.areaId ?? null, args.employeeId ?? null]);
    return rows.map((row) => ({
        customer_id: Number(row.customer_id),
        quantity: Number(row.quantity),
        route_position: row.route_position === null ? null : Number(row.route_position),
        area_id: Number(row.area_id),
        employee_id: row.employee_id === null ? null : Number(row.employee_id),
    }));
}
//# sourceMappingURL=due-customers.js.map