import type {
  CustomerSchedule,
  DeliveryRoutes,
  DeliverySchedule,
  DeliveryWeek,
  DueCustomerRow,
  PlantHoliday,
  RouteCustomer,
  RouteOrderResult,
  ScheduleKind,
  ScheduleRule as ScheduleRuleView,
  Weekday,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Max, Min, ValidateBy, ValidationArguments } from 'class-validator';
import { CalendarDate, NumberField, TextField } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';
import {
  MAX_EVERY_N,
  MAX_QUANTITY,
  MIN_EVERY_N,
  SCHEDULE_KINDS,
  scheduleFieldProblem,
  ScheduleField,
  ScheduleInput,
  WEEKDAYS,
} from './schedule-rules';

/** One field of a schedule, judged with the whole schedule (its kind decides which fields it takes). */
function ScheduleRule(field: ScheduleField): PropertyDecorator {
  return ValidateBy({
    name: `schedule_${field}`,
    validator: {
      validate: (_: unknown, args?: ValidationArguments) => scheduleFieldProblem(field, (args?.object ?? {}) as ScheduleInput) === null,
      defaultMessage: (args?: ValidationArguments) => scheduleFieldProblem(field, (args?.object ?? {}) as ScheduleInput) ?? '',
    },
  });
}

/** PUT /customers/{id}/schedule, and the `schedule` of POST /customers. */
export class CustomerScheduleDto {
  @ApiProperty({
    enum: SCHEDULE_KINDS,
    description:
      'daily; alternate (every second day from start_date); weekdays (days); every_n_days (every_n, start_date); on_call (never due)',
  })
  @ScheduleRule('kind')
  kind: ScheduleKind;

  @ApiPropertyOptional({ enum: WEEKDAYS, isArray: true, nullable: true, description: 'weekdays only: at least one of mon…sun' })
  @ScheduleRule('days')
  days?: Weekday[] | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: MIN_EVERY_N, maximum: MAX_EVERY_N, description: 'every_n_days only' })
  @ScheduleRule('every_n')
  every_n?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-01',
    description: 'alternate and every_n_days only: the first due day (YYYY-MM-DD)',
  })
  @ScheduleRule('start_date')
  start_date?: string | null;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_QUANTITY,
    example: 2,
    description: 'Default cans per delivery; absent keeps the current one (1 at first)',
  })
  @ScheduleRule('quantity')
  quantity?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    nullable: true,
    description: "Place in the area's route, 0 first; absent keeps it; null = after every placed customer",
  })
  @ScheduleRule('route_position')
  route_position?: number | null;
}

const positiveIdQuery = (field: string) => {
  const message = `The ${field} must be a positive integer.`;
  return [
    IsOptional(),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    Max(Number.MAX_SAFE_INTEGER, { message }),
  ] as PropertyDecorator[];
};
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

export class DeliveryScheduleQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: '2026-12-01', description: "The plant's day (YYYY-MM-DD); today in the plant's time zone when absent" })
  @CalendarDate('The date must be a day written YYYY-MM-DD.')
  date?: string;

  @ApiPropertyOptional({ type: Number, description: 'Only this area' })
  @apply(positiveIdQuery('area id'))
  area_id?: number;

  @ApiPropertyOptional({
    type: Number,
    description: 'A rider: the customers assigned to them and the unassigned ones of the areas they serve',
  })
  @apply(positiveIdQuery('employee id'))
  employee_id?: number;
}

export class DeliveryWeekQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: '2026-12-01', description: "The first of the 7 days (YYYY-MM-DD); the plant's today when absent" })
  @CalendarDate('The start must be a day written YYYY-MM-DD.')
  start?: string;

  @ApiPropertyOptional({ type: Number, description: 'Only this area' })
  @apply(positiveIdQuery('area id'))
  area_id?: number;
}

export class DeliveryRoutesQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ type: Number, description: 'Only this area' })
  @apply(positiveIdQuery('area id'))
  area_id?: number;
}

export const MAX_ROUTE_CUSTOMERS = 5000;
const EACH_ID = 'Each customer id must be a positive integer.';

export class RouteOrderDto {
  @ApiProperty({ example: 4 })
  @NumberField({
    required: 'The area is required.',
    notNumber: 'The area id must be a positive integer.',
    integer: true,
    min: [1, 'The area id must be a positive integer.'],
    max: [Number.MAX_SAFE_INTEGER, 'The area id must be a positive integer.'],
  })
  area_id: number;

  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: MAX_ROUTE_CUSTOMERS,
    example: [12, 15, 13],
    description: "The area's customers in route order, each once: they get positions 0…n-1",
  })
  @IsArray({ message: 'The customer ids must be a list.' })
  @ArrayMinSize(1, { message: 'List at least one customer.' })
  @ArrayMaxSize(MAX_ROUTE_CUSTOMERS, { message: `At most ${MAX_ROUTE_CUSTOMERS} customers can be ordered at once.` })
  @IsInt({ each: true, message: EACH_ID })
  @Min(1, { each: true, message: EACH_ID })
  @Max(Number.MAX_SAFE_INTEGER, { each: true, message: EACH_ID })
  @ValidateBy({
    name: 'uniqueIds',
    validator: {
      validate: (value: unknown) => !Array.isArray(value) || new Set(value).size === value.length,
      defaultMessage: () => 'Each customer may appear once.',
    },
  })
  customer_ids: number[];
}

