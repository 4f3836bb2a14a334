import type {
  ContainerHolding,
  CustomerRental,
  ProductRate,
  Customer,
  CustomerLanguage,
  CustomerLedger,
  CustomerList,
  CustomerPause,
  LedgerLine,
  LedgerLineKind,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, day, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { amountRule, CalendarDate, cansRule, IdQuery, idRule, NumberField, TextField } from '../plants/field-rules';
import { PlantPageQueryDto, PlantQueryDto } from '../plants/plant-query.dto';
import { CustomerScheduleDto } from '../schedules/schedule.dto';
import { CUSTOMER_LANGUAGES } from './customer.events';
import { normalisePakistaniMobile, PHONE_INVALID } from '../../platform/domain/phone';

const MAX_MONEY = 1_000_000_000;
const MAX_CANS = 100_000;

/** A Pakistani mobile number in any usual spelling, or nothing (null or empty). */
function PakistaniMobile(): PropertyDecorator {
  const ok = (value: unknown) =>
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'string' && value.length <= 30 && normalisePakistaniMobile(value) !== null);
  return ValidateBy({ name: 'pakistaniMobile', validator: { validate: ok, defaultMessage: () => PHONE_INVALID } });
}

const NAME = { required: 'Customer name is required', notText: 'Customer name is required', max: 100, tooLong: 'Customer name too long' };
const CODE = {
  max: 20,
  notText: 'The code must be text.',
  tooLong: 'The code may not be longer than 20 characters.',
  pattern: [/^\s*[A-Za-z0-9][A-Za-z0-9\-_/.]*\s*$/, 'The code may hold letters, digits, hyphens, slashes, dots and underscores only.'] as [
    RegExp,
    string,
  ],
};
const ADDRESS = { max: 500, notText: 'The address must be text.', tooLong: 'The address may not be longer than 500 characters.' };
const NOTES = { max: 2000, notText: 'The notes must be text.', tooLong: 'The notes may not be longer than 2000 characters.' };
const REASON = {
  required: 'A reason is required.',
  notText: 'A reason is required.',
  max: 200,
  tooLong: 'The reason may not be longer than 200 characters.',
};
const id = idRule;
const amount = (field: string, min: number) => amountRule(field, min, MAX_MONEY);
const cans = (field: string, min = 0) => cansRule(field, MAX_CANS, min);

/** A customer's own price of one of the plant's products. */
export class ProductRateDto {
  @ApiProperty({ example: 2, description: 'A product of the plant other than the first (GET /filter-owner/products)' })
  @NumberField(id('product id', 'The product is required.'))
  product_id: number;

  @ApiProperty({ example: 110, description: 'PKR' })
  @NumberField({ ...amount('rate', 0), max: [1_000_000, 'The rate is out of range.'], required: 'The rate is required.' })
  rate: number;
}

/** Containers of one returnable product at a customer when they join. */
export class OpeningContainerDto {
  @ApiProperty({ example: 3, description: 'A returnable product of the plant (GET /filter-owner/products)' })
  @NumberField(id('product id', 'The product is required.'))
  product_id: number;

  @ApiProperty({ minimum: 0, example: 2, description: 'Containers of it at the customer on the opening date' })
  @NumberField({ ...cans('quantity'), required: 'Give how many containers the customer holds (0 for none).' })
  quantity: number;
}

