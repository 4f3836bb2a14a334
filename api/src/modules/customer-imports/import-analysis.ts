import type {
  CustomerImportAction,
  CustomerImportColumn,
  CustomerImportCounts,
  CustomerImportExisting,
  CustomerImportField,
  CustomerImportBaseField,
  CustomerImportPreviewRow,
  CustomerImportProductTarget,
  CustomerImportRowError,
} from '@paani/contracts';
import { cleanText, ImportRow, readRow } from './import-rows';
import { ImportProduct, mapColumns, missingFields, productTargets } from './import-columns';
import type { RegisterFile } from './register-file';
import { DomainError } from '../../platform/domain/domain-error';
import { assertOpeningDay, PlantCalendar } from '../plants/plant-calendar';

export const PREVIEW_ROWS = 20;
const SAMPLES = 3;

export interface ImportOptions {
  mapping: Map<string, CustomerImportField | null>;
  createMissingAreas: boolean;
  onExisting: CustomerImportExisting;
}

/** What the plant holds that an import matches against, read once per analysis. */
export interface ImportLookups {
  /** Area ids by lower-cased name. */
  areas: Map<string, number>;
  /** Customer ids by lower-cased code. */
  codes: Map<string, number>;
  /** Customer ids by E.164 phone (the oldest customer with it). */
  phones: Map<string, number>;
  /** The plant's days and lock period, for the opening dates. */
  calendar: PlantCalendar;
  /** The plant's active products sold on entries, in their order: the product fields a column can fill. */
  products: ImportProduct[];
}

export interface AnalysedRow extends ImportRow {
  action: CustomerImportAction;
  customerId: number | null;
  newArea: boolean;
}

export interface ImportAnalysis {
  columns: CustomerImportColumn[];
  productTargets: CustomerImportProductTarget[];
  missingFields: CustomerImportBaseField[];
  rows: AnalysedRow[];
  counts: CustomerImportCounts;
  /** Area names the plant does not have, each in the spelling of its first row. */
  missingAreas: string[];
  errors: CustomerImportRowError[];
}

const key = (text: string) => text.trim().toLowerCase();

function withSamples(columns: CustomerImportColumn[], file: RegisterFile): CustomerImportColumn[] {
  return columns.map((column) => {
    const samples: string[] = [];
    for (const row of file.rows) {
      if (samples.length >= SAMPLES) break;
      const text = cleanText(row.cells[column.index] ?? '');
      if (text !== '') samples.push(text.slice(0, 80));
    }
    return { ...column, samples };
  });
}

/**
 * Everything an import decides before it writes, the same for a dry run and a real one: the
 * columns' fields, each row read and checked, and what happens to it (create, update, skip).
 *
 * Two rows of the file must not stand for one customer: a code used by an earlier row is an error,
 * and so is a row without a code whose phone an earlier row has (it would be matched to that
 * customer on the next import), as is a second row matched to one existing customer. An existing
 * customer of the plant matches by code, else by phone, as the customers' batch command matches them.
 */
export function analyseImport(file: RegisterFile, options: ImportOptions, lookups: ImportLookups): ImportAnalysis {
  const columns = withSamples(mapColumns(file.headers, options.mapping, lookups.products), file);
  const targets = productTargets(lookups.products);
  const missing = missingFields(columns);
  const counts: CustomerImportCounts = { rows: file.rows.length, valid: 0, invalid: 0, create: 0, update: 0, skip: 0 };
  if (missing.length > 0)
    return { columns, productTargets: targets, missingFields: missing, rows: [], counts, missingAreas: [], errors: [] };

  const codeColumn = columns.find((c) => c.field === 'code')?.header ?? null;
  const phoneColumn = columns.find((c) => c.field === 'phone')?.header ?? null;
  const areaColumn = columns.find((c) => c.field === 'area_name')?.header ?? null;
  const rowsByCode = new Map<string, number>();
  const rowsByPhone = new Map<string, number>();
  const rowsByCustomer = new Map<number, number>();
  const missingAreas = new Map<string, string>();

  const rows = file.rows.map((registerRow): AnalysedRow => {
    const row = readRow(registerRow, columns);
    const { values } = row;
    const fail = (column: string | null, field: CustomerImportField, message: string) =>
      row.errors.push({ row: row.row, column, field, message });

    if (values.code) {
      const earlier = rowsByCode.get(key(values.code));
      if (earlier !== undefined) fail(codeColumn, 'code', `Row ${earlier} has the same code.`);
      else rowsByCode.set(key(values.code), row.row);
    } else if (values.phone) {
      const earlier = rowsByPhone.get(values.phone);
      if (earlier !== undefined)
        fail(phoneColumn, 'phone', `Row ${earlier} has the same phone. Give each customer its own code to import both.`);
    }
    if (values.phone && !rowsByPhone.has(values.phone)) rowsByPhone.set(values.phone, row.row);

    if (values.opening_date) {
      try {
        assertOpeningDay(values.opening_date, lookups.calendar);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        fail(columns.find((c) => c.field === 'opening_date')?.header ?? null, 'opening_date', error.message);
      }
    }

    let newArea = false;
    if (values.area_name && !lookups.areas.has(key(values.area_name))) {
      if (options.createMissingAreas) {
        newArea = true;
        if (!missingAreas.has(key(values.area_name))) missingAreas.set(key(values.area_name), values.area_name);
      } else {
        fail(
          areaColumn,
          'area_name',
          `The area "${values.area_name}" does not exist in this plant. Add it first, or let the import create missing areas.`,
        );
      }
    }

    if (row.errors.length > 0) return { ...row, action: 'error', customerId: null, newArea };
    const customerId =
      (values.code ? lookups.codes.get(key(values.code)) : undefined) ??
      (values.phone ? lookups.phones.get(values.phone) : undefined) ??
      null;
    if (customerId !== null) {
      const earlier = rowsByCustomer.get(customerId);
      if (earlier !== undefined) {
        fail(codeColumn ?? phoneColumn, values.code ? 'code' : 'phone', `Row ${earlier} is matched to the same existing customer.`);
        return { ...row, action: 'error', customerId: null, newArea };
      }
      rowsByCustomer.set(customerId, row.row);
    }
    const action: CustomerImportAction = customerId === null ? 'create' : options.onExisting;
    return { ...row, action, customerId, newArea };
  });

  for (const row of rows) {
    if (row.action === 'error') counts.invalid += 1;
    else {
      counts.valid += 1;
      counts[row.action] += 1;
    }
  }
  // Areas named only by refused rows are not created.
  const usedAreas = new Set(rows.filter((r) => r.action !== 'error' && r.newArea).map((r) => key(r.values.area_name!)));
  return {
    columns,
    productTargets: targets,
    missingFields: missing,
    rows,
    counts,
    missingAreas: [...missingAreas].filter(([name]) => usedAreas.has(name)).map(([, spelling]) => spelling),
    errors: rows.flatMap((row) => row.errors),
  };
}

export function previewRows(analysis: ImportAnalysis): CustomerImportPreviewRow[] {
  const mapped = analysis.columns.filter((column) => column.field !== null);
  return analysis.rows.slice(0, PREVIEW_ROWS).map((row) => ({
    row: row.row,
    action: row.action,
    customer_id: row.customerId,
    new_area: row.newArea,
    values: row.values,
    raw: Object.fromEntries(mapped.map((column) => [column.field, (row.cells[column.index] ?? '').slice(0, 200)])),
  }));
}
