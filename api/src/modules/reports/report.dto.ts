import type { Report, ReportCell, ReportColumn, ReportTable } from '@paani/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Field, Fields, json, list, manyOf, model, num, one, oneOf, text } from '../../platform/http/response-model';

import { IsIn, IsOptional } from 'class-validator';
import { CalendarDate, IdQuery } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';
import { REPORT_NAMES } from './report.queries';

/** GET /reports/{name}: the plant (filter_plant_id), a range of plant days, an area, a rider. */
export class ReportQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'The first plant day (YYYY-MM-DD); 29 days before `to` when absent' })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: "The last plant day (YYYY-MM-DD); the plant's today when absent" })
  @CalendarDate('The to date must be a day written YYYY-MM-DD.')
  to?: string;

  @ApiPropertyOptional({ description: 'Only this area of the plant' })
  @IdQuery('area id')
  area_id?: number;

  @ApiPropertyOptional({ description: 'Only this rider (employee) of the plant' })
  @IdQuery('employee id')
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

export const ReportColumnResponse = model('ReportColumnResponse', {
  key: text({ example: 'amount' }),
  label: text({ example: 'Amount' }),
  kind: oneOf(['text', 'count', 'money'], {
    description: 'money: PKR with 2 decimals; count: an integer; text: shown as it is',
  }),
} satisfies Fields<ReportColumn>);

const reportTableFields = {
  columns: list(ReportColumnResponse),
  // An array of objects whose values are cells: no helper covers it, so the field is written out.
  rows: new Field<Record<string, ReportCell>[]>({
    type: 'array',
    items: { type: 'object', additionalProperties: CELL },
    description: 'One object per row, keyed by column key',
  }),
  totals: json<Record<string, ReportCell>>({
    additionalProperties: CELL,
    description: 'The total line (the same keys; text columns hold a label or null); null when the report has none',
  }).nullable(),
} satisfies Fields<ReportTable>;

export const ReportTableResponse = model('ReportTableResponse', reportTableFields);

export const ReportDetailResponse = model('ReportDetailResponse', {
  ...reportTableFields,
  title: text({ example: 'Customers holding more than their can limit' }),
});

export const ReportChartResponse = model('ReportChartResponse', {
  kind: oneOf(['bar', 'line']),
  x: text({ description: 'The column key of the axis' }),
  series: list(String, { description: 'The column keys drawn' }),
  stacked: bool(),
} satisfies Fields<Report['chart']>);

const IGNORABLE_FILTERS = ['area_id', 'employee_id'] as const;

/** GET /filter-owner/reports/{name}: every report is one table (and sometimes a detail table) plus how to chart it. */
export const ReportResponse = model('ReportResponse', {
  name: oneOf(REPORT_NAMES),
  title: text({ example: 'Daily sales' }),
  plant_id: num(),
  from: text({ example: '2026-11-01', description: 'The first plant day covered' }),
  to: text({ example: '2026-11-30', description: 'The last plant day covered' }),
  as_of: text({ description: 'For reports of the present state: the plant day they are counted at' }).nullable(),
  area_id: num().nullable(),
  employee_id: num().nullable(),
  ignored_filters: manyOf(IGNORABLE_FILTERS, { description: 'Filters this report does not apply' }),
  table: one(ReportTableResponse, { description: 'Its first column is the chart axis' }),
  chart: one(ReportChartResponse),
  detail: one(ReportDetailResponse, {
    description: 'A second table where a report has one (cans-out: customers over their can limit)',
  }).nullable(),
} satisfies Fields<Report>);