/** The fields create and update share (all optional; on update absent ones keep their value, null clears one). */
class CustomerFieldsDto {
  @ApiPropertyOptional({
    description: 'Unique per plant; generated C-0001, C-0002… when absent on create',
    maxLength: 20,
    example: 'C-0042',
  })
  @TextField(CODE)
  code?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '0300-1234567',
    description: 'A Pakistani mobile number (03xx-xxxxxxx or +92 3xx xxxxxxx); stored as E.164',
  })
  @PakistaniMobile()
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '0300-1234567',
    description: 'A Pakistani mobile number; the phone when absent',
  })
  @PakistaniMobile()
  whatsapp?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, example: 'House 12, Street 4, Gulberg III' })
  @TextField(ADDRESS)
  address?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90, example: 31.5204 })
  @NumberField({
    notNumber: 'The latitude must be a number.',
    maxDecimals: 7,
    min: [-90, 'The latitude must be between -90 and 90.'],
    max: [90, 'The latitude must be between -90 and 90.'],
  })
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180, example: 74.3587 })
  @NumberField({
    notNumber: 'The longitude must be a number.',
    maxDecimals: 7,
    min: [-180, 'The longitude must be between -180 and 180.'],
    max: [180, 'The longitude must be between -180 and 180.'],
  })
  longitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A rider (employee of the plant assigned to the area); null for none' })
  @NumberField(id('employee id'))
  employee_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    example: 80,
    description: "Price per can in PKR; null = the plant's default_can_rate",
  })
  @NumberField({ ...amount('rate', 0), max: [1_000_000, 'The rate is out of range.'] })
  rate?: number | null;

  @ApiPropertyOptional({
    type: [ProductRateDto],
    maxItems: 20,
    description: "Their own prices of the plant's other products (the first product's is rate); replaces the whole list when given",
  })
  @IsOptional()
  @IsArray({ message: 'The product rates must be a list.' })
  @ArrayMaxSize(20, { message: 'At most 20 product rates.' })
  @ValidateNested({ each: true })
  @Type(() => ProductRateDto)
  product_rates?: ProductRateDto[];

  @ApiPropertyOptional({ minimum: 0, description: 'Cans lent against a deposit (a change is recorded as a deposit line)' })
  @NumberField(cans('security deposit cans'))
  security_deposit_cans?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Deposit money held, PKR (a change is recorded as a deposit line)' })
  @NumberField(amount('security deposit amount', 0))
  security_deposit_amount?: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    description: 'PKR; crossing it is flagged, never blocked; null for none',
  })
  @NumberField(amount('credit limit', 0))
  credit_limit?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    description: 'Cans; crossing it is flagged, never blocked; null for none',
  })
  @NumberField(cans('can limit'))
  can_limit?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @TextField(NOTES)
  notes?: string | null;

  @ApiPropertyOptional({
    enum: CUSTOMER_LANGUAGES,
    default: 'en',
    description:
      "The customer's statements (PDF and share page), statement WhatsApp message and payment reminder are written in it: en (English, the default) or ur (Urdu)",
  })
  @IsOptional()
  @IsIn(CUSTOMER_LANGUAGES, { message: 'The language must be en or ur.' })
  language?: CustomerLanguage;
}

/** PUT /customers/{id}: the shared fields, name and area included, all optional; no opening figures. */
export class UpdateCustomerDto extends CustomerFieldsDto {
  @ApiPropertyOptional({ maxLength: 100, example: 'Muhammad Imran' })
  @IsOptional()
  @TextField(NAME)
  name?: string;

  @ApiPropertyOptional({ description: 'An area of the plant (a new area without employee_id clears the rider)' })
  @NumberField(id('area id'))
  area_id?: number;
}

export class CreateCustomerDto extends CustomerFieldsDto {
  @ApiProperty({ maxLength: 100, example: 'Muhammad Imran' })
  @TextField(NAME)
  name: string;

  @ApiProperty({ description: 'An area of the plant', example: 4 })
  @NumberField(id('area id', 'The area is required.'))
  area_id: number;

  @ApiPropertyOptional({ description: 'Money owed on joining, PKR; negative = an advance. Recorded as the opening ledger line.' })
  @NumberField(amount('opening balance', -MAX_MONEY))
  opening_balance?: number;

  @ApiPropertyOptional({ description: "Cans (product 1's containers) already at the customer on joining" })
  @NumberField(cans('opening cans'))
  opening_cans?: number;

