import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { CalendarDate, NumberField } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';
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
}

/** POST /rider/day-close: the rider's own day (today when no date is sent). */
export class RiderDayCloseDto extends DayCloseCountsDto {
  @ApiPropertyOptional({ example: '2026-11-24', description: "The plant's day; its today when absent" })
  @CalendarDate(DAY)
  date?: string;
}

/** POST /filter-owner/rider-days: the owner closes a rider's day. */
export class OwnerRiderDayCloseDto extends DayCloseCountsDto {
  @ApiProperty()
  @NumberField({ ...EMPLOYEE_ID, required: 'The employee is required.' })
  employee_id: number;

  @ApiProperty({ example: '2026-11-24' })
  @CalendarDate(DAY, { required: 'The date is required.' })
  date: string;
}

export const RIDER_DAY_STATUSES: RiderDayStatus[] = ['unclosed', 'closed'];

/** GET /filter-owner/rider-days */
export class RiderDaysQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ description: 'First day; 30 days before `to` when absent' })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ description: "Last day; the plant's today when absent" })
  @CalendarDate('The to date must be a day written YYYY-MM-DD.')
  to?: string;

  @ApiPropertyOptional()
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
