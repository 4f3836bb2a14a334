import type {
  RiderDay,
  RiderDayCloseResult,
  RiderDayList,
  RiderDayProductReckoning,
  RiderDayReckoning,
  RiderProfile,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, ValidateBy, ValidateNested } from 'class-validator';
import { CalendarDate, NumberField } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';
import { bool, Fields, list, model, moment, num, oneOf, text } from '../../platform/http/response-model';
import type { RiderDayStatus } from './rider-day.queries';

const DAY = 'The date must be a day written YYYY-MM-DD.';
const MAX_MONEY = 10_000_000;
const MAX_CANS = 100_000;

const cans = (field: string) => ({
  required: `The ${field} are required.`,
  notNumber: `The ${field} must be a whole number.`,
  integer: true,
  min: [0, `The ${field} may not be negative.`] as [number, string],
  max: [MAX_CANS, `The ${field} may not be more than ${MAX_CANS}.`] as [number, string],
});
const EMPLOYEE_ID = {
  notNumber: 'The employee id must be a positive integer.',
  integer: true,
  min: [1, 'The employee id must be a positive integer.'] as [number, string],
  max: [Number.MAX_SAFE_INTEGER, 'The employee id must be a positive integer.'] as [number, string],
};

const MAX_COUNTED_PRODUCTS = 20;

/** One returnable product other than the first, counted at the close. */
class DayCloseProductDto {
  @ApiProperty({ example: 3, description: 'A returnable product of the plant other than the first' })
  @NumberField({
    required: 'The product is required.',
    notNumber: 'The product id must be a positive integer.',
    integer: true,
    min: [1, 'The product id must be a positive integer.'],
    max: [Number.MAX_SAFE_INTEGER, 'The product id must be a positive integer.'],
  })
  product_id: number;

  @ApiProperty({ minimum: 0, description: 'Full containers of it the rider took out that day' })
  @NumberField(cans('full taken'))
  full_taken: number;

  @ApiProperty({ minimum: 0, description: 'Empty containers of it the rider brought back to the plant' })
  @NumberField(cans('returned to plant'))
  returned_to_plant: number;
}

/** The counts of a day close. */
class DayCloseCountsDto {
  @ApiProperty({ minimum: 0, description: 'PKR the rider handed over' })
  @NumberField({
    required: 'The cash handed over is required.',
    notNumber: 'The cash handed over must be a number with at most 2 decimals.',
    maxDecimals: 2,
    min: [0, 'The cash handed over may not be negative.'],
    max: [MAX_MONEY, 'The cash handed over is out of range.'],
  })
  cash_handed_over: number;

  @ApiProperty({ minimum: 0, description: 'Empty cans the rider brought back to the plant' })
  @NumberField(cans('cans returned to plant'))
  cans_returned_to_plant: number;

  @ApiProperty({ minimum: 0, description: 'Full cans the rider took out that day' })
  @NumberField(cans('full cans taken'))
  full_cans_taken: number;

  @ApiPropertyOptional({
    type: () => DayCloseProductDto,
    isArray: true,
    description: "The plant's other returnable products, each once: full taken out and empties brought back",
  })
  @IsOptional()
  @IsArray({ message: 'The products must be a list.' })
  @ArrayMaxSize(MAX_COUNTED_PRODUCTS, { message: `At most ${MAX_COUNTED_PRODUCTS} products can be counted.` })
  @ValidateBy({
    name: 'eachProductOnce',
    validator: {
      validate: (value: unknown) =>
        !Array.isArray(value) || new Set(value.map((item: { product_id?: unknown }) => item?.product_id)).size === value.length,
      defaultMessage: () => 'Count each product once.',
    },
  })
  @ValidateNested({ each: true })
  @Type(() => DayCloseProductDto)
  products?: DayCloseProductDto[];
}

/** POST /rider/day-close: the rider's own day (today when no date is sent). */
export class RiderDayCloseDto extends DayCloseCountsDto {
  @ApiPropertyOptional({ example: '2026-11-24', description: "The plant's day; its today when absent" })
  @CalendarDate(DAY)
  date?: string;
}

/** POST /filter-owner/rider-days: the owner closes a rider's day. */
export class OwnerRiderDayCloseDto extends DayCloseCountsDto {
  @ApiProperty({ example: 3, description: "The rider: an employee of the owner's plant" })
  @NumberField({ ...EMPLOYEE_ID, required: 'The employee is required.' })
  employee_id: number;

  @ApiProperty({ example: '2026-11-24', description: "The plant's day closed (not after today)" })
  @CalendarDate(DAY, { required: 'The date is required.' })
  date: string;
}

export const RIDER_DAY_STATUSES: RiderDayStatus[] = ['unclosed', 'closed'];