  @ApiPropertyOptional({
    type: [OpeningContainerDto],
    maxItems: 20,
    description:
      "Containers of the plant's returnable products already at the customer on joining, each product once; recorded on the opening ledger line (GET /customers/{id} answers them in containers). Product 1's are opening_cans: naming it here too must give the same number",
  })
  @IsOptional()
  @IsArray({ message: 'The opening containers must be a list.' })
  @ArrayMaxSize(20, { message: 'At most 20 opening containers.' })
  @ValidateNested({ each: true })
  @Type(() => OpeningContainerDto)
  opening_containers?: OpeningContainerDto[];

  @ApiPropertyOptional({
    format: 'date',
    description:
      "Opening as of (YYYY-MM-DD): the plant's day the opening balance, cans and deposit stand at; today when absent. Not after today nor inside the lock period; nothing may be dated before it",
  })
  @CalendarDate('The opening date must be a day written YYYY-MM-DD.')
  opening_date?: string;

  @ApiPropertyOptional({ type: () => CustomerScheduleDto, description: 'Their delivery schedule at once; absent = daily, quantity 1' })
  @IsOptional()
  @IsObject({ message: 'The schedule must be an object.' })
  @ValidateNested()
  @Type(() => CustomerScheduleDto)
  schedule?: CustomerScheduleDto;
}

export class CustomerPauseDto {
  @ApiProperty({ example: '2026-12-01', description: 'The first paused day (YYYY-MM-DD)' })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.', { required: 'The from date is required.' })
  from: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-15',
    description: 'The last paused day; absent or null = until removed',
  })
  @CalendarDate('The until date must be a day written YYYY-MM-DD.')
  until?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, example: 'Away for a wedding' })
  @TextField({ ...REASON, required: undefined })
  reason?: string | null;
}

export class CustomerAdjustmentDto {
  @ApiPropertyOptional({ description: 'PKR; positive: the customer owes more, negative: owes less' })
  @NumberField(amount('amount', -MAX_MONEY))
  amount?: number;

  @ApiPropertyOptional({ description: 'Cans; positive: more cans at the customer, negative: fewer' })
  @NumberField(cans('cans', -MAX_CANS))
  cans?: number;

  @ApiProperty({ maxLength: 200, example: 'Two cans returned broken' })
  @TextField(REASON)
  reason: string;

  @ApiPropertyOptional({
    example: '2026-12-01',
    description: "The plant's day of the line (YYYY-MM-DD); today when absent; never in the future",
  })
  @CalendarDate('The date must be a day written YYYY-MM-DD.')
  date?: string;
}

export class ContainersLostDto {
  @ApiProperty({ example: 1, description: 'A returnable product of the plant' })
  @NumberField(id('product id', 'The product is required.'))
  product_id: number;

  @ApiProperty({ minimum: 1, example: 2, description: 'Containers lost, at most what the customer holds' })
  @NumberField({ ...cans('quantity', 1), required: 'Give how many containers were lost.' })
  quantity: number;

  @ApiProperty({ minimum: 0, example: 1000, description: 'PKR charged on their ledger; 0 for none' })
  @NumberField({ ...amount('charge', 0), required: 'The charge is required (0 for none).' })
  charge: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @TextField({ max: 200, notText: 'The reason must be text.', tooLong: 'The reason may not be longer than 200 characters.' })
  reason?: string | null;

  @ApiPropertyOptional({ example: '2026-11-24', description: "The plant's day; today when absent" })
  @CalendarDate('The date must be a day written YYYY-MM-DD.')
  date?: string;
}

export class CustomerDepositDto {
  @ApiProperty({ enum: ['taken', 'refunded'], description: 'A deposit taken from the customer, or given back' })
  @IsIn(['taken', 'refunded'], { message: 'The kind must be taken or refunded.' })
  kind: 'taken' | 'refunded';

  @ApiPropertyOptional({
    type: Number,
    example: 3,
    description: "The returnable product the deposit covers; the first product's cans when absent",
  })
  @NumberField(id('product id'))
  product_id?: number;

