import type { PayLineKind, PayMethod } from '@paani/contracts';
import { DecidedEvent } from '../../platform/event-store/decider';

/** One employee's pay ledger: `employee-pay-{id}`, apart from their details (employee-{id}) so pay never waits on an edit. */
export const payStreamId = (employeeId: number): string => `employee-pay-${employeeId}`;

export type PayRef = { employee_id: number; plant_id: number; owner_id: number };

/**
 * One line of the pay ledger, carried whole by its event so the projection needs nothing else.
 * `amount` is signed (decimal string): positive when the plant comes to owe the employee more.
 */
export interface PayMovement {
  line_id: number;
  /** The plant's day it is recorded for. */
  date: string;
  /** The payslip (YYYY-MM) it shows on. */
  month: string;
  kind: PayLineKind;
  description: string;
  amount: string;
  method: PayMethod | null;
  reference: string | null;
  /** The month a salary or commission line (or its reversal) is for: a run records differences against their sum. */
  for_month: string | null;
  /** The staff-wages expense recorded with an advance or a payment, reversed with the line. */
  expense_id: number | null;
  /** The day close whose cash shortfall a deduction takes. */
  shortfall_date: string | null;
}

type Line = { line: PayMovement };

/** The events of one employee's pay stream. */
export type PayEvent =
  | DecidedEvent<'PayLineRecorded', PayRef & Line>
  | DecidedEvent<'PayLineReversed', PayRef & Line & { reverses_line_id: number; reason: string }>
  | DecidedEvent<'ShortfallWaived', PayRef & { date: string; shortfall: string; reason: string }>;

export const PAY_EVENT_TYPES: PayEvent['type'][] = ['PayLineRecorded', 'PayLineReversed', 'ShortfallWaived'];

/** The plant's payroll choices: `payroll-settings-{plantId}`. */
export const payrollSettingsStreamId = (plantId: number): string => `payroll-settings-${plantId}`;

export type PayrollSettingsEvent = DecidedEvent<
  'PayrollCommissionBasisSet',
  { plant_id: number; owner_id: number; commission_basis: 'delivered' | 'collected' }
>;
