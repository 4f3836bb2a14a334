import type { DeliveryStatus, PaymentMethod } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsISO8601, IsOptional, ValidateNested } from 'class-validator';
import { amountRule, CalendarDate, cansRule, idRule, NumberField, TextField } from '../plants/field-rules';
import { PlantPageQueryDto, PlantQueryDto } from '../plants/plant-query.dto';
import { MAX_ENTRIES_PER_BATCH } from './daily-entry.commands';

export const DELIVERY_STATUSES: DeliveryStatus[] = ['delivered', 'not_home', 'refused', 'skipped'];
export const PAYMENT_METHODS: PaymentMethod[] = ['cash', 'jazzcash', 'easypaisa', 'bank', 'other'];
const MAX_MONEY = 10_000_000;
const MAX_CANS = 1_000;

const positiveId = idRule;
const cans = (field: string) => ({ ...cansRule(field, MAX_CANS), required: `The ${field} are required.` });
const amount = (field: string, min = 0) => ({
  ...amountRule(field, min, MAX_MONEY),
  ...(min > 0 ? { min: [min, `The ${field} must be more than 0.`] as [number, string] } : {}),
});
const NOTE = { max: 500, notText: 'The note must be text.', tooLong: 'The note may not be longer than 500 characters.' };
const REASON = {
  required: 'A reason is required.',
  notText: 'A reason is required.',
  max: 200,
  tooLong: 'The reason may not be longer than 200 characters.',
};
const DAY = 'The date must be a day written YYYY-MM-DD.';

/** What a rider may send for a customer: no rate and no rider (they are the customer's rate and the rider). */
export class RiderEntryDto {
  @ApiProperty()
  @NumberField(positiveId('customer id', 'The customer is required.'))
  customer_id: number;

  @ApiProperty({ minimum: 0, maximum: MAX_CANS })
  @NumberField(cans('cans delivered'))
  cans_delivered: number;

  @ApiProperty({ minimum: 0, maximum: MAX_CANS, description: 'Empties collected' })
  @NumberField(cans('cans returned'))
  cans_returned: number;

  @ApiPropertyOptional({ description: 'Money received with the delivery (PKR); 0 when absent' })
  @NumberField(amount('collected'))
  collected?: number;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'cash' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: `The payment method must be one of ${PAYMENT_METHODS.join(', ')}.` })
  payment_method?: PaymentMethod;

  @ApiPropertyOptional({ maxLength: 500 })
  @TextField(NOTE)
  note?: string | null;

  @ApiPropertyOptional({ enum: DELIVERY_STATUSES, default: 'delivered' })
  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `The status must be one of ${DELIVERY_STATUSES.join(', ')}.` })
  status?: DeliveryStatus;
}

export class DailyEntryDto extends RiderEntryDto {
  @ApiPropertyOptional({ description: "Price per can (PKR); the customer's effective rate when absent" })
  @NumberField({ ...amount('rate'), max: [1_000_000, 'The rate is out of range.'] })
  rate?: number;

  @ApiPropertyOptional({ description: "The rider; the customer's assigned rider when absent, null for none" })
  @NumberField(positiveId('employee id'))
  employee_id?: number | null;
}

export class DailyEntryBatchDto {
  @ApiPropertyOptional({ example: '2026-11-24', description: "The plant's day; its today when absent" })
  @CalendarDate(DAY)
  date?: string;

  @ApiProperty({ type: [DailyEntryDto], maxItems: MAX_ENTRIES_PER_BATCH })
  @IsDefined({ message: 'The entries are required.' })
  @IsArray({ message: 'The entries must be a list.' })
  @ArrayMaxSize(MAX_ENTRIES_PER_BATCH, { message: `A batch holds at most ${MAX_ENTRIES_PER_BATCH} entries.` })
  @ValidateNested({ each: true })
  @Type(() => DailyEntryDto)
  entries: DailyEntryDto[];
}

export class RiderEntryBatchDto {
  @ApiPropertyOptional({ example: '2026-11-24', description: "The plant's day; its today when absent" })
  @CalendarDate(DAY)
  date?: string;

  @ApiProperty({ type: [RiderEntryDto], maxItems: MAX_ENTRIES_PER_BATCH })
  @IsDefined({ message: 'The entries are required.' })
  @IsArray({ message: 'The entries must be a list.' })
  @ArrayMaxSize(MAX_ENTRIES_PER_BATCH, { message: `A batch holds at most ${MAX_ENTRIES_PER_BATCH} entries.` })
  @ValidateNested({ each: true })
  @Type(() => RiderEntryDto)
  entries: RiderEntryDto[];
}

/** POST /daily-entries: one entry with its day. */
export class SingleDailyEntryDto extends DailyEntryDto {
  @ApiPropertyOptional({ example: '2026-11-24', description: "The plant's day; its today when absent" })
  @CalendarDate(DAY)
  date?: string;
}

export class ReverseEntryDto {
  @ApiProperty({ maxLength: 200, description: 'Why the entry is reversed' })
  @TextField(REASON)
  reason: string;
}

/** POST /daily-entries/{id}/correct: the reason and the entry as it should have been. */
export class CorrectEntryDto extends DailyEntryDto {
  @ApiProperty({ maxLength: 200, description: 'Why the entry is corrected' })
  @TextField(REASON)
  reason: string;
}

export class PaymentDto {
  @ApiProperty({ minimum: 0.01 })
  @NumberField({ ...amount('amount', 0.01), required: 'The amount is required.' })
  amount: number;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsDefined({ message: 'The method is required.' })
  @IsIn(PAYMENT_METHODS, { message: `The method must be one of ${PAYMENT_METHODS.join(', ')}.` })
  method: PaymentMethod;

  @ApiPropertyOptional({ maxLength: 100, description: 'A transaction id or receipt number' })
  @TextField({ max: 100, notText: 'The reference must be text.', tooLong: 'The reference may not be longer than 100 characters.' })
  reference?: string | null;

  @ApiPropertyOptional({ description: 'ISO 8601 instant; now when absent' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'The received at must be an ISO 8601 date and time.' })
  received_at?: string;

  @ApiPropertyOptional({ description: 'The rider who took the money (counts in their day close)' })
  @NumberField(positiveId('employee id'))
  employee_id?: number | null;
}

export class SheetQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ description: "The plant's day; its today when absent" })
  @CalendarDate(DAY)
  date?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @NumberField(positiveId('area id'))
  area_id?: number;

  @ApiPropertyOptional({ description: 'Customers assigned to this rider' })
  @IsOptional()
  @Type(() => Number)
  @NumberField(positiveId('employee id'))
  employee_id?: number;
}

export class DailyEntryListQueryDto extends PlantPageQueryDto {
  @ApiPropertyOptional()
  @CalendarDate(DAY)
  date?: string;

  @ApiPropertyOptional()
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional()
  @CalendarDate('The to date must be a day written YYYY-MM-DD.')
  to?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @NumberField(positiveId('area id'))
  area_id?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @NumberField(positiveId('employee id'))
  employee_id?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @NumberField(positiveId('customer id'))
  customer_id?: number;

  @ApiPropertyOptional({ enum: [...DELIVERY_STATUSES, 'reversed'] })
  @IsOptional()
  @IsIn([...DELIVERY_STATUSES, 'reversed'], { message: `The status must be one of ${[...DELIVERY_STATUSES, 'reversed'].join(', ')}.` })
  status?: DeliveryStatus | 'reversed';
}
