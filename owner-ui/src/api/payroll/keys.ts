import type { QueryKey } from '@tanstack/react-query';
import { changedExpenses } from '../expenses/keys';

/**
 * Per plant: the commission setting, each month (its slips sit under it, so invalidating a month
 * drops its slips too), each pay run, and each employee's pay ledger.
 */
export const payrollKeys = {
  all: ['payroll'] as const,
  plant: (plantId: number) => [...payrollKeys.all, plantId] as const,
  settings: (plantId: number) => [...payrollKeys.plant(plantId), 'settings'] as const,
  months: (plantId: number) => [...payrollKeys.plant(plantId), 'month'] as const,
  month: (plantId: number, month: string) => [...payrollKeys.months(plantId), month] as const,
  slip: (plantId: number, month: string, employeeId: number) => [...payrollKeys.month(plantId, month), 'slip', employeeId] as const,
  run: (plantId: number, id: number) => [...payrollKeys.plant(plantId), 'run', id] as const,
  ledgers: (plantId: number) => [...payrollKeys.plant(plantId), 'ledger'] as const,
  ledger: (plantId: number, employeeId: number) => [...payrollKeys.ledgers(plantId), employeeId] as const,
};

/**
 * What a change to an employee's pay makes stale: every month's slips (a line counts on the slip
 * of its own month, which need not be the month on screen) and the employee's ledger; a payment
 * also records an expense under staff wages, so the expenses lists and the dashboard too.
 */
export function changedPay(plantId: number, employeeId: number, { expense = false } = {}): QueryKey[] {
  return [payrollKeys.months(plantId), payrollKeys.ledger(plantId, employeeId), ...(expense ? changedExpenses(plantId) : [])];
}
