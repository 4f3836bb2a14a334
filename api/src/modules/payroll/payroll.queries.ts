import type { PayLedger, PayLine, PayrollSettings, Payslip, PayslipSummary, RiderEarnings, ShortfallDeduction } from '@paani/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { now } from '../../platform/domain/clock';
import { DocumentRenderPool } from '../documents/document-render-pool';
import { PayslipLanguage } from './pdf/payslip-pdf';
import { Sql } from '../../platform/database/sql';
import { countedTo } from '../../platform/domain/calendar-month';
import { DomainError } from '../../platform/domain/domain-error';
import { moneyNumber, toPaisa } from '../../platform/domain/money';
import { plantDate, plantToday } from '../../platform/domain/plant-day';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { EMPLOYEE_NOT_FOUND, NO_SHORTFALL } from './pay.commands';
import { commissionFor, salaryFor } from './pay-calculation';
import { loadCommissionBasis, loadMonthWork, loadPayrollEmployees, loadShortfalls } from './pay-facts';

type Query = <T = any>(text: string, values?: unknown[]) => Promise<T[]>;

const LINE = `l.id, l.employee_id, l.date::text AS date, l.month, l.kind, l.description, l.amount, l.method, l.reference, l.reverses_line_id,
  l.reversed_by, l.recorded_at`;

const lineView = (row: any): PayLine => ({
  id: Number(row.id),
  employee_id: Number(row.employee_id),
  date: row.date,
  month: row.month,
  kind: row.kind,
  description: row.description,
  amount: moneyNumber(row.amount),
  method: row.method,
  reference: row.reference,
  reverses_line_id: row.reverses_line_id === null ? null : Number(row.reverses_line_id),
  reversed_by: row.reversed_by === null ? null : Number(row.reversed_by),
  recorded_at: new Date(row.recorded_at).toISOString(),
});

/**
 * Each employee's slip figures for a month (or one employee's): what was owed before it, and the
 * month's lines by what they are (a reversal counts with the line it reverses). Every active
 * employee has a slip (one who earned nothing shows it), and anyone else with lines or a balance.
 * $1 plant, $2 month, $3 employee or null.
 */
const SLIPS = `
  SELECT e.id AS employee_id, e.name AS employee_name, e.type AS employee_type,
         coalesce(sum(l.amount) FILTER (WHERE l.month < $2), 0) AS opening,
         coalesce(sum(l.amount) FILTER (WHERE l.month = $2 AND coalesce(o.kind, l.kind) IN ('salary', 'commission')), 0) AS earned,
         coalesce(sum(l.amount) FILTER (WHERE l.month = $2 AND coalesce(o.kind, l.kind) = 'bonus'), 0) AS bonuses,
         coalesce(sum(l.amount) FILTER (WHERE l.month = $2 AND coalesce(o.kind, l.kind) = 'advance'), 0) AS advances,
         coalesce(sum(l.amount) FILTER (WHERE l.month = $2 AND coalesce(o.kind, l.kind) = 'deduction'), 0) AS deductions,
         coalesce(sum(l.amount) FILTER (WHERE l.month = $2 AND coalesce(o.kind, l.kind) = 'payment'), 0) AS payments,
         count(l.id) FILTER (WHERE l.month = $2) AS lines
    FROM employees e
    LEFT JOIN pay_lines l ON l.employee_id = e.id AND l.month <= $2
    LEFT JOIN pay_lines o ON o.id = l.reverses_line_id
   WHERE e.plant_id = $1 AND ($3::bigint IS NULL OR e.id = $3::bigint)
   GROUP BY e.id, e.name, e.type, e.is_active
  HAVING e.is_active OR count(l.id) FILTER (WHERE l.month = $2) > 0 OR coalesce(sum(l.amount), 0) <> 0
   ORDER BY lower(e.name), e.id`;

function summaryOf(row: any, month: string): PayslipSummary {
  const paisa = (value: string) => toPaisa(value);
  const closing = ['opening', 'earned', 'bonuses', 'advances', 'deductions', 'payments'].reduce((sum, key) => sum + paisa(row[key]), 0);
  const payments = paisa(row.payments);
  return {
    employee_id: Number(row.employee_id),
    employee_name: row.employee_name,
    employee_type: row.employee_type,
    month,
    opening_balance: moneyNumber(row.opening),
    earned: moneyNumber(row.earned),
    bonuses: moneyNumber(row.bonuses),
    advances: moneyNumber(row.advances),
    deductions: moneyNumber(row.deductions),
    payments: moneyNumber(row.payments),
    closing_balance: closing / 100,
    status: closing > 0 ? 'owed' : payments !== 0 ? 'paid' : 'nothing',
  };
}

