import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, model, moment, num, oneOf, text } from '../../platform/http/response-model';
import { IsOptional } from 'class-validator';
import { NumberField, TextField } from '../plants/field-rules';
import type { AreaDetail, AreaView } from './area.queries';

const NAME = { required: 'Area name is required', notText: 'Area name is required', max: 100, tooLong: 'Area name too long' };
const DESCRIPTION = { required: 'Description is required', notText: 'Description is required', max: 500, tooLong: 'Description too long' };

export class CreateAreaDto {
  @ApiProperty({ maxLength: 100, example: 'Gulberg III', description: 'Unique in the plant, in any letter case' })
  @TextField(NAME)
  name: string;

  @ApiProperty({ maxLength: 500, example: 'Main Boulevard to the canal' })
  @TextField(DESCRIPTION)
  description: string;
}

/** Same fields; absent ones keep their value. */
export class UpdateAreaDto {
  @ApiPropertyOptional({ maxLength: 100, example: 'Gulberg III' })
  @IsOptional()
  @TextField(NAME)
  name?: string;

  @ApiPropertyOptional({ maxLength: 500, example: 'Main Boulevard to the canal' })
  @IsOptional()
  @TextField(DESCRIPTION)
  description?: string;
}

export class AssignEmployeeDto {
  @ApiProperty({ example: 3, description: 'An employee of the same plant' })
  @NumberField({
    required: 'The employee id field is required.',
    notNumber: 'The employee id must be a positive integer.',
    integer: true,
    min: [1, 'The employee id must be a positive integer.'],
  })
  employee_id: number;
}

const areaFields = {
  id: num({ example: 4 }),
  name: text({ example: 'Gulberg III' }),
  description: text({ example: 'Main Boulevard to the canal' }),
  filter_plant_id: num({ example: 1 }),
  is_active: bool(),
  employees_count: num({ description: 'Employees assigned to it' }),
  customers_count: num({ description: 'Its customers, active or not' }),
  total_balance: num({ example: 12500, description: "What the area's customers owe together (negative = advance)" }),
  created_at: moment(),
  updated_at: moment(),
} satisfies Fields<AreaView>;

/** A delivery area of a plant. */
export const AreaResponse = model('AreaResponse', areaFields);

export const AreaEmployeeResponse = model('AreaEmployeeResponse', {
  id: num(),
  name: text(),
  phone: text({ example: '+923001234567' }),
  type: oneOf(['commission', 'salary']),
  is_active: bool(),
});

/** One area with the employees who serve it. */
export const AreaDetailResponse = model('AreaDetailResponse', {
  ...areaFields,
  total_customers_count: num({ description: 'Same as customers_count' }),
  employees: list(AreaEmployeeResponse),
} satisfies Fields<AreaDetail>);

/** GET /filter-owner/areas. */
export const AreaListResponse = model('AreaListResponse', {
  areas: list(AreaResponse, { description: 'By id' }),
});

/** GET /filter-owner/areas/{id}/statistics. */
export const AreaStatisticsResponse = model('AreaStatisticsResponse', {
  area_id: num(),
  area_name: text(),
  is_active: bool(),
  total_customers: num(),
  active_customers: num(),
  total_employees: num(),
  active_employees: num(),
  total_daily_entries: num(),
  today_deliveries: num({ description: "Cans delivered to the area's customers on the plant's today (reversed lines left out)" }),
  today_revenue: num({ description: 'The amount of those deliveries, in rupees' }),
  monthly_revenue: num({ description: "The amount delivered in the area from the first of the plant's month to today, in rupees" }),
  pending_balance: num({ example: 12500, description: 'What its customers who owe owe together' }),
});
