/** The owner's reports (GET /api/filter-owner/reports/{name}): one table each, the same shape for all, so one screen shows and exports any of them. */
export type ReportName = 'daily-sales' | 'collections' | 'outstanding-age' | 'cans-out' | 'rider-performance' | 'expenses' | 'profit-loss';

export const REPORT_NAMES: readonly ReportName[] = [
  'daily-sales',
  'collections',
  'outstanding-age',
  'cans-out',
  'rider-performance',
  'expenses',
  'profit-loss',
];

/** `money` values are PKR with 2 decimals; `count` integers; `text` anything shown as is. */
export type ReportColumnKind = 'text' | 'count' | 'money';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ReportColumnKind;
}

export type ReportCell = string | number | null;

export interface ReportTable {
  columns: ReportColumn[];
  rows: Record<string, ReportCell>[];
  /** The table's total line (the same keys; text columns hold a label or null). */
  totals: Record<string, ReportCell> | null;
}

export interface Report {
  name: ReportName;
  title: string;
  plant_id: number;
  /** The plant days the figures cover (YYYY-MM-DD, both included). */
  from: string;
  to: string;
  /** For reports of the present state (ages of what is owed, cans out): the plant day they are counted at. */
  as_of: string | null;
  area_id: number | null;
  employee_id: number | null;
  /** Filters the report does not apply (expenses have no area or rider), so the screen can say so. */
  ignored_filters: ('area_id' | 'employee_id')[];
  /** The main table: its first column is the chart's axis, the `chart` columns its series. */
  table: ReportTable;
  chart: { kind: 'bar' | 'line'; x: string; series: string[]; stacked: boolean };
  /** A second table where a report has one (cans-out: the customers holding more than their can limit). */
  detail: (ReportTable & { title: string }) | null;
}
