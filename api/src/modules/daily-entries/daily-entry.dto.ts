import type {
  DailyEntry,
  DailyEntryBatchResult,
  DailyEntryList,
  DailyEntryTotals,
  DailySheet,
  DeliveryStatus,
  Payment,
  PaymentMethod,
  SheetFlags,
  SheetRow,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsISO8601, IsOptional, ValidateNested } from 'class-validator';
import { amountRule, CalendarDate, cansRule, idRule, NumberField, TextField } from '../plants/field-rules';
import { PlantPageQueryDto, PlantQueryDto } from '../plants/plant-query.dto';
import { MAX_ENTRIES_PER_BATCH } from './daily-entry.commands';
import type { ReversalOutcome } from './daily-entry.commands';

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
  @ApiProperty({ example: 12 })
  @NumberField(positiveId('customer id', 'The customer is required.'))
  customer_id: number;

  @ApiProperty({ minimum: 0, maximum: MAX_CANS, example: 2 })
  @NumberField(cans('cans delivered'))
  cans_delivered: number;

  @ApiProperty({ minimum: 0, maximum: MAX_CANS, example: 2, description: 'Empties collected' })
  @NumberField(cans('cans returned'))
  cans_returned: number;

  @ApiPropertyOptional({ minimum: 0, example: 160, description: 'Money received with the delivery (PKR); 0 when absent' })
  @NumberField(amount('collected'))
  collected?: number;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'cash' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: `The payment method must be one of ${PAYMENT_METHODS.join(', ')}.` })
  payment_method?: PaymentMethod;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @TextField(NOTE)
  note?: string | null;

  @ApiPropertyOptional({ enum: DELIVERY_STATUSES, default: 'delivered', description: 'Any status but delivered delivers no cans' })
  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `The status must be one of ${DELIVERY_STATUSES.join(', ')}.` })
  status?: DeliveryStatus;
}

export class DailyEntryDto extends RiderEntryDto {
  @ApiPropertyOptional({ minimum: 0, example: 80, description: "Price per can (PKR); the customer's effective rate when absent" })
  @NumberField({ ...amount('rate'), max: [1_000_000, 'The rate is out of range.'] })
  rate?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "The rider; the customer's assigned rider when absent, null for none" })
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
  @ApiProperty({ minimum: 0.01, example: 1500, description: 'PKR' })
  @NumberField({ ...amount('amount', 0.01), required: 'The amount is required.' })
  amount: number;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsDefined({ message: 'The method is required.' })
  @IsIn(PAYMENT_METHODS, { message: `The method must be one of ${PAYMENT_METHODS.join(', ')}.` })
  method: PaymentMethod;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description: 'A transaction id or receipt number' })
  @TextField({ max: 100, notText: 'The reference must be text.', tooLong: 'The reference may not be longer than 100 characters.' })
  reference?: string | null;

  @ApiPropertyOptional({ format: 'date-time', example: '2026-11-24T10:30:00+05:00', description: 'ISO 8601 instant; now when absent' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'The received at must be an ISO 8601 date and time.' })
  received_at?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The rider who took the money (counts in their day close)' })
  @NumberField(positiveId('employee id'))
  employee_id?: number | null;
}

export class SheetQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: '2026-11-24', description: "The plant's day; its today when absent" })
  @CalendarDate(DAY)
  date?: string;

  @ApiPropertyOptional({ description: 'Only customers of this area' })
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
  @ApiPropertyOptional({ example: '2026-11-24', description: 'One day (YYYY-MM-DD)' })
  @CalendarDate(DAY)
  date?: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'From this day (YYYY-MM-DD)' })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'To this day (YYYY-MM-DD)' })
  @CalendarDate('The to date must be a day written YYYY-MM-DD.')
  to?: string;

  @ApiPropertyOptional({ description: 'Entries of customers of this area' })
  @IsOptional()
  @Type(() => Number)
  @NumberField(positiveId('area id'))
  area_id?: number;

  @ApiPropertyOptional({ description: 'Entries of this rider' })
  @IsOptional()
  @Type(() => Number)
  @NumberField(positiveId('employee id'))
  employee_id?: number;

  @ApiPropertyOptional({ description: 'Entries of this customer' })
  @IsOptional()
  @Type(() => Number)
  @NumberField(positiveId('customer id'))
  customer_id?: number;

  @ApiPropertyOptional({ enum: [...DELIVERY_STATUSES, 'reversed'], description: 'reversed: the entries reversed' })
  @IsOptional()
  @IsIn([...DELIVERY_STATUSES, 'reversed'], { message: `The status must be one of ${[...DELIVERY_STATUSES, 'reversed'].join(', ')}.` })
  status?: DeliveryStatus | 'reversed';
}

