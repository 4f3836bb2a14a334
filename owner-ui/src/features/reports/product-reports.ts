import { PRODUCT_REPORT_NAMES, type ProductReportName, type Report, type ReportCell, type ReportName } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { en } from '../../i18n/en';
import { productName } from '../daily-entries/sheet-products';

export const isProductReport = (name: ReportName): name is ProductReportName =>
  (PRODUCT_REPORT_NAMES as readonly ReportName[]).includes(name);

type ColumnKey = keyof typeof en.reports.productReports.columns;
const COLUMN_KEYS = new Set(Object.keys(en.reports.productReports.columns));
const isColumnKey = (key: string): key is ColumnKey => COLUMN_KEYS.has(key);

const urduName = (row: Record<string, ReportCell>): string | null => (typeof row.name_ur === 'string' ? row.name_ur : null);

/**
 * A product report as the screen shows it, in the language on screen: its title and column labels
 * in that language (a column the screen has no words for keeps the server's), each product by its
 * Urdu name when the screen is in Urdu and the product has one, the total line labelled. The chart,
 * the table and the CSV all take it as any other report.
 */
export function productReportOnScreen(report: Report, name: ProductReportName, t: TFunction<'reports'>, language: string): Report {
  const { table } = report;
  return {
    ...report,
    title: t(`productReports.${name}.title`),
    table: {
      columns: table.columns.map((column) =>
        isColumnKey(column.key) ? { ...column, label: t(`productReports.columns.${column.key}`) } : column,
      ),
      rows: table.rows.map((row) => ({
        ...row,
        product: productName({ name: String(row.product ?? ''), name_ur: urduName(row) }, language),
      })),
      totals: table.totals ? { ...table.totals, product: t('productReports.total') } : null,
    },
  };
}