export class HolidayDto {
  @ApiProperty({ example: '2026-12-25', description: "The plant's day (YYYY-MM-DD) on which nobody is due" })
  @CalendarDate('The date must be a day written YYYY-MM-DD.', { required: 'The date is required.' })
  date: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, example: 'Eid ul Adha' })
  @TextField({ max: 200, notText: 'The reason must be text.', tooLong: 'The reason may not be longer than 200 characters.' })
  reason?: string | null;
}

export class HolidayListQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: '2026-12-01' })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31' })
  @CalendarDate('The to date must be a day written YYYY-MM-DD.')
  to?: string;
}

/** When a customer is due. */
export class ScheduleRuleResponse implements ScheduleRuleView {
  @ApiProperty({ enum: SCHEDULE_KINDS })
  kind: ScheduleKind;

  @ApiProperty({ enum: WEEKDAYS, isArray: true, description: 'weekdays only (in calendar order); [] otherwise' })
  days: Weekday[];

  @ApiProperty({ type: Number, nullable: true, description: 'every_n_days only; null otherwise' })
  every_n: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'alternate and every_n_days only; null otherwise' })
  start_date: string | null;
}

/** GET and PUT /filter-owner/customers/{id}/schedule. */
export class CustomerScheduleResponse extends ScheduleRuleResponse implements CustomerSchedule {
  @ApiProperty()
  customer_id: number;

  @ApiProperty({ example: 2, description: 'Default cans per delivery' })
  quantity: number;

  @ApiProperty({ type: Number, nullable: true })
  route_position: number | null;

  @ApiProperty({ description: 'The customer has no schedule of their own: daily, quantity 1' })
  is_default: boolean;
}

/** PUT /filter-owner/delivery-schedule/route-order. */
export class RouteOrderResultResponse implements RouteOrderResult {
  @ApiProperty()
  area_id: number;

  @ApiProperty({ type: [Number], description: 'In route order' })
  customer_ids: number[];

  @ApiProperty({ description: 'How many positions changed' })
  changed: number;
}

/** A plant holiday: nobody is due that day. */
export class PlantHolidayResponse implements PlantHoliday {
  @ApiProperty()
  id: number;

  @ApiProperty()
  filter_plant_id: number;

  @ApiProperty({ example: '2026-12-25' })
  date: string;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

/** DELETE /filter-owner/holidays/{id}. */
export class HolidayRemovedResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  filter_plant_id: number;

  @ApiProperty({ example: '2026-12-25' })
  date: string;

  @ApiProperty({ example: true })
  deleted: boolean;
}

export class DueCustomerRowResponse implements DueCustomerRow {
  @ApiProperty()
  customer_id: number;

  @ApiProperty()
  code: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty()
  area_id: number;

  @ApiProperty()
  area_name: string;

  @ApiProperty({ type: Number, nullable: true })
  employee_id: number | null;

  @ApiProperty({ type: String, nullable: true })
  employee_name: string | null;

  @ApiProperty({ type: Number, nullable: true })
  route_position: number | null;

  @ApiProperty({ description: 'Default cans for the delivery' })
  quantity: number;

  @ApiProperty({ type: () => ScheduleRuleResponse })
  schedule: ScheduleRuleResponse;
}

export class DueCountsResponse {
  @ApiProperty()
  customers: number;

  @ApiProperty()
  cans: number;
}

/** GET /filter-owner/delivery-schedule. */
export class DeliveryScheduleResponse implements DeliverySchedule {
  @ApiProperty({ example: '2026-12-01' })
  date: string;

  @ApiProperty({
    type: () => PlantHolidayResponse,
    nullable: true,
    description: 'The holiday on that day, when it is one (then nobody is due)',
  })
  holiday: PlantHolidayResponse | null;

  @ApiProperty({ type: [DueCustomerRowResponse], description: 'By area, in route order (unplaced customers last, by name)' })
  customers: DueCustomerRowResponse[];

  @ApiProperty({ type: () => DueCountsResponse })
  totals: DueCountsResponse;
}

export class DeliveryDayResponse {
  @ApiProperty({ example: '2026-12-01' })
  date: string;

  @ApiProperty({ enum: WEEKDAYS })
  weekday: Weekday;

  @ApiProperty()
  is_holiday: boolean;

  @ApiProperty()
  customers: number;

  @ApiProperty()
  cans: number;
}

/** GET /filter-owner/delivery-schedule/week. */
export class DeliveryWeekResponse implements DeliveryWeek {
  @ApiProperty({ example: '2026-12-01' })
  start: string;

  @ApiProperty({ type: [DeliveryDayResponse], description: '7 days from start' })
  days: DeliveryDayResponse[];

  @ApiProperty({ type: () => DueCountsResponse })
  totals: DueCountsResponse;
}

export class RouteCustomerResponse implements RouteCustomer {
  @ApiProperty()
  customer_id: number;

  @ApiProperty()
  code: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: Number, nullable: true })
  employee_id: number | null;

  @ApiProperty({ type: String, nullable: true })
  employee_name: string | null;

  @ApiProperty({ type: Number, nullable: true })
  route_position: number | null;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ type: () => ScheduleRuleResponse })
  schedule: ScheduleRuleResponse;

  @ApiProperty({ description: 'No schedule of their own: daily, quantity 1' })
  is_default: boolean;
}

export class RouteAreaResponse {
  @ApiProperty()
  area_id: number;

  @ApiProperty()
  area_name: string;

  @ApiProperty({ type: [RouteCustomerResponse], description: 'Active customers in route order' })
  customers: RouteCustomerResponse[];
}

/** GET /filter-owner/delivery-schedule/routes. */
export class DeliveryRoutesResponse implements DeliveryRoutes {
  @ApiProperty({ type: [RouteAreaResponse], description: 'By area name' })
  areas: RouteAreaResponse[];
}
