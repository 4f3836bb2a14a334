import type {
  CommissionBasis,
  CommissionBasisDetail,
  PayLedger,
  PayLine,
  PayLineInput,
  PayMethod,
  PayrollMonth,
  PayrollRun,
  PayrollSettings,
  Payslip,
  PayslipPaymentInput,
  PayslipSummary,
  RiderEarnings,
  SalaryBasis,
  ShortfallDeduction,
} from '@paani/contracts';
import { PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { DomainError } from '../../platform/domain/domain-error';
import { isCalendarDate } from '../../platform/domain/plant-day';
import { day, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
import { CalendarDate, NumberField, TextField } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';
import { MONTH_MESSAGE, MONTH_PATTERN } from '../statements/statement.dto';
import { PAYSLIP_LANGUAGE_CODES, PayslipLanguage } from './pdf/payslip-pdf';

const BASES: readonly CommissionBasis[] = ['delivered', 'collected'];
const METHODS: readonly PayMethod[] = ['cash', 'bank', 'jazzcash', 'easypaisa'];
const MANUAL_KINDS: readonly PayLineInput['kind'][] = ['bonus', 'advance', 'deduction', 'payment'];
const LINE_KINDS = ['salary', 'commission', 'bonus', 'advance', 'deduction', 'payment', 'reversal'] as const;
const METHOD_MESSAGE = `The method must be one of ${METHODS.join(', ')}.`;
const REASON = {
  required: 'A reason is required.',
  notText: 'A reason is required.',
  max: 500,
  tooLong: 'The reason may not be longer than 500 characters.',
};
const REFERENCE = { max: 100, notText: 'The reference must be text.', tooLong: 'The reference may not be longer than 100 characters.' };
const NOTE = { max: 500, notText: 'The note must be text.', tooLong: 'The note may not be longer than 500 characters.' };

/** A month in a path (`:month`), YYYY-MM, else a 422 naming it. */
export class MonthPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value === 'string' && MONTH_PATTERN.test(value)) return value;
    throw DomainError.field('month', MONTH_MESSAGE);
  }
}

/** A plant day in a path (`:date`), YYYY-MM-DD, else a 422 naming it. */
export class DayPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (isCalendarDate(value)) return value;
    throw DomainError.field('date', 'The date must be a day written YYYY-MM-DD.');
  }
}

export class PayrollSettingsDto implements PayrollSettings {
  @ApiProperty({ enum: BASES, description: 'Commission as a percent of the amount delivered, or of the cash collected' })
  @IsIn(BASES, { message: `The commission basis must be one of ${BASES.join(', ')}.` })
  commission_basis: CommissionBasis;
}

export class StartPayrollRunDto {
  @ApiProperty({ example: '2026-11', description: "A month of the plant's days (YYYY-MM), not after its current month" })
  @Matches(MONTH_PATTERN, { message: MONTH_MESSAGE })
  month: string;
}

export class PayLineDto implements PayLineInput {
  @ApiProperty({ enum: MANUAL_KINDS })
  @IsIn(MANUAL_KINDS, { message: `The kind must be one of ${MANUAL_KINDS.join(', ')}.` })
  kind: PayLineInput['kind'];

  @ApiProperty({ example: 2000, description: 'Positive rupees, at most 2 decimals; the kind gives the sign' })
  @NumberField({
    required: 'The amount field is required.',
    notNumber: 'The amount must be a number with at most 2 decimals.',
    maxDecimals: 2,
    min: [0.01, 'The amount must be greater than 0.'],
    max: [100_000_000, 'The amount is out of range.'],
  })
  amount: number;

  @ApiPropertyOptional({ example: '2026-11-20', description: "The plant's day (default: today); not after today" })
  @CalendarDate('The date must be a day written YYYY-MM-DD.')
  date?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why (required for a deduction)' })
  @TextField(NOTE)
  note?: string | null;

  @ApiPropertyOptional({ enum: METHODS, description: 'How an advance or a payment was paid (default cash)' })
  @IsOptional()
  @IsIn(METHODS, { message: METHOD_MESSAGE })
  method?: PayMethod;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'TID 8812' })
  @TextField(REFERENCE)
  reference?: string | null;
}

/** GET …/slips/{employee}/pdf: the language of the payslip. */
export class PayslipPdfQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ enum: PAYSLIP_LANGUAGE_CODES, description: 'en (default) or ur (Urdu, right to left)' })
  @IsOptional()
  @IsIn(PAYSLIP_LANGUAGE_CODES, { message: 'The language must be en or ur.' })
  lang?: PayslipLanguage;
}

export class ReasonDto {
  @ApiProperty({ example: 'Entered twice' })
  @TextField(REASON)
  reason: string;
}

