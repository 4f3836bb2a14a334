import type {
  BillingOwnerRow,
  BillingSummary,
  Invoice,
  InvoiceItem,
  InvoicePage,
  InvoicePayment,
  InvoiceRunQueued,
  InvoiceStatus,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, model, moment, num, oneOf, text } from '../../platform/http/response-model';

import { IsIn, IsOptional, Matches } from 'class-validator';
import { PageQueryDto } from '../../platform/http/page-query.dto';
import { CalendarDate, IdQuery, NumberField, TextField } from '../plants/field-rules';

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'paid', 'overdue', 'void'];
const MONTH = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = 'The month must be written YYYY-MM.';

/** POST /super-admin/invoices/run. */
export class RunInvoicesDto {
  @ApiProperty({ example: '2026-10', description: 'The month to bill (YYYY-MM): a past month, or the current one for the days so far' })
  @TextField({
    required: 'The month is required.',
    notText: MONTH_MESSAGE,
    max: 7,
    tooLong: MONTH_MESSAGE,
    pattern: [MONTH, MONTH_MESSAGE],
  })
  month: string;
}

/** POST /super-admin/invoices/{id}/payments. */
export class InvoicePaymentDto {
  @ApiProperty({ minimum: 0.01, example: 299, description: 'PKR, greater than 0, at most 2 decimals, at most the amount still due' })
  @NumberField({
    required: 'The amount is required.',
    notNumber: 'The amount must be a number with at most 2 decimals.',
    maxDecimals: 2,
    min: [0.01, 'The amount must be greater than 0.'],
    max: [1_000_000_000, 'The amount is out of range.'],
  })
  amount: number;

  @ApiProperty({ example: 'bank_transfer', maxLength: 50, description: 'How it was paid (bank_transfer, cash, cheque, …)' })
  @TextField({ required: 'The payment method is required.', max: 50, tooLong: 'The payment method may not be longer than 50 characters.' })
  method: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description: "The bank's or the payer's reference" })
  @TextField({ max: 100, tooLong: 'The reference may not be longer than 100 characters.', notText: 'The reference must be text.' })
  reference?: string | null;

  @ApiProperty({ example: '2026-11-05', description: 'The day it was paid (YYYY-MM-DD)' })
  @CalendarDate('The paid date must be a day written YYYY-MM-DD.', { required: 'The paid date is required.' })
  paid_at: string;
}

/** POST /super-admin/invoices/{id}/void. */
export class VoidInvoiceDto {
  @ApiProperty({ maxLength: 500, description: 'Why the invoice is voided' })
  @TextField({
    required: 'A reason is required.',
    notText: 'A reason is required.',
    max: 500,
    tooLong: 'The reason may not be longer than 500 characters.',
  })
  reason: string;
}

/** GET /super-admin/invoices. */
export class InvoiceListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: INVOICE_STATUSES })
  @IsOptional()
  @IsIn(INVOICE_STATUSES, { message: `The status must be one of ${INVOICE_STATUSES.join(', ')}.` })
  status?: InvoiceStatus;

  @ApiPropertyOptional({ description: "One owner's invoices" })
  @IdQuery('owner id')
  owner_id?: number;

  @ApiPropertyOptional({ example: '2026-10', description: 'The month billed (YYYY-MM)' })
  @IsOptional()
  @Matches(MONTH, { message: MONTH_MESSAGE })
  month?: string;
}

/** GET /filter-owner/invoices: the owner's own, by status and month. */
export class OwnerInvoiceListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: INVOICE_STATUSES })
  @IsOptional()
  @IsIn(INVOICE_STATUSES, { message: `The status must be one of ${INVOICE_STATUSES.join(', ')}.` })
  status?: InvoiceStatus;

  @ApiPropertyOptional({ example: '2026-10', description: 'The month billed (YYYY-MM)' })
  @IsOptional()
  @Matches(MONTH, { message: MONTH_MESSAGE })
  month?: string;
}

