import type { Report, ReportCell, ReportColumn, ReportColumnKind, ReportName, ReportTable } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CalendarDate } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';
import { REPORT_NAMES } from './report.queries';

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
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'xlsx', description: 'The file format: xlsx (the only one)' })
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: 'The format must be xlsx.' })
  format?: 'xlsx';
}

/** A cell: text, a number (money with 2 decimals, or a count), or empty. */
const CELL = { oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true };

export class ReportColumnResponse implements ReportColumn {
  @ApiProperty({ example: 'amount' })
  key: string;

  @ApiProperty({ example: 'Amount' })
  label: string;

  @ApiProperty({ enum: ['text', 'count', 'money'], description: 'money: PKR with 2 decimals; count: an integer; text: shown as it is' })
  kind: ReportColumnKind;
}

export class ReportTableResponse implements ReportTable {
  @ApiProperty({ type: [ReportColumnResponse] })
  columns: ReportColumnResponse[];

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: CELL },
    description: 'One object per row, keyed by column key',
  })
  rows: Record<string, ReportCell>[];

  @ApiProperty({
    type: 'object',
    additionalProperties: CELL,
    nullable: true,
    description: 'The total line (the same keys; text columns hold a label or null); null when the report has none',
  })
  totals: Record<string, ReportCell> | null;
}

export class ReportDetailResponse extends ReportTableResponse {
  @ApiProperty({ example: 'Customers holding more than their can limit' })
  title: string;
}

export class ReportChartResponse {
  @ApiProperty({ enum: ['bar', 'line'] })
  kind: 'bar' | 'line';

  @ApiProperty({ description: 'The column key of the axis' })
  x: string;

  @ApiProperty({ type: [String], description: 'The column keys drawn' })
  series: string[];

  @ApiProperty()
  stacked: boolean;
}

/** GET /filter-owner/reports/{name}: every report is one table (and sometimes a detail table) plus how to chart it. */
export class ReportResponse implements Report {
  @ApiProperty({ enum: REPORT_NAMES })
  name: ReportName;

  @ApiProperty({ example: 'Daily sales' })
  title: string;

  @ApiProperty()
  plant_id: number;

  @ApiProperty({ example: '2026-11-01', description: 'The first plant day covered' })
  from: string;

  @ApiProperty({ example: '2026-11-30', description: 'The last plant day covered' })
  to: string;

  @ApiProperty({ type: String, nullable: true, description: 'For reports of the present state: the plant day they are counted at' })
  as_of: string | null;

  @ApiProperty({ type: Number, nullable: true })
  area_id: number | null;

  @ApiProperty({ type: Number, nullable: true })
  employee_id: number | null;

  @ApiProperty({ enum: ['area_id', 'employee_id'], isArray: true, description: 'Filters this report does not apply' })
  ignored_filters: ('area_id' | 'employee_id')[];

  @ApiProperty({ type: () => ReportTableResponse, description: 'Its first column is the chart axis' })
  table: ReportTableResponse;

  @ApiProperty({ type: () => ReportChartResponse })
  chart: ReportChartResponse;

  @ApiProperty({
    type: () => ReportDetailResponse,
    nullable: true,
    description: 'A second table where a report has one (cans-out: customers over their can limit)',
  })
  detail: ReportDetailResponse | null;
}
