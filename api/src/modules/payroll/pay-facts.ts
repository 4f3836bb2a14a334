import type { CommissionBasis, EmployeeType, ShortfallDeduction } from '@paani/contracts';
import { monthDays } from '../../platform/domain/calendar-month';
import { moneyNumber, toPaisa } from '../../platform/domain/money';
import { employeeStreamId } from '../employees/employee.events';
import { MonthWork, NO_WORK, PayTerms } from './pay-calculation';

type Query = <T = any>(text: string, values?: unknown[]) => Promise<T[]>;

/** An employee of the plant as payroll reads them. */
export interface PayrollEmployee {
  id: number;
  name: string;
  type: EmployeeType;
  terms: PayTerms;
}

const STARTS = new Set(['EmployeeAdded', 'EmployeeActivated']);

/** The plant's employees (or the ones named), with their terms and their employment from their streams. */
export async function loadPayrollEmployees(query: Query, ownerId: number, plantId: number, only?: number[]): Promise<PayrollEmployee[]> {
  const rows = await query<{ id: string; name: string; type: EmployeeType; commission_rate: string | null; monthly_salary: string | null }>(
    `SELECT id, name, type, commission_rate, monthly_salary FROM employees
      WHERE owner_id = $1 AND plant_id = $2 AND ($3::bigint[] IS NULL OR id = ANY($3::bigint[])) ORDER BY lower(name), id`,
    [ownerId, plantId, only ?? null],
  );
  const changes = await query<{ stream_id: string; event_type: string; recorded_at: Date }>(
    `SELECT stream_id, event_type, recorded_at FROM events
      WHERE stream_id = ANY($1::text[]) AND event_type IN ('EmployeeAdded', 'EmployeeActivated', 'EmployeeDeactivated', 'EmployeeRemoved')
      ORDER BY stream_id, stream_version`,
    [rows.map((row) => employeeStreamId(Number(row.id)))],
  );
  return rows.map((row) => {
    const stream = employeeStreamId(Number(row.id));
    return {
      id: Number(row.id),
      name: row.name,
      type: row.type,
      terms: {
        monthlySalary: row.monthly_salary === null ? null : toPaisa(row.monthly_salary),
        commissionRate: row.commission_rate,
        employment: changes
          .filter((change) => change.stream_id === stream)
          .map((change) => ({ active: STARTS.has(change.event_type), at: new Date(change.recorded_at) })),
      },
    };
  });
}

/**
 * Each employee's work of the month up to `to`: their entries not reversed (deliveries, cans, the
 * amount delivered and the cash collected with them) and the payments they took, as the rider's
 * day counts the cash they collected.
 */
export async function loadMonthWork(
  query: Query,
  plantId: number,
  month: string,
  to: string,
  employeeIds: number[],
): Promise<Map<number, MonthWork>> {
  const rows = await query<{ employee_id: string; deliveries: number; cans: number; delivered: string; collected: string }>(
    `SELECT employee_id, sum(deliveries)::int AS deliveries, sum(cans)::int AS cans, sum(delivered) AS delivered, sum(collected) AS collected
       FROM (SELECT employee_id, count(*) AS deliveries, sum(cans_delivered) AS cans, sum(amount) AS delivered, sum(collected) AS collected
               FROM daily_entries
              WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date AND reversed_by IS NULL AND employee_id = ANY($4::bigint[])
              GROUP BY employee_id
             UNION ALL
             SELECT employee_id, 0, 0, 0, sum(amount)
               FROM customer_payments
              WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date AND reversed_by IS NULL AND employee_id = ANY($4::bigint[])
              GROUP BY employee_id) work
      GROUP BY employee_id`,
    [plantId, monthDays(month).first, to, employeeIds],
  );
  const work = new Map(employeeIds.map((id) => [id, NO_WORK]));
  for (const row of rows)
    work.set(Number(row.employee_id), {
      deliveries: row.deliveries,
      cans: row.cans,
      delivered: toPaisa(row.delivered),
      collected: toPaisa(row.collected),
    });
  return work;
}

/** The plant's commission basis: the amount delivered unless the owner chose the cash collected. */
export async function loadCommissionBasis(query: Query, plantId: number): Promise<CommissionBasis> {
  const [row] = await query<{ commission_basis: CommissionBasis }>(`SELECT commission_basis FROM payroll_settings WHERE plant_id = $1`, [
    plantId,
  ]);
  return row?.commission_basis ?? 'delivered';
}

/**
 * The plant's day closes of a month (or one employee's, or one day's) whose cash fell short of what
 * the day's collections said at the close, with the owner's decision: accepted (a deduction not
 * reversed), waived, or still proposed.
 */
export async function loadShortfalls(
  query: Query,
  plantId: number,
  scope: { month?: string; employeeId?: number; date?: string },
): Promise<ShortfallDeduction[]> {
  const period = scope.month ? monthDays(scope.month) : null;
  const rows = await query<{
    employee_id: string;
    employee_name: string;
    date: string;
    expected_cash: string;
    cash_handed_over: string;
    accepted: boolean;
    reason: string | null;
  }>(
    `SELECT r.employee_id, e.name AS employee_name, r.date::text AS date, (r.history -> -1 ->> 'expected_cash') AS expected_cash,
            r.cash_handed_over, w.reason,
            EXISTS (SELECT 1 FROM pay_lines l WHERE l.employee_id = r.employee_id AND l.shortfall_date = r.date
                       AND l.reverses_line_id IS NULL AND l.reversed_by IS NULL) AS accepted
       FROM rider_day_closes r
       JOIN employees e ON e.id = r.employee_id
       LEFT JOIN pay_shortfall_waivers w ON w.employee_id = r.employee_id AND w.date = r.date
      WHERE r.plant_id = $1 AND ($2::date IS NULL OR r.date BETWEEN $2::date AND $3::date)
        AND ($4::bigint IS NULL OR r.employee_id = $4::bigint) AND ($5::date IS NULL OR r.date = $5::date)
        AND (r.history -> -1 ->> 'expected_cash')::numeric > r.cash_handed_over
      ORDER BY r.date, lower(e.name), r.employee_id`,
    [plantId, period?.first ?? null, period?.last ?? null, scope.employeeId ?? null, scope.date ?? null],
  );
  return rows.map((row) => {
    const shortfall = toPaisa(row.expected_cash) - toPaisa(row.cash_handed_over);
    return {
      employee_id: Number(row.employee_id),
      employee_name: row.employee_name,
      date: row.date,
      expected_cash: moneyNumber(row.expected_cash),
      cash_handed_over: moneyNumber(row.cash_handed_over),
      shortfall: shortfall / 100,
      status: row.accepted ? 'accepted' : row.reason !== null ? 'waived' : 'proposed',
      reason: row.reason,
    };
  });
}
