import type {
  Coordinates,
  DailyEntry,
  DailyEntryBatchResult,
  DailyEntryList,
  DailyEntryTotals,
  DailySheet,
  DeliveryStatus,
  HeldContainers,
  Payment,
  PaymentMethod,
  SheetFlags,
  SheetProduct,
  SheetRow,
} from '@paani/contracts';
import { DueItemResponse } from '../schedules/schedule.dto';
import { DAY_SHEET_LANGUAGE_CODES, DaySheetLanguage } from './pdf/day-sheet-pdf';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsISO8601, IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { amountRule, CalendarDate, cansRule, idRule, NumberField, TextField } from '../plants/field-rules';
import { PlantPageQueryDto, PlantQueryDto } from '../plants/plant-query.dto';
import { MAX_ENTRIES_PER_BATCH } from './daily-entry.commands';
import { EntryItemResponse } from '../products/product.dto';
import { ProductRateResponse } from '../customers/customer.dto';
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

/** One product of a rider's entry: no rate (it is the customer's). */
export class RiderEntryItemDto {
  @ApiProperty({
    example: 2,
    description: "The product's number in the plant (GET /filter-owner/products); 1 is the plant's first product",
  })
  @NumberField(positiveId('product id', 'The product is required.'))
  product_id: number;

  @ApiProperty({ minimum: 0, maximum: MAX_CANS, example: 3 })
  @NumberField(cans('delivered'))
  delivered: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_CANS, example: 0, description: 'Empties back (returnable products only); 0 when absent' })
  @NumberField(cansRule('returned', MAX_CANS))
  returned?: number;
}

export class EntryItemDto extends RiderEntryItemDto {
  @ApiPropertyOptional({ minimum: 0, example: 120, description: "Price of one (PKR); the customer's rate for the product when absent" })
  @NumberField({ ...amount('rate'), max: [1_000_000, 'The rate is out of range.'] })
  rate?: number;
}

/** The single-product fields are required unless the entry gives its items. */
const withoutItems = (entry: { items?: unknown; cans_delivered?: unknown; cans_returned?: unknown }, field: unknown) =>
  entry.items === undefined || field !== undefined;
const MAX_ITEMS = 20;

/** An entry's optional list of products, each validated as `item` (the rider's without a rate, the owner's with one). */
function EntryItems(item: new () => RiderEntryItemDto): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: [item], maxItems: MAX_ITEMS, description: 'Each product delivered or returned; replaces the cans fields' }),
    IsOptional(),
    IsArray({ message: 'The items must be a list.' }),
    ArrayMaxSize(MAX_ITEMS, { message: `An entry holds at most ${MAX_ITEMS} items.` }),
    ValidateNested({ each: true }),
    Type(() => item),
  );
}

/** What a rider may send for a customer: no rate and no rider (they are the customer's rate and the rider). */
export class RiderEntryDto {
  @ApiProperty({ example: 12 })
  @NumberField(positiveId('customer id', 'The customer is required.'))
  customer_id: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_CANS, example: 2, description: "The first product's; required without items" })
  @ValidateIf((entry: RiderEntryDto) => withoutItems(entry, entry.cans_delivered))
  @NumberField(cans('cans delivered'))
  cans_delivered?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_CANS,
    example: 2,
    description: 'Empties of the first product collected; required without items',
  })
  @ValidateIf((entry: RiderEntryDto) => withoutItems(entry, entry.cans_returned))
  @NumberField(cans('cans returned'))
  cans_returned?: number;

  @EntryItems(RiderEntryItemDto)
  items?: RiderEntryItemDto[];

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
  @EntryItems(EntryItemDto)
  declare items?: EntryItemDto[];

  @ApiPropertyOptional({
    minimum: 0,
    example: 80,
    description: "Price of the first product (PKR); the customer's effective rate when absent",
  })
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