/** The slips of a plant's month, by employee name. */
export async function loadSlips(query: Query, plantId: number, month: string, employeeId: number | null = null): Promise<PayslipSummary[]> {
  return (await query(SLIPS, [plantId, month, employeeId])).map((row) => summaryOf(row, month));
}

/** GET /employees/{id}/pay: the employee's whole pay ledger, oldest line first, and what is owed now. */
export class PayLedgerQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly employeeId: number,
  ) {}
}

@QueryHandler(PayLedgerQuery)
export class PayLedgerHandler implements IQueryHandler<PayLedgerQuery, PayLedger> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId, employeeId }: PayLedgerQuery): Promise<PayLedger> {
    const employee = await this.sql.one<{ name: string; type: PayLedger['employee_type'] }>(
      `SELECT name, type FROM employees WHERE id = $1 AND owner_id = $2 AND plant_id = $3`,
      [employeeId, ownerId, plantId],
    );
    if (!employee) throw DomainError.notFound(EMPLOYEE_NOT_FOUND);
    const lines = (await this.sql.rows(`SELECT ${LINE} FROM pay_lines l WHERE l.employee_id = $1 ORDER BY l.id`, [employeeId])).map(
      lineView,
    );
    const balance = lines.reduce((sum, line) => sum + toPaisa(line.amount), 0);
    return { employee_id: employeeId, employee_name: employee.name, employee_type: employee.type, balance: balance / 100, lines };
  }
}

/** GET /payroll/months/{month}/slips/{employee}: the slip with its lines and how salary and commission were worked out. */
export class PayslipQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly employeeId: number,
    readonly month: string,
  ) {}
}

@QueryHandler(PayslipQuery)
export class PayslipHandler implements IQueryHandler<PayslipQuery, Payslip> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId, employeeId, month }: PayslipQuery): Promise<Payslip> {
    const query: Query = (text, values) => this.sql.rows(text, values);
    const [employee] = await loadPayrollEmployees(query, ownerId, plantId, [employeeId]);
    if (!employee) throw DomainError.notFound(EMPLOYEE_NOT_FOUND);
    const { timeZone } = await loadPlantCalendar(query, plantId);
    const to = countedTo(month, plantToday(timeZone));
    const [summary] = await loadSlips(query, plantId, month, employeeId);
    const [plant] = await query<{ name: string }>(`SELECT name FROM plants WHERE id = $1`, [plantId]);
    const work = to ? (await loadMonthWork(query, plantId, month, to, [employeeId])).get(employeeId)! : null;
    const lines = (
      await query(`SELECT ${LINE} FROM pay_lines l WHERE l.employee_id = $1 AND l.month = $2 ORDER BY l.id`, [employeeId, month])
    ).map(lineView);
    return {
      ...(summary ?? emptySlip(employee, month)),
      plant_name: plant.name,
      salary: to ? salaryFor(employee.terms, month, to, (at) => plantDate(at, timeZone)) : null,
      commission: work ? commissionFor(employee.terms, await loadCommissionBasis(query, plantId), work) : null,
      lines,
      shortfalls: await loadShortfalls(query, plantId, { month, employeeId }),
    };
  }
}

const emptySlip = (employee: { id: number; name: string; type: PayslipSummary['employee_type'] }, month: string): PayslipSummary => ({
  employee_id: employee.id,
  employee_name: employee.name,
  employee_type: employee.type,
  month,
  opening_balance: 0,
  earned: 0,
  bonuses: 0,
  advances: 0,
  deductions: 0,
  payments: 0,
  closing_balance: 0,
  status: 'nothing',
});

/** GET /api/rider/earnings: the rider's current month so far, worked out as the run would today. */
export class RiderEarningsQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly employeeId: number,
  ) {}
}