/** GET /filter-owner/rider-days */
export class RiderDaysQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day; 30 days before `to` when absent' })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: "Last day; the plant's today when absent" })
  @CalendarDate('The to date must be a day written YYYY-MM-DD.')
  to?: string;

  @ApiPropertyOptional({ type: Number, description: 'Only this rider' })
  @IsOptional()
  @Type(() => Number)
  @NumberField(EMPLOYEE_ID)
  employee_id?: number;

  @ApiPropertyOptional({ enum: RIDER_DAY_STATUSES, description: 'unclosed: entries and no close; closed: closed (maybe corrected)' })
  @IsOptional()
  @IsIn(RIDER_DAY_STATUSES, { message: 'The status must be one of unclosed, closed.' })
  status?: RiderDayStatus;
}

/** GET /rider/sheet, GET /rider/day-close */
export class RiderDayQueryDto {
  @ApiPropertyOptional({ example: '2026-11-24', description: "The plant's day; its today when absent" })
  @CalendarDate(DAY)
  date?: string;
}

export const RiderAreaResponse = model('RiderAreaResponse', {
  id: num(),
  name: text(),
});

/** GET /rider/me. */
export const RiderProfileResponse = model('RiderProfileResponse', {
  employee_id: num(),
  name: text(),
  filter_plant_id: num(),
  plant_name: text(),
  areas: list(RiderAreaResponse, { description: "The areas assigned to the rider: their sheet holds these areas' customers only" }),
  today: text({ example: '2026-11-24', description: "The plant's day now" }),
} satisfies Fields<RiderProfile>);

/** A product counted at the close against the rider's entries of it. */
const RiderDayProductResponse = model('RiderDayProductResponse', {
  product_id: num({ example: 3 }),
  full_taken: num(),
  returned_to_plant: num(),
  delivered: num(),
  returned: num({ description: 'Empties collected from customers' }),
  expected_back: num({ description: 'full_taken − delivered + returned' }),
  difference: num({ description: 'returned_to_plant − expected_back (negative: not brought back)' }),
} satisfies Fields<RiderDayProductReckoning>);

const RiderDayProductCountResponse = model('RiderDayProductCountResponse', {
  product_id: num({ example: 3 }),
  full_taken: num(),
  returned_to_plant: num(),
  expected_back: num(),
} satisfies Fields<RiderDay['history'][number]['products'][number]>);

/** The day's expected figures against the close; the close's fields are null while the day is not closed. */
const reckoningFields = {
  expected_cash: num({
    description: "Money the rider collected that day: entries' collected and payments taken by the rider, not reversed",
  }),
  cash_handed_over: num().nullable(),
  difference: num({ description: 'cash_handed_over − expected_cash (negative: short)' }).nullable(),
  full_cans_taken: num().nullable(),
  cans_delivered: num(),
  cans_returned: num({ description: 'Empties collected from customers' }),
  expected_cans_back: num({ description: 'full_cans_taken − cans_delivered + cans_returned' }).nullable(),
  cans_returned_to_plant: num().nullable(),
  cans_difference: num({ description: 'cans_returned_to_plant − expected_cans_back' }).nullable(),
  products: list(RiderDayProductResponse, { description: 'The other returnable products counted at the close' }),
} satisfies Fields<RiderDayReckoning>;

/** POST /rider/day-close and POST /filter-owner/rider-days. */
export const RiderDayCloseResultResponse = model('RiderDayCloseResultResponse', {
  ...reckoningFields,
  employee_id: num(),
  date: text({ example: '2026-11-24' }),
  closed_at: moment(),
  closes: num({ description: 'How many closes the day has had (more than 1: corrected)' }),
} satisfies Fields<RiderDayCloseResult>);

export const RiderDayCloseRecordResponse = model('RiderDayCloseRecordResponse', {
  cash_handed_over: text({ example: '1500.00', description: 'Decimal text' }),
  cans_returned_to_plant: num(),
  full_cans_taken: num(),
  expected_cash: text({ example: '1500.00', description: 'Decimal text' }),
  expected_cans_back: num(),
  products: list(RiderDayProductCountResponse, { description: 'The other products counted, with what was expected back of each' }),
  closed_by: oneOf(['owner', 'rider']),
  closed_at: moment(),
} satisfies Fields<RiderDay['history'][number]>);

/** A rider's day: the figures, closed or not, and the differences. */
export const RiderDayResponse = model('RiderDayResponse', {
  ...reckoningFields,
  employee_id: num(),
  employee_name: text().nullable(),
  date: text({ example: '2026-11-24' }),
  entries: num({ description: 'Entries of the rider that day' }),
  closed: bool(),
  closed_at: moment().nullable(),
  closes: num(),
  history: list(RiderDayCloseRecordResponse, { description: 'Every close of the day, first to latest' }),
} satisfies Fields<RiderDay>);

/** GET /filter-owner/rider-days. */
export const RiderDayListResponse = model('RiderDayListResponse', {
  from: text({ example: '2026-11-01' }),
  to: text({ example: '2026-11-30' }),
  days: list(RiderDayResponse, { description: 'Newest first' }),
} satisfies Fields<RiderDayList>);
