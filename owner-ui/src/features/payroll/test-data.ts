import type { PayLedger, PayLine, PayrollMonth, PayrollRun, Payslip, PayslipSummary } from '@paani/contracts';
import { plantToday } from '../daily-entries/plant-day';
import { monthOfDay, previousMonth } from './month';

// Fixtures of the payroll screens' tests, shaped as packages/contracts/src/payroll.ts says the API answers.

/** The plant's last month, the page's default, whatever day the tests run on. */
export const MONTH = previousMonth(monthOfDay(plantToday(null)));

export const run = (extra: Partial<PayrollRun> = {}): PayrollRun => ({
  id: 3,
  month: MONTH,
  status: 'queued',
  total: 2,
  done: 0,
  progress: 0,
  lines_recorded: 0,
  error: null,
  created_at: '2026-11-01T09:00:00Z',
  finished_at: null,
  ...extra,
});

export const summary = (extra: Partial<PayslipSummary> = {}): PayslipSummary => ({
  employee_id: 11,
  employee_name: 'Asif Rider',
  employee_type: 'commission',
  month: MONTH,
  opening_balance: 0,
  earned: 6250,
  bonuses: 0,
  advances: -1000,
  deductions: 0,
  payments: 0,
  closing_balance: 5250,
  status: 'owed',
  ...extra,
});

export const SALARIED = summary({
  employee_id: 12,
  employee_name: 'Bilal Driver',
  employee_type: 'salary',
  earned: 20000,
  bonuses: 500,
  advances: 0,
  deductions: -200,
  payments: -20300,
  closing_balance: 0,
  status: 'paid',
});

export const payrollMonth = (extra: Partial<PayrollMonth> = {}): PayrollMonth => ({
  month: MONTH,
  run: null,
  slips: [],
  totals: { earned: 0, payments: 0, owed: 0 },
  shortfalls: [],
  ...extra,
});

export const RUN_MONTH = payrollMonth({
  run: run({ status: 'completed', progress: 100, done: 2, lines_recorded: 3, finished_at: '2026-11-01T09:00:05Z' }),
  slips: [summary(), SALARIED],
  totals: { earned: 26250, payments: -20300, owed: 5250 },
});

export const line = (id: number, extra: Partial<PayLine> = {}): PayLine => ({
  id,
  employee_id: 11,
  date: `${MONTH}-28`,
  month: MONTH,
  kind: 'commission',
  description: '',
  amount: 0,
  method: null,
  reference: null,
  reverses_line_id: null,
  reversed_by: null,
  recorded_at: '2026-11-01T09:00:05Z',
  ...extra,
});

export const SLIP: Payslip = {
  ...summary(),
  plant_name: 'North',
  salary: null,
  commission: { basis: 'delivered', rate_percent: 12.5, deliveries: 42, cans: 96, base_amount: 50000, amount: 6250 },
  lines: [
    line(21, { kind: 'advance', date: `${MONTH}-10`, description: 'Advance for Eid', amount: -1000, method: 'cash' }),
    line(22, { kind: 'commission', description: `Commission of ${MONTH}`, amount: 6250 }),
  ],
  shortfalls: [],
};

export const LEDGER: PayLedger = {
  employee_id: 11,
  employee_name: 'Asif Rider',
  employee_type: 'commission',
  balance: 5250,
  lines: SLIP.lines,
};
