import type { ContainersByAgeRow, Report, ReportCell, ReportColumn, ReportTable, SalesByProductRow } from '@paani/contracts';
import { ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
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

const productKeyFields = {
  product_id: num({ example: 1, description: "The product's number in its plant (no column shows it)" }),
  name_ur: text({ example: '19 لیٹر کین', description: "The product's Urdu name, null for none (no column shows it)" }).nullable(),
};

/** A row of sales-by-product: one product's entries that stand in the range. */
export const SalesByProductRowResponse = model('SalesByProductRowResponse', {
  product: text({ example: '19 L can', description: "The product's name" }),
  entries: num({ description: 'Entries that stand holding it' }),
  delivered: num({ description: 'How many were delivered' }),
  returned: num({ description: 'Empties taken back (0 for a product that does not come back)' }),
  amount: num({ description: 'What they came to (PKR)' }),
  ...productKeyFields,
} satisfies Fields<SalesByProductRow>);

const band = (description: string) => num({ description: `Containers held by customers whose last delivery was ${description}` });

/** A row of containers-by-age: one returnable product's containers with customers now. */
export const ContainersByAgeRowResponse = model('ContainersByAgeRowResponse', {
  product: text({ example: '19 L can', description: "The product's name" }),
  customers: num({ description: 'Customers holding at least one' }),
  held: num({ description: 'Containers with customers now (the sum of the bands)' }),
  days_0_7: band('0–7 days before the plant day counted at'),
  days_8_30: band('8–30 days before'),
  days_31_90: band('31–90 days before'),
  days_over_90: band('over 90 days before'),
  never: num({ description: 'Containers held by customers with no delivery that stands (an opening count, say)' }),
  ...productKeyFields,
} satisfies Fields<ContainersByAgeRow>);

/** The row models the rows' schema names, beside the generic row (ApiExtraModels on the controller). */
export const REPORT_ROW_MODELS = [SalesByProductRowResponse, ContainersByAgeRowResponse];

const reportTableFields = {
  columns: list(ReportColumnResponse),
  // An array of objects whose values are cells: no helper covers it, so the field is written out.
  rows: new Field<Record<string, ReportCell>[]>({
    type: 'array',
    items: {
      anyOf: [
        { type: 'object', additionalProperties: CELL },
        { $ref: getSchemaPath(SalesByProductRowResponse) },
        { $ref: getSchemaPath(ContainersByAgeRowResponse) },
      ],
    },
    description:
      "One object per row, keyed by column key; the product reports' rows (sales-by-product, containers-by-age) also carry the product's id and Urdu name",
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