export class PayslipPaymentDto implements PayslipPaymentInput {
  @ApiProperty({ enum: METHODS })
  @IsIn(METHODS, { message: METHOD_MESSAGE })
  method: PayMethod;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'TID 8812' })
  @TextField(REFERENCE)
  reference?: string | null;

  @ApiPropertyOptional({ example: '2026-12-01', description: "The plant's day it was paid (default: today); not after today" })
  @CalendarDate('The date must be a day written YYYY-MM-DD.')
  date?: string;
}

export const PayrollSettingsResponse = model('PayrollSettingsResponse', {
  commission_basis: oneOf(BASES),
} satisfies Fields<PayrollSettings>);

export const PayLineResponse = model('PayLineResponse', {
  id: num(),
  employee_id: num(),
  date: day(),
  month: text({ example: '2026-11', description: 'The payslip it shows on' }),
  kind: oneOf(LINE_KINDS),
  description: text(),
  amount: num({ description: 'Positive: owed to the employee; negative: paid or taken off' }),
  method: oneOf(METHODS).nullable(),
  reference: text().nullable(),
  reverses_line_id: num().nullable(),
  reversed_by: num().nullable(),
  recorded_at: moment(),
} satisfies Fields<PayLine>);

export const PayLedgerResponse = model('PayLedgerResponse', {
  employee_id: num(),
  employee_name: text(),
  employee_type: oneOf(['commission', 'salary'] as const),
  balance: num({ description: 'Owed to the employee now (negative: the employee owes)' }),
  lines: list(PayLineResponse),
} satisfies Fields<PayLedger>);

export const ShortfallResponse = model('ShortfallDeductionResponse', {
  employee_id: num(),
  employee_name: text(),
  date: day(),
  expected_cash: num(),
  cash_handed_over: num(),
  shortfall: num(),
  status: oneOf(['proposed', 'accepted', 'waived'] as const),
  reason: text().nullable(),
} satisfies Fields<ShortfallDeduction>);

const SUMMARY = {
  employee_id: num(),
  employee_name: text(),
  employee_type: oneOf(['commission', 'salary'] as const),
  month: text({ example: '2026-11' }),
  opening_balance: num({ description: 'Owed before the month' }),
  earned: num({ description: 'Salary and commission (with differences for earlier months)' }),
  bonuses: num(),
  advances: num(),
  deductions: num(),
  payments: num(),
  closing_balance: num({ description: 'Still to pay' }),
  status: oneOf(['owed', 'paid', 'nothing'] as const),
};

export const PayslipSummaryResponse = model('PayslipSummaryResponse', SUMMARY satisfies Fields<PayslipSummary>);

const SalaryBasisResponse = model('SalaryBasisResponse', {
  monthly_salary: num(),
  days_employed: num(),
  days_in_month: num(),
  amount: num(),
} satisfies Fields<SalaryBasis>);

const CommissionDetailResponse = model('CommissionDetailResponse', {
  basis: oneOf(BASES),
  rate_percent: num(),
  deliveries: num(),
  cans: num(),
  base_amount: num(),
  amount: num(),
} satisfies Fields<CommissionBasisDetail>);

export const PayslipResponse = model('PayslipResponse', {
  ...SUMMARY,
  plant_name: text(),
  salary: one(SalaryBasisResponse).nullable(),
  commission: one(CommissionDetailResponse).nullable(),
  lines: list(PayLineResponse),
  shortfalls: list(ShortfallResponse),
} satisfies Fields<Payslip>);

export const PayrollRunResponse = model('PayrollRunResponse', {
  id: num(),
  month: text({ example: '2026-11' }),
  status: oneOf(['queued', 'running', 'completed', 'failed'] as const),
  total: num({ description: 'Employees the run covers' }),
  done: num(),
  progress: num({ description: '0–100' }),
  lines_recorded: num({ description: 'Pay lines recorded (0 when nothing changed since the last run)' }),
  error: text().nullable(),
  created_at: moment(),
  finished_at: moment().nullable(),
} satisfies Fields<PayrollRun>);

const MonthTotals = model('PayrollMonthTotals', { earned: num(), payments: num(), owed: num() });

export const PayrollMonthResponse = model('PayrollMonthResponse', {
  month: text({ example: '2026-11' }),
  run: one(PayrollRunResponse).nullable(),
  slips: list(PayslipSummaryResponse),
  totals: one(MonthTotals),
  shortfalls: list(ShortfallResponse),
} satisfies Fields<PayrollMonth>);

export const RiderEarningsResponse = model('RiderEarningsResponse', {
  month: text({ example: '2026-11' }),
  as_of: day(),
  salary: one(SalaryBasisResponse).nullable(),
  commission: one(CommissionDetailResponse).nullable(),
  bonuses: num(),
  advances: num(),
  deductions: num(),
  payments: num(),
  opening_balance: num(),
  balance: num(),
} satisfies Fields<RiderEarnings>);
