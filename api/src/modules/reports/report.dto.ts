import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CalendarDate } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';

const AREA_ID = 'The area id must be a positive integer.';
const EMPLOYEE_ID = 'The employee id must be a positive integer.';

/** GET /reports/{name}: the plant (filter_plant_id), a range of plant days, an area, a rider. */
export class ReportQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'The first plant day (YYYY-MM-DD); 29 days before `to` when absent' })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: "The last plant day (YYYY-MM-DD); the plant's today when absent" })
  @CalendarDate('The to date must be a day written YYYY-MM-DD.')
  to?: string;

  @ApiPropertyOptional({ description: 'Only this area of the plant' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: AREA_ID })
  @Min(1, { message: AREA_ID })
  @Max(Number.MAX_SAFE_INTEGER, { message: AREA_ID })
  area_id?: number;

  @ApiPropertyOptional({ description: 'Only this rider (employee) of the plant' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: EMPLOYEE_ID })
  @Min(1, { message: EMPLOYEE_ID })
  @Max(Number.MAX_SAFE_INTEGER, { message: EMPLOYEE_ID })
  employee_id?: number;
}

export const EXPORT_FORMATS = ['xlsx'] as const;

/** GET /reports/{name}/export: the same filters and the file's format. */
export class ReportExportQueryDto extends ReportQueryDto {
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'xlsx' })
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: 'The format must be xlsx.' })
  format?: 'xlsx';
}