/** GET /daily-entries/sheet/pdf: the sheet's criteria, and the language of its headings. */
export class PrintedSheetQueryDto extends SheetQueryDto {
  @ApiPropertyOptional({ enum: DAY_SHEET_LANGUAGE_CODES, description: "The headings' language: en (default) or ur (Urdu, right to left)" })
  @IsOptional()
  @IsIn(DAY_SHEET_LANGUAGE_CODES, { message: 'The language must be en or ur.' })
  lang?: DaySheetLanguage;
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

const dailyEntryFields = {
  id: num({ example: 501 }),
  filter_plant_id: num({ example: 1 }),
  customer_id: num({ example: 12 }),
  customer_code: text({ example: 'C-0012' }),
  customer_name: text({ example: 'Muhammad Imran' }),
  area_id: num(),
  employee_id: num().nullable(),
  employee_name: text().nullable(),
  date: text({ example: '2026-11-24', description: "YYYY-MM-DD, the plant's day" }),
  cans_delivered: num({ example: 2 }),
  cans_returned: num({ example: 2 }),
  rate: num({ example: 80 }),
  amount: num({ example: 160, description: 'Σ delivered × rate over the items' }),
  items: list(EntryItemResponse, {
    description: 'Each product the entry moved; the first product is also cans_delivered, cans_returned and rate',
  }),
  collected: num({ example: 160 }),
  payment_method: oneOf(PAYMENT_METHODS),
  note: text().nullable(),
  status: oneOf(DELIVERY_STATUSES),
  reversed_by: num({ description: "The reversing line's id once reversed; a reversed entry counts in no total" }).nullable(),
  reversal_reason: text().nullable(),
  recorded_at: moment(),
} satisfies Fields<DailyEntry>;

/** A delivery entry: also a line of the customer's ledger (its id is the line's). */
export const DailyEntryResponse = model('DailyEntryResponse', dailyEntryFields);

/** POST /filter-owner/daily-entries: the entry and the customer's account after it. */
export const SavedDailyEntryResponse = model('SavedDailyEntryResponse', {
  ...dailyEntryFields,
  balance: num({ description: "The customer's balance after the entry (negative = advance)" }),
  customer_cans_out: num({ description: 'Cans at the customer after the entry' }),
});

export const DailyEntryTotalsResponse = model('DailyEntryTotalsResponse', {
  entries: num(),
  cans_delivered: num(),
  cans_returned: num(),
  amount: num(),
  collected: num(),
} satisfies Fields<DailyEntryTotals>);

/** GET /filter-owner/daily-entries. */
export const DailyEntryListResponse = model('DailyEntryListResponse', {
  data: list(DailyEntryResponse, { description: 'Newest first' }),
  current_page: num({ example: 1 }),
  last_page: num({ example: 3 }),
  per_page: num({ example: 25 }),
  total: num(),
  totals: one(DailyEntryTotalsResponse, { description: 'Over every match, reversed entries left out' }),
} satisfies Fields<DailyEntryList>);

export const SheetFlagsResponse = model('SheetFlagsResponse', {
  over_credit_limit: bool(),
  over_can_limit: bool(),
  paused: bool({ description: "Paused on the sheet's day (shown when entered anyway)" }),
  no_delivery_for_days: num({
    description: "Whole days since the last delivered cans before the sheet's day; null = never delivered",
  }).nullable(),
} satisfies Fields<SheetFlags>);

/** A customer's place on the map. */
export const CoordinatesResponse = model('CoordinatesResponse', {
  latitude: num({ example: 31.5204 }),
  longitude: num({ example: 74.3587 }),
} satisfies Fields<Coordinates>);

export const HeldContainersResponse = model('HeldContainersResponse', {
  product_id: num({ example: 1 }),
  held: num({ example: 2 }),
  deposited: num({ example: 2, description: "Covered by their deposit (the first product's: security_deposit_cans, 0 here)" }),
  over_deposit: bool({ description: 'Holds more than the deposit covers, of a product asking a deposit' }),
} satisfies Fields<HeldContainers>);

export const SheetProductResponse = model('SheetProductResponse', {
  id: num({ example: 2 }),
  name: text({ example: '6 L bottle' }),
  name_ur: text().nullable(),
  unit: text({ example: 'bottle' }),
  returnable: bool(),
  default_rate: num({ example: 120, description: "PKR; the first product's price for a row is the row's rate" }),
  deposit_per_unit: num({
    example: 300,
    description: 'PKR a container asks as deposit; above 0, holding more than the deposit covers is flagged',
  }),
} satisfies Fields<SheetProduct>);

/** One customer on a day's sheet: due by their schedule, or already entered that day. */
export const SheetRowResponse = model('SheetRowResponse', {
  customer_id: num(),
  code: text({ example: 'C-0012' }),
  name: text(),
  address: text().nullable(),
  phone: text().nullable(),
  location: one(CoordinatesResponse, { description: "The customer's place on the map; null when not set" }).nullable(),
  area_id: num(),
  area_name: text(),
  employee_id: num().nullable(),
  employee_name: text().nullable(),
  route_position: num({ description: "Place in the area's route; null = not placed" }).nullable(),
  scheduled: bool({ description: 'Due that day by their schedule' }),
  default_quantity: num({ description: "The schedule's cans of the first product that day (the prefill)" }),
  default_items: list(DueItemResponse, { description: "What the schedule's lines bring that day, per product (the prefill)" }),
  rate: num({ description: "The customer's effective rate on the day" }),
  previous_balance: num({ description: "Balance before the day's saved entries" }),
  cans_out: num({ description: 'Cans at the customer now' }),
  balance: num(),
  flags: one(SheetFlagsResponse),
  product_rates: list(ProductRateResponse, { description: "Their own prices of the plant's other products; others sell at default_rate" }),
  containers: list(HeldContainersResponse, { description: 'Containers held of each returnable product' }),
  entries: list(DailyEntryResponse, { description: 'Entries already saved for the customer that day (not reversed)' }),
} satisfies Fields<SheetRow>);

/** GET /filter-owner/daily-entries/sheet and GET /rider/sheet. */
export const DailySheetResponse = model('DailySheetResponse', {
  date: text({ example: '2026-11-24' }),
  filter_plant_id: num(),
  rows: list(SheetRowResponse, { description: 'Due customers in route order, then the others entered that day' }),
  products: list(SheetProductResponse, { description: "The plant's active products sold on entries, in order" }),
  totals: one(DailyEntryTotalsResponse, { description: 'Of the saved entries of the day on this sheet' }),
} satisfies Fields<DailySheet>);

export const SavedEntryRefResponse = model('SavedEntryRefResponse', {
  id: num(),
  customer_id: num(),
  amount: num(),
});

export const CustomerBalanceResponse = model('CustomerBalanceResponse', {
  customer_id: num(),
  balance: num(),
  cans_out: num(),
});

/** POST /filter-owner/daily-entries/batch and POST /rider/entries. */
export const DailyEntryBatchResponse = model('DailyEntryBatchResponse', {
  date: text({ example: '2026-11-24' }),
  entries: list(SavedEntryRefResponse, { description: 'The entries saved, in the order sent' }),
  balances: list(CustomerBalanceResponse, { description: "Each customer's account after the batch" }),
} satisfies Fields<DailyEntryBatchResult>);

/** POST /filter-owner/daily-entries/{id}/reverse and …/correct. */
export const ReversalOutcomeResponse = model('ReversalOutcomeResponse', {
  id: num({ description: "The reversing line's id" }),
  reverses: num({ description: 'The entry reversed' }),
  customer_id: num(),
  balance: num({ description: "The customer's balance after it" }),
  cans_out: num({ description: 'Cans at the customer after it' }),
  replaced_by: num({ description: "With a correction: the new entry's id" }).nullable(),
} satisfies Fields<ReversalOutcome>);

/** POST /filter-owner/customers/{id}/payments. */
export const PaymentResponse = model('PaymentResponse', {
  id: num({ description: "Also the ledger line's id: reversed with POST /filter-owner/customers/{id}/ledger/{line_id}/reverse" }),
  customer_id: num(),
  amount: num({ example: 1500 }),
  method: oneOf(PAYMENT_METHODS),
  reference: text().nullable(),
  received_at: moment(),
  date: text({ example: '2026-11-24', description: "The plant's day it was received" }),
  employee_id: num().nullable(),
  balance: num({ description: "The customer's balance after it (negative = advance)" }),
} satisfies Fields<Payment>);