/** One plant's line: the plan's monthly price pro-rated by the days the plant was active in the month. */
export const InvoiceItemResponse = model('InvoiceItemResponse', {
  description: text({ example: 'Standard plan: Main Plant (FP-00001), 31 of 31 days of 2026-10' }),
  plant_id: num(),
  days: num({ example: 30 }),
  amount: num({ example: 299 }),
} satisfies Fields<InvoiceItem>);

export const InvoicePaymentResponse = model('InvoicePaymentResponse', {
  amount: num({ example: 299 }),
  method: text({ example: 'bank_transfer' }),
  reference: text().nullable(),
  paid_at: text({ example: '2026-11-05', description: 'YYYY-MM-DD' }),
  recorded_at: moment(),
} satisfies Fields<InvoicePayment>);

/** An invoice to a filter owner for one month. */
export const InvoiceResponse = model('InvoiceResponse', {
  id: num(),
  number: text({ example: 'INV-2026-007', description: "INV-YYYY-NNN: the billed month's year, counted per year" }),
  owner_id: num(),
  owner_name: text(),
  month: text({ example: '2026-10', description: 'The month billed (YYYY-MM)' }),
  items: list(InvoiceItemResponse),
  amount: num({ example: 299 }),
  paid_amount: num({ example: 0 }),
  status: oneOf(INVOICE_STATUSES),
  issued_at: moment(),
  due_at: text({ example: '2026-11-10', description: 'The 10th of the month after the billed one (YYYY-MM-DD)' }),
  paid_at: text({ description: 'The day of the payment that paid it in full; null until then' }).nullable(),
  payments: list(InvoicePaymentResponse),
  void_reason: text().nullable(),
} satisfies Fields<Invoice>);

/** GET /super-admin/invoices and GET /filter-owner/invoices. */
export const InvoicePageResponse = model('InvoicePageResponse', {
  data: list(InvoiceResponse, { description: 'Newest month first' }),
  current_page: num({ example: 1 }),
  last_page: num({ example: 1 }),
  per_page: num({ example: 15 }),
  total: num(),
} satisfies Fields<InvoicePage>);

/** POST /super-admin/invoices/run: poll the job at GET /super-admin/jobs/{job_id}. */
export const InvoiceRunQueuedResponse = model('InvoiceRunQueuedResponse', {
  job_id: text({ example: '42' }),
  queue: oneOf(['redis', 'in-process'], { description: 'in-process: Redis is not reachable, the job runs inside the API' }),
  month: text({ example: '2026-10' }),
} satisfies Fields<InvoiceRunQueued>);

/** One owner on the Billing screen's Tenants tab. */
export const BillingOwnerRowResponse = model('BillingOwnerRowResponse', {
  owner_id: num(),
  name: text(),
  email: text(),
  is_active: bool(),
  plan_name: text(),
  plan_price: num(),
  plan_max_plants: num({ description: '0 = unlimited' }),
  plants: num(),
  active_plants: num(),
  invoiced: num({ description: 'Everything invoiced to them, void invoices left out' }),
  collected: num(),
  outstanding: num({ description: 'Still owed on pending and overdue invoices' }),
  overdue_amount: num(),
  invoices: num(),
  overdue_invoices: num(),
  last_payment_at: text({ description: 'The day the last invoice was paid in full; null before any' }).nullable(),
  latest_status: oneOf(INVOICE_STATUSES, { description: 'The status of their latest (non-void) invoice' }).nullable(),
} satisfies Fields<BillingOwnerRow>);

/** GET /super-admin/invoices/summary. */
export const BillingSummaryResponse = model('BillingSummaryResponse', {
  invoiced: num(),
  collected: num(),
  outstanding: num(),
  invoices: num(),
  pending_invoices: num(),
  paid_invoices: num(),
  overdue_invoices: num(),
  overdue_amount: num(),
  collection_rate: num({
    example: 92.5,
    description: 'Collected ÷ billed of the invoices come due (paid or overdue), percent to one decimal; 100 when none',
  }),
  owners: list(BillingOwnerRowResponse),
} satisfies Fields<BillingSummary>);
