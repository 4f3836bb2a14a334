// Staff pay: each employee's pay ledger, the month's pay run and its payslips, the plant's
// commission basis, deductions proposed from day closes, and the rider's own earnings.
// Money in rupees with two decimals, as every amount of the API; days are the plant's.
import type { EmployeeType } from './employees';

/** What a commission is a percent of: the amount the rider delivered, or the cash they collected. */
export type CommissionBasis = 'delivered' | 'collected';

/** GET/PUT /api/filter-owner/payroll/settings */
export interface PayrollSettings {
  commission_basis: CommissionBasis;
}

/**
 * salary and commission are recorded by the pay run; bonus, advance, deduction and payment by the
 * owner (a payment also from a payslip); a deduction also by accepting a day close's shortfall.
 */
export type PayLineKind = 'salary' | 'commission' | 'bonus' | 'advance' | 'deduction' | 'payment' | 'reversal';
export type PayMethod = 'cash' | 'bank' | 'jazzcash' | 'easypaisa';

/** One line of an employee's pay ledger. */
export interface PayLine {
  id: number;
  employee_id: number;
  /** The plant's day it was recorded for. */
  date: string;
  /** The payslip it shows on (YYYY-MM). */
  month: string;
  kind: PayLineKind;
  description: string;
  /** Positive: the plant owes the employee more (salary, commission, bonus); negative: less (advance, deduction, payment). */
  amount: number;
  method: PayMethod | null;
  reference: string | null;
  reverses_line_id: number | null;
  reversed_by: number | null;
  recorded_at: string;
}

/** GET /api/filter-owner/employees/{id}/pay */
export interface PayLedger {
  employee_id: number;
  employee_name: string;
  employee_type: EmployeeType;
  /** What the plant owes the employee now (negative: the employee owes, e.g. an advance not yet earned). */
  balance: number;
  lines: PayLine[];
}

/** POST /api/filter-owner/employees/{id}/pay/lines: what the owner records by hand. */
export interface PayLineInput {
  kind: 'bonus' | 'advance' | 'deduction' | 'payment';
  /** Positive rupees; the kind gives the sign. */
  amount: number;
  /** Default: the plant's today. */
  date?: string;
  note?: string | null;
  /** For an advance or a payment. */
  method?: PayMethod;
  reference?: string | null;
}

/** A day close whose cash fell short: proposed as a deduction until the owner accepts or waives it. */
export interface ShortfallDeduction {
  employee_id: number;
  employee_name: string;
  date: string;
  expected_cash: number;
  cash_handed_over: number;
  shortfall: number;
  status: 'proposed' | 'accepted' | 'waived';
  /** Why it was waived. */
  reason: string | null;
}

/** How a month's salary was worked out. */
export interface SalaryBasis {
  monthly_salary: number;
  days_employed: number;
  days_in_month: number;
  amount: number;
}

/** How a month's commission was worked out, from the deliveries the product holds. */
export interface CommissionBasisDetail {
  basis: CommissionBasis;
  rate_percent: number;
  /** Entries of the employee in the month (not reversed). */
  deliveries: number;
  cans: number;
  /** The amount delivered or the cash collected, per the basis. */
  base_amount: number;
  amount: number;
}

export interface PayslipSummary {
  employee_id: number;
  employee_name: string;
  employee_type: EmployeeType;
  month: string;
  /** Owed before the month. */
  opening_balance: number;
  /** Salary and commission of the slip (with differences for earlier months). */
  earned: number;
  bonuses: number;
  /** Negative or zero, as the ledger carries them. */
  advances: number;
  deductions: number;
  payments: number;
  /** Owed after the month's lines: what is still to pay. */
  closing_balance: number;
  /** owed: closing balance above zero; paid: settled by a payment; nothing: nothing owed and nothing paid. */
  status: 'owed' | 'paid' | 'nothing';
}

/** GET /api/filter-owner/payroll/months/{month}/slips/{employee_id} */
export interface Payslip extends PayslipSummary {
  plant_name: string;
  salary: SalaryBasis | null;
  commission: CommissionBasisDetail | null;
  lines: PayLine[];
  /** Day closes of the month short of cash, with the owner's decision. */
  shortfalls: ShortfallDeduction[];
}

export type PayrollRunStatus = 'queued' | 'running' | 'completed' | 'failed';

/** POST /api/filter-owner/payroll/runs (202), GET /payroll/runs/{id} */
export interface PayrollRun {
  id: number;
  month: string;
  status: PayrollRunStatus;
  /** Employees the run covers, and how many are done. */
  total: number;
  done: number;
  progress: number;
  /** Pay lines the run recorded (0 when the month was already run and nothing changed). */
  lines_recorded: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** GET /api/filter-owner/payroll/months/{month}: the month's latest run, its slips and the shortfalls waiting. */
export interface PayrollMonth {
  month: string;
  run: PayrollRun | null;
  slips: PayslipSummary[];
  totals: { earned: number; payments: number; owed: number };
  shortfalls: ShortfallDeduction[];
}

/** POST /payroll/months/{month}/slips/{employee_id}/pay: pays what the slip says is owed. */
export interface PayslipPaymentInput {
  method: PayMethod;
  reference?: string | null;
  /** Default: the plant's today. */
  date?: string;
}

/** GET /api/rider/earnings: the rider's own current month so far (read-only). */
export interface RiderEarnings {
  month: string;
  /** The plant's today the figures stand at. */
  as_of: string;
  salary: SalaryBasis | null;
  commission: CommissionBasisDetail | null;
  bonuses: number;
  advances: number;
  deductions: number;
  payments: number;
  /** Owed before the month. */
  opening_balance: number;
  /** Earned so far and the month's other lines on top of the opening balance. */
  balance: number;
}
