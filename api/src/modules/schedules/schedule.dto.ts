import type {
  RouteSuggestion,
  CustomerSchedule,
  DeliveryRoutes,
  DeliverySchedule,
  DeliveryWeek,
  DueCustomerRow,
  PlantHoliday,
  RouteCustomer,
  RouteOrderResult,
  DueItem,
  ScheduleKind,
  ScheduleLine,
  ScheduleLineInput,
  ScheduleRule as ScheduleRuleView,
  Weekday,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, manyOf, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';

import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min, ValidateBy, ValidateNested, ValidationArguments } from 'class-validator';
import { CalendarDate, IdQuery, NumberField, TextField } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';
import {
  MAX_EVERY_N,
  MAX_QUANTITY,
  MIN_EVERY_N,
  SCHEDULE_KINDS,
  scheduleFieldProblem,
  ScheduleField,
  ScheduleInput,
  scheduleItemsListProblem,
  LineInput,
  scheduleLineProblem,
  ScheduleLineField,
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

  @ApiPropertyOptional({
    type: () => ScheduleLineDto,
    isArray: true,
    description:
      "Every line of the schedule, replacing the current ones (absent keeps them): the plant's active products sold per unit, each once. " +
      "A line without a kind comes on the schedule's days; with one, on its own (a carton every Friday). The first product's line " +
      'sets quantity and has no kind of its own; without it the customer takes none of the first product.',
  })
  @ValidateBy({
    name: 'schedule_items',
    validator: {
      validate: (_: unknown, args?: ValidationArguments) => scheduleItemsListProblem((args?.object ?? {}) as ScheduleInput) === null,
      defaultMessage: (args?: ValidationArguments) => scheduleItemsListProblem((args?.object ?? {}) as ScheduleInput) ?? '',
    },
  })
  @ValidateNested({ each: true })
  @Type(() => ScheduleLineDto)
  items?: ScheduleLineInput[];
}

/** One field of a schedule's line, judged with the whole line. */
function LineRule(field: ScheduleLineField): PropertyDecorator {
  return ValidateBy({
    name: `schedule_line_${field}`,
    validator: {
      validate: (_: unknown, args?: ValidationArguments) => scheduleLineProblem(field, (args?.object ?? {}) as LineInput) === null,
      defaultMessage: (args?: ValidationArguments) => scheduleLineProblem(field, (args?.object ?? {}) as LineInput) ?? '',
    },
  });
}

/** A line of a schedule's items. */
export class ScheduleLineDto {
  @ApiProperty({ example: 2, description: "The plant's product number" })
  @LineRule('product_id')
  product_id: number;

  @ApiProperty({ minimum: 1, maximum: MAX_QUANTITY, example: 1 })
  @LineRule('quantity')
  quantity: number;

  @ApiPropertyOptional({ enum: SCHEDULE_KINDS, nullable: true, description: "Days of its own; absent or null: the schedule's days" })
  @LineRule('kind')
  kind?: ScheduleKind | null;

  @ApiPropertyOptional({ enum: WEEKDAYS, isArray: true, nullable: true, description: 'With kind weekdays' })
  @LineRule('days')
  days?: Weekday[] | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'With kind every_n_days' })
  @LineRule('every_n')
  every_n?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-04', description: 'With kind alternate or every_n_days' })
  @LineRule('start_date')
  start_date?: string | null;
}

export class DeliveryScheduleQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: '2026-12-01', description: "The plant's day (YYYY-MM-DD); today in the plant's time zone when absent" })
  @CalendarDate('The date must be a day written YYYY-MM-DD.')
  date?: string;

  @ApiPropertyOptional({ type: Number, description: 'Only this area' })
  @IdQuery('area id')
  area_id?: number;

  @ApiPropertyOptional({
    type: Number,
    description: 'A rider: the customers assigned to them and the unassigned ones of the areas they serve',
  })
  @IdQuery('employee id')
  employee_id?: number;
}

export class DeliveryWeekQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: '2026-12-01', description: "The first of the 7 days (YYYY-MM-DD); the plant's today when absent" })
  @CalendarDate('The start must be a day written YYYY-MM-DD.')
  start?: string;

  @ApiPropertyOptional({ type: Number, description: 'Only this area' })
  @IdQuery('area id')
  area_id?: number;
}

export class DeliveryRoutesQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ type: Number, description: 'Only this area' })
  @IdQuery('area id')
  area_id?: number;
}

export class RouteSuggestionQueryDto extends PlantQueryDto {
  @ApiProperty({ type: Number, example: 4, description: 'The area to order' })
  @IdQuery('area id', { required: 'The area id is required.' })
  area_id: number;
}

export const RouteSuggestionResponse = model('RouteSuggestionResponse', {
  area_id: num({ example: 4 }),
  customer_ids: list(Number, { description: 'Every active customer of the area in the suggested order (apply it with PUT route-order)' }),
  starts_at: oneOf(['plant', 'first_customer'] as const, {
    description: "From the plant's place, or (the plant has none) from the first placed customer of the current order",
  }),
  unplaced: num({ description: 'Customers without a place, put last in their current order' }),
  distance_m: num({ description: 'The walk in straight lines, metres' }),
} satisfies Fields<RouteSuggestion>);

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
const scheduleRuleFields = {
  kind: oneOf(SCHEDULE_KINDS),
  days: manyOf(WEEKDAYS, { description: 'weekdays only (in calendar order); [] otherwise' }),
  every_n: num({ description: 'every_n_days only; null otherwise' }).nullable(),
  start_date: text({ description: 'alternate and every_n_days only; null otherwise' }).nullable(),
} satisfies Fields<ScheduleRuleView>;
export const ScheduleRuleResponse = model('ScheduleRuleResponse', scheduleRuleFields);