  @ApiPropertyOptional({ minimum: 0, description: "Containers the deposit covers (of product_id's product)" })
  @NumberField(cans('cans'))
  cans?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'PKR' })
  @NumberField(amount('amount', 0))
  amount?: number;

  @ApiPropertyOptional({ example: '2026-12-01', description: "YYYY-MM-DD; today (the plant's day) when absent" })
  @CalendarDate('The date must be a day written YYYY-MM-DD.')
  date?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @TextField({ max: 200, notText: 'The note must be text.', tooLong: 'The note may not be longer than 200 characters.' })
  note?: string;
}

export class ReverseLedgerLineDto {
  @ApiProperty({ maxLength: 200, description: 'Why the line is reversed' })
  @TextField(REASON)
  reason: string;
}

export class MoveCustomersDto {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: 500, example: [12, 13] })
  @IsArray({ message: 'The customer ids must be a list.' })
  @ArrayMinSize(1, { message: 'Choose at least one customer.' })
  @ArrayMaxSize(500, { message: 'At most 500 customers can be moved at once.' })
  @IsInt({ each: true, message: 'Each customer id must be a positive integer.' })
  @Min(1, { each: true, message: 'Each customer id must be a positive integer.' })
  @Max(Number.MAX_SAFE_INTEGER, { each: true, message: 'Each customer id must be a positive integer.' })
  customer_ids: number[];

  @ApiProperty({ example: 4 })
  @NumberField(id('area id', 'The area is required.'))
  area_id: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A rider assigned to the area; absent or null for none' })
  @NumberField(id('employee id'))
  employee_id?: number | null;
}

const SORTS = ['name', 'code', 'balance', 'cans_out', 'last_delivery_at'];

/** GET /customers: filters, sort and page (25 a page unless asked, at most 100). */
export class CustomerListQueryDto extends PlantPageQueryDto {
  @ApiPropertyOptional({ description: 'Only customers of this area' })
  @IdQuery('area id')
  area_id?: number;

  @ApiPropertyOptional({ description: 'Only customers this rider serves' })
  @IdQuery('employee id')
  employee_id?: number;

  @ApiPropertyOptional({ enum: ['active', 'paused', 'inactive'], description: "paused: inside a pause today (the plant's day)" })
  @IsOptional()
  @IsIn(['active', 'paused', 'inactive'], { message: 'The status must be active, paused or inactive.' })
  status?: 'active' | 'paused' | 'inactive';

  @ApiPropertyOptional({ description: 'Part of a name, code or phone (digits match a phone in any spelling)' })
  @IsOptional()
  @MaxLength(100, { message: 'The search may not be longer than 100 characters.' })
  search?: string;

  @ApiPropertyOptional({
    enum: ['owing', 'advance', 'over_limit'],
    description: 'owing: balance above 0; advance: below 0; over_limit: over the credit or can limit',
  })
  @IsOptional()
  @IsIn(['owing', 'advance', 'over_limit'], { message: 'The balance filter must be owing, advance or over_limit.' })
  balance?: 'owing' | 'advance' | 'over_limit';

  @ApiPropertyOptional({ enum: [...SORTS, ...SORTS.map((s) => `-${s}`)], description: "A leading '-' sorts descending" })
  @IsOptional()
  @IsIn([...SORTS, ...SORTS.map((s) => `-${s}`)], { message: `The sort must be one of ${SORTS.join(', ')} (with - for descending).` })
  sort?: string;
}

export class CustomerLedgerQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({
    example: '2026-11-01',
    description: 'The first day (YYYY-MM-DD); the opening figures are the balance and cans before it',
  })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'The last day (YYYY-MM-DD)' })
  @CalendarDate('The to date must be a day written YYYY-MM-DD.')
  to?: string;
}

