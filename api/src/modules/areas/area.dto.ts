import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

/** A delivery area of a plant. */
export class AreaResponse implements AreaView {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Gulberg III' })
  name: string;

  @ApiProperty({ example: 'Main Boulevard to the canal' })
  description: string;

  @ApiProperty({ example: 1 })
  filter_plant_id: number;

  @ApiProperty()
  is_active: boolean;

  @ApiProperty({ description: 'Employees assigned to it' })
  employees_count: number;

  @ApiProperty({ description: 'Its customers, active or not' })
  customers_count: number;

  @ApiProperty({ example: 12500, description: "What the area's customers owe together (negative = advance)" })
  total_balance: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

export class AreaEmployeeResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ example: '+923001234567' })
  phone: string;

  @ApiProperty({ enum: ['commission', 'salary'] })
  type: string;

  @ApiProperty()
  is_active: boolean;
}

/** One area with the employees who serve it. */
export class AreaDetailResponse extends AreaResponse implements AreaDetail {
  @ApiProperty({ description: 'Same as customers_count' })
  total_customers_count: number;

  @ApiProperty({ type: [AreaEmployeeResponse] })
  employees: AreaEmployeeResponse[];
}

/** GET /filter-owner/areas. */
export class AreaListResponse {
  @ApiProperty({ type: [AreaResponse], description: 'By id' })
  areas: AreaResponse[];
}

/** GET /filter-owner/areas/{id}/statistics. */
export class AreaStatisticsResponse {
  @ApiProperty()
  area_id: number;

  @ApiProperty()
  area_name: string;

  @ApiProperty()
  is_active: boolean;

  @ApiProperty()
  total_customers: number;

  @ApiProperty()
  active_customers: number;

  @ApiProperty()
  total_employees: number;

  @ApiProperty()
  active_employees: number;

  @ApiProperty()
  total_daily_entries: number;

  @ApiProperty({ description: 'Always 0 here; the reports have the figures' })
  today_deliveries: number;

  @ApiProperty({ description: 'Always 0 here; the reports have the figures' })
  today_revenue: number;

  @ApiProperty({ description: 'Always 0 here; the reports have the figures' })
  monthly_revenue: number;

  @ApiProperty({ example: 12500, description: 'What its customers who owe owe together' })
  pending_balance: number;
}