/** A line of a schedule. */
export const ScheduleLineResponse = model('ScheduleLineResponse', {
  product_id: num({ example: 2 }),
  quantity: num({ example: 1 }),
  kind: oneOf(SCHEDULE_KINDS, { description: "Null: on the schedule's days" }).nullable(),
  days: manyOf(WEEKDAYS, { description: 'weekdays only (in calendar order); [] otherwise' }),
  every_n: num().nullable(),
  start_date: text().nullable(),
} satisfies Fields<ScheduleLine>);

/** What is due of a product on a day. */
export const DueItemResponse = model('DueItemResponse', {
  product_id: num({ example: 1 }),
  quantity: num({ example: 2 }),
} satisfies Fields<DueItem>);

/** GET and PUT /filter-owner/customers/{id}/schedule. */
export const CustomerScheduleResponse = model('CustomerScheduleResponse', {
  ...scheduleRuleFields,
  customer_id: num(),
  quantity: num({ example: 2, description: "The first product's quantity per delivery (0: it takes only other products)" }),
  items: list(ScheduleLineResponse, { description: "Every line, the first product's first" }),
  route_position: num().nullable(),
  is_default: bool({ description: 'The customer has no schedule of their own: daily, quantity 1' }),
} satisfies Fields<CustomerSchedule>);

/** PUT /filter-owner/delivery-schedule/route-order. */
export const RouteOrderResultResponse = model('RouteOrderResultResponse', {
  area_id: num(),
  customer_ids: list(Number, { description: 'In route order' }),
  changed: num({ description: 'How many positions changed' }),
} satisfies Fields<RouteOrderResult>);

/** A plant holiday: nobody is due that day. */
export const PlantHolidayResponse = model('PlantHolidayResponse', {
  id: num(),
  filter_plant_id: num(),
  date: text({ example: '2026-12-25' }),
  reason: text().nullable(),
  created_at: moment(),
} satisfies Fields<PlantHoliday>);

/** DELETE /filter-owner/holidays/{id}. */
export const HolidayRemovedResponse = model('HolidayRemovedResponse', {
  id: num(),
  filter_plant_id: num(),
  date: text({ example: '2026-12-25' }),
  deleted: bool({ example: true }),
});

export const DueCustomerRowResponse = model('DueCustomerRowResponse', {
  customer_id: num(),
  code: text(),
  name: text(),
  address: text().nullable(),
  area_id: num(),
  area_name: text(),
  employee_id: num().nullable(),
  employee_name: text().nullable(),
  route_position: num().nullable(),
  quantity: num({ description: 'Default cans (the first product) for the delivery' }),
  items: list(DueItemResponse, { description: 'What is due that day of each product' }),
  schedule: one(ScheduleRuleResponse),
} satisfies Fields<DueCustomerRow>);

export const DueCountsResponse = model('DueCountsResponse', {
  customers: num(),
  cans: num(),
} satisfies Fields<DeliverySchedule['totals']>);

/** GET /filter-owner/delivery-schedule. */
export const DeliveryScheduleResponse = model('DeliveryScheduleResponse', {
  date: text({ example: '2026-12-01' }),
  holiday: one(PlantHolidayResponse, { description: 'The holiday on that day, when it is one (then nobody is due)' }).nullable(),
  customers: list(DueCustomerRowResponse, { description: 'By area, in route order (unplaced customers last, by name)' }),
  totals: one(DueCountsResponse),
} satisfies Fields<DeliverySchedule>);

export const DeliveryDayResponse = model('DeliveryDayResponse', {
  date: text({ example: '2026-12-01' }),
  weekday: oneOf(WEEKDAYS),
  is_holiday: bool(),
  customers: num(),
  cans: num(),
} satisfies Fields<DeliveryWeek['days'][number]>);

/** GET /filter-owner/delivery-schedule/week. */
export const DeliveryWeekResponse = model('DeliveryWeekResponse', {
  start: text({ example: '2026-12-01' }),
  days: list(DeliveryDayResponse, { description: '7 days from start' }),
  totals: one(DueCountsResponse),
} satisfies Fields<DeliveryWeek>);

export const RouteCustomerResponse = model('RouteCustomerResponse', {
  customer_id: num(),
  code: text(),
  name: text(),
  address: text().nullable(),
  employee_id: num().nullable(),
  employee_name: text().nullable(),
  route_position: num().nullable(),
  quantity: num(),
  items: list(ScheduleLineResponse, { description: "The schedule's lines, the first product's first" }),
  schedule: one(ScheduleRuleResponse),
  is_default: bool({ description: 'No schedule of their own: daily, quantity 1' }),
} satisfies Fields<RouteCustomer>);

export const RouteAreaResponse = model('RouteAreaResponse', {
  area_id: num(),
  area_name: text(),
  customers: list(RouteCustomerResponse, { description: 'Active customers in route order' }),
} satisfies Fields<DeliveryRoutes['areas'][number]>);

/** GET /filter-owner/delivery-schedule/routes. */
export const DeliveryRoutesResponse = model('DeliveryRoutesResponse', {
  areas: list(RouteAreaResponse, { description: 'By area name' }),
} satisfies Fields<DeliveryRoutes>);