export const CustomerPauseResponse = model('CustomerPauseResponse', {
  id: num(),
  from: text({ example: '2026-12-01', description: 'The first paused day (YYYY-MM-DD)' }),
  until: text({ example: '2026-12-15', description: 'The last paused day; null = until removed' }).nullable(),
  reason: text().nullable(),
  created_at: moment(),
} satisfies Fields<CustomerPause>);

export const ProductRateResponse = model('ProductRateResponse', {
  product_id: num({ example: 2 }),
  rate: num({ example: 110, description: 'PKR' }),
} satisfies Fields<ProductRate>);

export const CustomerRentalResponse = model('CustomerRentalResponse', {
  product_id: num({ example: 4 }),
  product_name: text({ example: 'Dispenser' }),
  quantity: num({ example: 1 }),
  from: day(),
  until: day({ description: 'The last day rented; null while it runs' }).nullable(),
  charged_through: text({ example: '2026-11', description: 'The last month charged' }).nullable(),
  rate: num({ example: 500, description: 'Their monthly price of one, PKR' }),
} satisfies Fields<CustomerRental>);

export class CustomerRentalDto {
  @ApiProperty({ example: 4, description: 'A product of the plant billed monthly' })
  @NumberField(id('product id', 'The product is required.'))
  product_id: number;

  @ApiProperty({ minimum: 1, example: 1 })
  @NumberField({ ...cans('quantity', 1), required: 'Give how many are rented.' })
  quantity: number;

  @ApiPropertyOptional({ example: '2026-11-01', description: "The first day rented; the plant's today when absent" })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;
}

export class EndRentalDto {
  @ApiPropertyOptional({ example: '2026-11-30', description: "The last day rented; the plant's today when absent" })
  @CalendarDate('The until date must be a day written YYYY-MM-DD.')
  until?: string;
}

export const ContainerHoldingResponse = model('ContainerHoldingResponse', {
  product_id: num({ example: 1 }),
  product_name: text({ example: '19 L can' }),
  held: num({ example: 3 }),
  deposited: num({ example: 2, description: "Covered by their deposit (the first product's: security_deposit_cans, 0 here)" }),
  over_deposit: bool({
    description: 'Holds more than the deposit covers, of a product asking a deposit (the first product: over_can_limit)',
  }),
} satisfies Fields<ContainerHolding>);

/** A customer with their account: money in PKR (numbers, at most 2 decimals), cans as integers. */
export const CustomerResponse = model('CustomerResponse', {
  id: num({ example: 12 }),
  filter_plant_id: num({ example: 1 }),
  code: text({ example: 'C-0012' }),
  name: text({ example: 'Muhammad Imran' }),
  phone: text({ example: '+923001234567', description: 'E.164' }).nullable(),
  whatsapp: text({ example: '+923001234567', description: 'E.164' }).nullable(),
  address: text().nullable(),
  latitude: num().nullable(),
  longitude: num().nullable(),
  area_id: num({ example: 4 }),
  area_name: text({ example: 'Gulberg III' }),
  employee_id: num({ description: 'The rider serving them' }).nullable(),
  employee_name: text().nullable(),
  rate: num({ description: "The customer's own rate; null = the plant's default_can_rate" }).nullable(),
  product_rates: list(ProductRateResponse, {
    description: "Their own prices of the plant's other products; absent ones sell at the product's rate",
  }),
  effective_rate: num({ example: 80, description: 'The rate that applies: their own, else the plant default' }),
  security_deposit_cans: num(),
  security_deposit_amount: num(),
  opening_balance: num(),
  opening_cans: num(),
  opening_date: day({ description: 'The day the opening figures stand at; null for customers registered before it was kept' }).nullable(),
  credit_limit: num().nullable(),
  can_limit: num().nullable(),
  status: oneOf(['active', 'paused', 'inactive'], { description: "paused: today (the plant's day) falls inside one of the pauses" }),
  is_active: bool(),
  pauses: list(CustomerPauseResponse),
  notes: text().nullable(),
  language: oneOf(CUSTOMER_LANGUAGES, { description: 'The language of their statements and WhatsApp messages' }),
  balance: num({ example: 1200, description: 'Money owed now; negative = advance' }),
  cans_out: num({ example: 2, description: 'Cans at the customer now' }),
  over_credit_limit: bool(),
  over_can_limit: bool(),
  last_delivery_at: moment().nullable(),
  last_payment_at: moment().nullable(),
  created_at: moment(),
  rentals: list(CustomerRentalResponse, {
    description: 'Products rented by the month, newest first; one customer only, not in lists',
  }).optional(),
  containers: list(ContainerHoldingResponse, {
    description: 'Containers held of each returnable product; one customer only, not in lists',
  }).optional(),
} satisfies Fields<Customer>);

