/** The owner's reports (GET /api/filter-owner/reports/{name}): one table each, the same shape for all, so one screen shows and exports any of them. */
export type ReportName =
  | 'daily-sales'
  | 'collections'
  | 'outstanding-age'
  | 'cans-out'
  | 'rider-performance'
  | 'expenses'
  | 'profit-loss'
  | 'sales-by-product'
  | 'containers-by-age';

export const REPORT_NAMES: readonly ReportName[] = [
  'daily-sales',
  'collections',
  'outstanding-age',
  'cans-out',
  'rider-performance',
  'expenses',
  'profit-loss',
  'sales-by-product',
  'containers-by-age',
];

/** The reports whose rows are the plant's products: each row also carries ProductRowKeys, beside its columns. */
export type ProductReportName = Extract<ReportName, 'sales-by-product' | 'containers-by-age'>;

export const PRODUCT_REPORT_NAMES: readonly ProductReportName[] = ['sales-by-product', 'containers-by-age'];

/**
 * What a product report's row carries besides its columns (no column shows them): the product's
 * number in its plant and its Urdu name (null: none), so a screen in Urdu can name it so.
 */
export type ProductRowKeys = {
  product_id: number;
  name_ur: string | null;
};

/** The bands of containers-by-age: days since the holding customer's last delivery (of any product, entries that stand). */
export const CONTAINER_AGE_KEYS = ['days_0_7', 'days_8_30', 'days_31_90', 'days_over_90', 'never'] as const;
export type ContainerAgeKey = (typeof CONTAINER_AGE_KEYS)[number];

/** A row of sales-by-product: a product's entries that stand in the range, what they delivered and took back, and their amount (PKR). */
export type SalesByProductRow = ProductRowKeys & {
  product: string;
  entries: number;
  delivered: number;
  returned: number;
  amount: number;
};

/** A row of containers-by-age: a returnable product's containers with customers now, in all and by the age bands. */
export type ContainersByAgeRow = ProductRowKeys & {
  product: string;
  /** Customers holding at least one. */
  customers: number;
  held: number;
} & Record<ContainerAgeKey, number>;

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
  /** One object per row, keyed by column key (a product report's rows carry ProductRowKeys too). */
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
