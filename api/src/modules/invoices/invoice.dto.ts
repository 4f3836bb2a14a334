import type { InvoiceStatus } from '@paani/contracts';
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
  @ApiProperty({ description: 'PKR, greater than 0, at most 2 decimals, at most the amount still due' })
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

  @ApiPropertyOptional({ maxLength: 100, description: "The bank's or the payer's reference" })
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

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The owner id must be a positive integer.' })
  @Min(1, { message: 'The owner id must be a positive integer.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'The owner id must be a positive integer.' })
  owner_id?: number;

  @ApiPropertyOptional({ example: '2026-10' })
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

  @ApiPropertyOptional({ example: '2026-10' })
  @IsOptional()
  @Matches(MONTH, { message: MONTH_MESSAGE })
  month?: string;
}
