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
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { PageQueryDto } from '../../platform/http/page-query.dto';
import { CalendarDate, NumberField, TextField } from '../plants/field-rules';

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
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The owner id must be a positive integer.' })
  @Min(1, { message: 'The owner id must be a positive integer.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'The owner id must be a positive integer.' })
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
export class InvoiceItemResponse implements InvoiceItem {
  @ApiProperty({ example: 'Standard plan: Main Plant (FP-00001), 31 of 31 days of 2026-10' })
  description: string;

  @ApiProperty()
  plant_id: number;

  @ApiProperty({ example: 30 })
  days: number;

  @ApiProperty({ example: 299 })
  amount: number;
}

export class InvoicePaymentResponse implements InvoicePayment {
  @ApiProperty({ example: 299 })
  amount: number;

  @ApiProperty({ example: 'bank_transfer' })
  method: string;

  @ApiProperty({ type: String, nullable: true })
  reference: string | null;

  @ApiProperty({ example: '2026-11-05', description: 'YYYY-MM-DD' })
  paid_at: string;

  @ApiProperty({ format: 'date-time' })
  recorded_at: string;
}

/** An invoice to a filter owner for one month. */
export class InvoiceResponse implements Invoice {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'INV-2026-007', description: "INV-YYYY-NNN: the billed month's year, counted per year" })
  number: string;

  @ApiProperty()
  owner_id: number;

  @ApiProperty()
  owner_name: string;

  @ApiProperty({ example: '2026-10', description: 'The month billed (YYYY-MM)' })
  month: string;

  @ApiProperty({ type: [InvoiceItemResponse] })
  items: InvoiceItemResponse[];

  @ApiProperty({ example: 299 })
  amount: number;

  @ApiProperty({ example: 0 })
  paid_amount: number;

  @ApiProperty({ enum: INVOICE_STATUSES })
  status: InvoiceStatus;

  @ApiProperty({ format: 'date-time' })
  issued_at: string;

  @ApiProperty({ example: '2026-11-10', description: 'The 10th of the month after the billed one (YYYY-MM-DD)' })
  due_at: string;

  @ApiProperty({ type: String, nullable: true, description: 'The day of the payment that paid it in full; null until then' })
  paid_at: string | null;

  @ApiProperty({ type: [InvoicePaymentResponse] })
  payments: InvoicePaymentResponse[];

  @ApiProperty({ type: String, nullable: true })
  void_reason: string | null;
}

/** GET /super-admin/invoices and GET /filter-owner/invoices. */
export class InvoicePageResponse implements InvoicePage {
  @ApiProperty({ type: [InvoiceResponse], description: 'Newest month first' })
  data: InvoiceResponse[];

  @ApiProperty({ example: 1 })
  current_page: number;

  @ApiProperty({ example: 1 })
  last_page: number;

  @ApiProperty({ example: 15 })
  per_page: number;

  @ApiProperty()
  total: number;
}

/** POST /super-admin/invoices/run: poll the job at GET /super-admin/jobs/{job_id}. */
export class InvoiceRunQueuedResponse implements InvoiceRunQueued {
  @ApiProperty({ example: '42' })
  job_id: string;

  @ApiProperty({ enum: ['redis', 'in-process'], description: 'in-process: Redis is not reachable, the job runs inside the API' })
  queue: 'redis' | 'in-process';

  @ApiProperty({ example: '2026-10' })
  month: string;
}

/** One owner on the Billing screen's Tenants tab. */
export class BillingOwnerRowResponse implements BillingOwnerRow {
  @ApiProperty()
  owner_id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  is_active: boolean;

  @ApiProperty()
  plan_name: string;

  @ApiProperty()
  plan_price: number;

  @ApiProperty({ description: '0 = unlimited' })
  plan_max_plants: number;

  @ApiProperty()
  plants: number;

  @ApiProperty()
  active_plants: number;

  @ApiProperty({ description: 'Everything invoiced to them, void invoices left out' })
  invoiced: number;

  @ApiProperty()
  collected: number;

  @ApiProperty({ description: 'Still owed on pending and overdue invoices' })
  outstanding: number;

  @ApiProperty()
  overdue_amount: number;

  @ApiProperty()
  invoices: number;

  @ApiProperty()
  overdue_invoices: number;

  @ApiProperty({ type: String, nullable: true, description: 'The day the last invoice was paid in full; null before any' })
  last_payment_at: string | null;

  @ApiProperty({ enum: INVOICE_STATUSES, nullable: true, description: 'The status of their latest (non-void) invoice' })
  latest_status: InvoiceStatus | null;
}

/** GET /super-admin/invoices/summary. */
export class BillingSummaryResponse implements BillingSummary {
  @ApiProperty()
  invoiced: number;

  @ApiProperty()
  collected: number;

  @ApiProperty()
  outstanding: number;

  @ApiProperty()
  invoices: number;

  @ApiProperty()
  pending_invoices: number;

  @ApiProperty()
  paid_invoices: number;

  @ApiProperty()
  overdue_invoices: number;

  @ApiProperty()
  overdue_amount: number;

  @ApiProperty({
    example: 92.5,
    description: 'Collected ÷ billed of the invoices come due (paid or overdue), percent to one decimal; 100 when none',
  })
  collection_rate: number;

  @ApiProperty({ type: [BillingOwnerRowResponse] })
  owners: BillingOwnerRowResponse[];
}