export const BalanceAndCansResponse = model('BalanceAndCansResponse', {
  balance: num({ description: 'Money (negative = advance)' }),
  cans_out: num(),
});

/** GET /filter-owner/customers. */
export const CustomerListResponse = model('CustomerListResponse', {
  data: list(CustomerResponse),
  current_page: num({ example: 1 }),
  last_page: num({ example: 4 }),
  per_page: num({ example: 25 }),
  total: num({ example: 87, description: 'Customers matching the filters' }),
  totals: one(BalanceAndCansResponse, { description: 'Over every customer matching the filters, not only this page' }),
} satisfies Fields<CustomerList>);

/** POST /filter-owner/customers/move. */
export const CustomersMovedResponse = model('CustomersMovedResponse', {
  moved: num({ description: 'How many customers changed area or rider' }),
  customer_ids: list(Number, { description: 'The ids sent, each once' }),
});

/** DELETE /filter-owner/customers/{id}: deleted, or deactivated when it has ledger history. */
export const CustomerRemovedResponse = model('CustomerRemovedResponse', {
  id: num(),
  deleted: bool(),
  deactivated: bool({ description: 'true when it had ledger history, so it was deactivated instead' }),
});

const LEDGER_KINDS: LedgerLineKind[] = [
  'opening',
  'adjustment',
  'deposit_taken',
  'deposit_refunded',
  'reversal',
  'delivery',
  'payment',
  'containers_lost',
  'rental',
];

export const LedgerLineResponse = model('LedgerLineResponse', {
  id: num(),
  date: text({ example: '2026-11-03', description: "YYYY-MM-DD, the plant's day" }),
  kind: oneOf(LEDGER_KINDS),
  description: text(),
  cans_delivered: num(),
  cans_returned: num(),
  debit: num({ description: 'Money the customer comes to owe by this line' }),
  credit: num({ description: 'Money the customer paid or was credited by this line' }),
  deposit_cans: num({ description: 'Cans newly covered by a deposit (negative: refunded)' }),
  deposit_amount: num({ description: 'Deposit money taken (negative: refunded)' }),
  balance: num({ description: 'Running balance after this line' }),
  cans_balance: num({ description: 'Running cans at the customer after this line' }),
  reversed_by: num({ description: 'The line that reverses this one, if any' }).nullable(),
  recorded_at: moment(),
} satisfies Fields<LedgerLine>);

export const LedgerFiguresResponse = model('LedgerFiguresResponse', {
  balance: num(),
  cans: num(),
});

/** GET /filter-owner/customers/{id}/ledger. */
export const CustomerLedgerResponse = model('CustomerLedgerResponse', {
  opening: one(LedgerFiguresResponse, { description: 'Before `from`' }),
  lines: list(LedgerLineResponse, { description: 'Oldest first' }),
  closing: one(LedgerFiguresResponse, { description: 'After `to`' }),
} satisfies Fields<CustomerLedger>);

/** POST /filter-owner/customers/{id}/ledger/{line_id}/reverse. */
export const LedgerReversalResponse = model('LedgerReversalResponse', {
  reversal_line_id: num({ description: 'The new line that reverses the original' }),
  reversed_line_id: num(),
  customer: one(CustomerResponse, { description: 'The customer after the reversal' }),
});