/** A delivery entry: also a line of the customer's ledger (its id is the line's). */
export class DailyEntryResponse implements DailyEntry {
  @ApiProperty({ example: 501 })
  id: number;

  @ApiProperty({ example: 1 })
  filter_plant_id: number;

  @ApiProperty({ example: 12 })
  customer_id: number;

  @ApiProperty({ example: 'C-0012' })
  customer_code: string;

  @ApiProperty({ example: 'Muhammad Imran' })
  customer_name: string;

  @ApiProperty()
  area_id: number;

  @ApiProperty({ type: Number, nullable: true })
  employee_id: number | null;

  @ApiProperty({ type: String, nullable: true })
  employee_name: string | null;

  @ApiProperty({ example: '2026-11-24', description: "YYYY-MM-DD, the plant's day" })
  date: string;

  @ApiProperty({ example: 2 })
  cans_delivered: number;

  @ApiProperty({ example: 2 })
  cans_returned: number;

  @ApiProperty({ example: 80 })
  rate: number;

  @ApiProperty({ example: 160, description: 'cans_delivered × rate' })
  amount: number;

  @ApiProperty({ example: 160 })
  collected: number;

  @ApiProperty({ enum: PAYMENT_METHODS })
  payment_method: PaymentMethod;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ enum: DELIVERY_STATUSES })
  status: DeliveryStatus;

  @ApiProperty({ type: Number, nullable: true, description: "The reversing line's id once reversed; a reversed entry counts in no total" })
  reversed_by: number | null;

  @ApiProperty({ type: String, nullable: true })
  reversal_reason: string | null;

  @ApiProperty({ format: 'date-time' })
  recorded_at: string;
}

/** POST /filter-owner/daily-entries: the entry and the customer's account after it. */
export class SavedDailyEntryResponse extends DailyEntryResponse {
  @ApiProperty({ description: "The customer's balance after the entry (negative = advance)" })
  balance: number;

  @ApiProperty({ description: 'Cans at the customer after the entry' })
  customer_cans_out: number;
}

export class DailyEntryTotalsResponse implements DailyEntryTotals {
  @ApiProperty()
  entries: number;

  @ApiProperty()
  cans_delivered: number;

  @ApiProperty()
  cans_returned: number;

  @ApiProperty()
  amount: number;

  @ApiProperty()
  collected: number;
}

/** GET /filter-owner/daily-entries. */
export class DailyEntryListResponse implements DailyEntryList {
  @ApiProperty({ type: [DailyEntryResponse], description: 'Newest first' })
  data: DailyEntryResponse[];

  @ApiProperty({ example: 1 })
  current_page: number;

  @ApiProperty({ example: 3 })
  last_page: number;

  @ApiProperty({ example: 25 })
  per_page: number;

  @ApiProperty()
  total: number;

  @ApiProperty({ type: () => DailyEntryTotalsResponse, description: 'Over every match, reversed entries left out' })
  totals: DailyEntryTotalsResponse;
}

export class SheetFlagsResponse implements SheetFlags {
  @ApiProperty()
  over_credit_limit: boolean;

  @ApiProperty()
  over_can_limit: boolean;

  @ApiProperty({ description: "Paused on the sheet's day (shown when entered anyway)" })
  paused: boolean;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Whole days since the last delivered cans before the sheet's day; null = never delivered",
  })
  no_delivery_for_days: number | null;
}

/** One customer on a day's sheet: due by their schedule, or already entered that day. */
export class SheetRowResponse implements SheetRow {
  @ApiProperty()
  customer_id: number;