@QueryHandler(RiderEarningsQuery)
export class RiderEarningsHandler implements IQueryHandler<RiderEarningsQuery, RiderEarnings> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId, employeeId }: RiderEarningsQuery): Promise<RiderEarnings> {
    const query: Query = (text, values) => this.sql.rows(text, values);
    const { timeZone } = await loadPlantCalendar(query, plantId);
    const today = plantToday(timeZone);
    const month = today.slice(0, 7);
    const [employee] = await loadPayrollEmployees(query, ownerId, plantId, [employeeId]);
    if (!employee) throw DomainError.notFound(EMPLOYEE_NOT_FOUND);
    const work = (await loadMonthWork(query, plantId, month, today, [employeeId])).get(employeeId)!;
    const salary = salaryFor(employee.terms, month, today, (at) => plantDate(at, timeZone));
    const commission = commissionFor(employee.terms, await loadCommissionBasis(query, plantId), work);
    const [slip] = await loadSlips(query, plantId, month, employeeId);
    // The month's salary and commission so far, in place of any recorded for it (a run of the current month).
    const earnedSoFar = toPaisa(salary?.amount ?? 0) + toPaisa(commission?.amount ?? 0);
    const others = slip ? toPaisa(slip.bonuses) + toPaisa(slip.advances) + toPaisa(slip.deductions) + toPaisa(slip.payments) : 0;
    // A signed-in rider is active, and every active employee has a slip (loadSlips).
    const opening = slip ? toPaisa(slip.opening_balance) : 0;
    return {
      month,
      as_of: today,
      salary,
      commission,
      bonuses: slip?.bonuses ?? 0,
      advances: slip?.advances ?? 0,
      deductions: slip?.deductions ?? 0,
      payments: slip?.payments ?? 0,
      opening_balance: opening / 100,
      balance: (opening + earnedSoFar + others) / 100,
    };
  }
}

/** GET /payroll/settings */
export class PayrollSettingsQuery {
  constructor(readonly plantId: number) {}
}

@QueryHandler(PayrollSettingsQuery)
export class PayrollSettingsHandler implements IQueryHandler<PayrollSettingsQuery, PayrollSettings> {
  constructor(private readonly sql: Sql) {}

  async execute({ plantId }: PayrollSettingsQuery): Promise<PayrollSettings> {
    return { commission_basis: await loadCommissionBasis((text, values) => this.sql.rows(text, values), plantId) };
  }
}

/** One day close's shortfall with the owner's decision (after accepting or waiving it). */
export class ShortfallQuery {
  constructor(
    readonly plantId: number,
    readonly employeeId: number,
    readonly date: string,
  ) {}
}

@QueryHandler(ShortfallQuery)
export class ShortfallHandler implements IQueryHandler<ShortfallQuery, ShortfallDeduction> {
  constructor(private readonly sql: Sql) {}

  async execute({ plantId, employeeId, date }: ShortfallQuery): Promise<ShortfallDeduction> {
    const [shortfall] = await loadShortfalls((text, values) => this.sql.rows(text, values), plantId, { employeeId, date });
    if (!shortfall) throw DomainError.notFound(NO_SHORTFALL);
    return shortfall;
  }
}

/** GET /payroll/months/{month}/slips/{employee}/pdf: the payslip to print, in English or Urdu. */
export class PayslipPdfQuery {
  constructor(
    readonly slip: PayslipQuery,
    readonly language: PayslipLanguage,
  ) {}
}

@QueryHandler(PayslipPdfQuery)
export class PayslipPdfHandler implements IQueryHandler<PayslipPdfQuery, Buffer> {
  constructor(
    private readonly queries: QueryBus,
    private readonly sql: Sql,
    private readonly documents: DocumentRenderPool,
  ) {}

  async execute({ slip, language }: PayslipPdfQuery): Promise<Buffer> {
    const payslip: Payslip = await this.queries.execute(slip);
    const { timeZone } = await loadPlantCalendar((text, values) => this.sql.rows(text, values), slip.plantId);
    const printedAt = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(now());
    // Laid out in a render thread, so the event loop keeps answering everyone else meanwhile.
    return this.documents.render('payslipPdf', { slip: payslip, printedAt, language });
  }
}

export const PAYROLL_QUERY_HANDLERS = [
  PayLedgerHandler,
  PayslipHandler,
  RiderEarningsHandler,
  PayrollSettingsHandler,
  ShortfallHandler,
  PayslipPdfHandler,
];