  @ApiProperty({ example: 'C-0012' })
  code: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty()
  area_id: number;

  @ApiProperty()
  area_name: string;

  @ApiProperty({ type: Number, nullable: true })
  employee_id: number | null;

  @ApiProperty({ type: String, nullable: true })
  employee_name: string | null;

  @ApiProperty({ type: Number, nullable: true, description: "Place in the area's route; null = not placed" })
  route_position: number | null;

  @ApiProperty({ description: 'Due that day by their schedule' })
  scheduled: boolean;

  @ApiProperty({ description: "The schedule's cans (the prefill)" })
  default_quantity: number;

  @ApiProperty({ description: "The customer's effective rate on the day" })
  rate: number;

  @ApiProperty({ description: "Balance before the day's saved entries" })
  previous_balance: number;

  @ApiProperty({ description: 'Cans at the customer now' })
  cans_out: number;

  @ApiProperty()
  balance: number;

  @ApiProperty({ type: () => SheetFlagsResponse })
  flags: SheetFlagsResponse;

  @ApiProperty({ type: [DailyEntryResponse], description: 'Entries already saved for the customer that day (not reversed)' })
  entries: DailyEntryResponse[];
}

/** GET /filter-owner/daily-entries/sheet and GET /rider/sheet. */
export class DailySheetResponse implements DailySheet {
  @ApiProperty({ example: '2026-11-24' })
  date: string;

  @ApiProperty()
  filter_plant_id: number;

  @ApiProperty({ type: [SheetRowResponse], description: 'Due customers in route order, then the others entered that day' })
  rows: SheetRowResponse[];

  @ApiProperty({ type: () => DailyEntryTotalsResponse, description: 'Of the saved entries of the day on this sheet' })
  totals: DailyEntryTotalsResponse;
}

export class SavedEntryRefResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  customer_id: number;

  @ApiProperty()
  amount: number;
}

export class CustomerBalanceResponse {
  @ApiProperty()
  customer_id: number;

  @ApiProperty()
  balance: number;

  @ApiProperty()
  cans_out: number;
}

/** POST /filter-owner/daily-entries/batch and POST /rider/entries. */
export class DailyEntryBatchResponse implements DailyEntryBatchResult {
  @ApiProperty({ example: '2026-11-24' })
  date: string;

  @ApiProperty({ type: [SavedEntryRefResponse], description: 'The entries saved, in the order sent' })
  entries: SavedEntryRefResponse[];

  @ApiProperty({ type: [CustomerBalanceResponse], description: "Each customer's account after the batch" })
  balances: CustomerBalanceResponse[];
}

/** POST /filter-owner/daily-entries/{id}/reverse and …/correct. */
export class ReversalOutcomeResponse implements ReversalOutcome {
  @ApiProperty({ description: "The reversing line's id" })
  id: number;

  @ApiProperty({ description: 'The entry reversed' })
  reverses: number;

  @ApiProperty()
  customer_id: number;

  @ApiProperty({ description: "The customer's balance after it" })
  balance: number;

  @ApiProperty({ description: 'Cans at the customer after it' })
  cans_out: number;

  @ApiProperty({ type: Number, nullable: true, description: "With a correction: the new entry's id" })
  replaced_by: number | null;
}

/** POST /filter-owner/customers/{id}/payments. */
export class PaymentResponse implements Payment {
  @ApiProperty({ description: "Also the ledger line's id: reversed with POST /filter-owner/customers/{id}/ledger/{line_id}/reverse" })
  id: number;

  @ApiProperty()
  customer_id: number;

  @ApiProperty({ example: 1500 })
  amount: number;

  @ApiProperty({ enum: PAYMENT_METHODS })
  method: PaymentMethod;

  @ApiProperty({ type: String, nullable: true })
  reference: string | null;

  @ApiProperty({ format: 'date-time' })
  received_at: string;

  @ApiProperty({ example: '2026-11-24', description: "The plant's day it was received" })
  date: string;

  @ApiProperty({ type: Number, nullable: true })
  employee_id: number | null;

  @ApiProperty({ description: "The customer's balance after it (negative = advance)" })
  balance: number;
}
