import type { CustomerImportBaseField, CustomerImportField, CustomerImportFormat } from '@paani/contracts';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { FailedRow } from './customer-import.store';
import { IMPORT_FIELDS, ImportProduct, productTargets } from './import-columns';
import { moneyNumber } from '../../platform/domain/money';

/** The template's example row: one customer as a register would hold them. */
const EXAMPLE: Record<CustomerImportBaseField, string | number> = {
  code: 'C-0001',
  name: 'Ahmed Khan',
  phone: '0300-1234567',
  whatsapp: '0300-1234567',
  address: 'House 12, Street 4',
  area_name: 'Gulberg',
  rate: 60,
  opening_balance: 1200,
  opening_cans: 2,
  opening_date: '',
  security_deposit_cans: 2,
  security_deposit_amount: 1000,
  credit_limit: 5000,
  can_limit: 5,
  notes: 'Gate 2, ring the bell',
  language: 'Urdu',
};

const NOTES = [
  'One customer per row. Name and Area are required; every other column may be left empty or removed.',
  'Phone and WhatsApp: Pakistani mobile numbers, e.g. 0300-1234567 or +92 300 1234567.',
  'Opening Balance: what the customer owes (negative for an advance). Opening Cans: cans at the customer. Both as of the Opening Date.',
  'Opening Date: the day those figures stand at, written YYYY-MM-DD or DD/MM/YYYY; empty = the day of the import. Entries before it are refused, so give the day your paper register starts from.',
  'Language: the statement and WhatsApp language, English or Urdu (English when empty).',
  'Your other products: "<product> Rate" is the customer\'s own price of it (empty = the product\'s rate); "<product> Opening" how many of it the customer holds, for products that come back. Headers such as "6L bottle rate" or "Dispenser cans" are understood too.',
  'Headers in Urdu are understood too: نام، فون، پتہ، علاقہ، ریٹ، بقایا، بوتلیں، زبان.',
  'Customers already in the plant are matched by Code, else by Phone, so importing a file again adds no one twice.',
];

export interface DownloadFile {
  name: string;
  contentType: string;
  content: Buffer;
}

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel opens a CSV as UTF-8 (Urdu included) only when it starts with the byte order mark. */
const BOM = '\ufeff';

/**
 * Cells starting with = + - @ (or a tab or carriage return) are written with an apostrophe before
 * them, so a spreadsheet shows them as text instead of running them (CSV injection); the import
 * removes that apostrophe again, so a corrected errors.csv imports as typed.
 */
const UNPARSE = { newline: '\r\n', escapeFormulae: true } as const;

/**
 * The template's columns with the example row's cells: the customer fields, then a Rate column for
 * each of the plant's products other than product 1 and an Opening column for those that come back
 * (headers the import recognises by the product's name).
 */
function templateColumns(products: ImportProduct[]): { field: CustomerImportField; header: string; example: string | number }[] {
  const columns: { field: CustomerImportField; header: string; example: string | number }[] = IMPORT_FIELDS.map((f) => ({
    field: f.field,
    header: f.header,
    example: EXAMPLE[f.field],
  }));
  for (const target of productTargets(products)) {
    const product = products.find((p) => p.id === target.product_id)!;
    columns.push(
      target.kind === 'product_rate'
        ? { field: target.field, header: `${product.name} Rate`, example: moneyNumber(product.default_rate) }
        : { field: target.field, header: `${product.name} Opening`, example: 1 },
    );
  }
  return columns;
}

/** The template of a plant's register (`products`: its products, for their columns; none without a plant). */
export async function importTemplate(format: CustomerImportFormat, products: ImportProduct[] = []): Promise<DownloadFile> {
  const columns = templateColumns(products);
  const headers = columns.map((c) => c.header);
  const example = columns.map((c) => c.example);
  if (format === 'csv') {
    const content = BOM + Papa.unparse({ fields: headers, data: [example.map(String)] }, UNPARSE) + '\r\n';
    return { name: 'customers-template.csv', contentType: CSV_TYPE, content: Buffer.from(content, 'utf8') };
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Paani';
  const sheet = workbook.addWorksheet('Customers', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.field, width: Math.max(14, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  // Phones as text, so Excel keeps their leading zero.
  for (const field of ['code', 'phone', 'whatsapp'] as const) sheet.getColumn(field).numFmt = '@';
  sheet.addRow(example);
  const notes = workbook.addWorksheet('How to fill');
  notes.getColumn(1).width = 110;
  for (const line of NOTES) notes.addRow([line]);
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'customers-template.xlsx', contentType: XLSX_TYPE, content };
}

/** The rows an import did not take, as the file had them, with a Row and an Error column: fix them and import this file again. */
export function errorsCsv(importId: number, headers: string[], rows: FailedRow[]): DownloadFile {
  const sorted = [...rows].sort((a, b) => a.row - b.row);
  const width = Math.max(headers.length, ...sorted.map((r) => r.cells.length));
  const pad = (cells: string[]) => Array.from({ length: width }, (_, i) => cells[i] ?? '');
  const data = sorted.map((r) => [...pad(r.cells), String(r.row), r.messages.join(' ')]);
  const content = BOM + Papa.unparse({ fields: [...pad(headers), 'Row', 'Error'], data }, UNPARSE) + '\r\n';
  return { name: `customer-import-${importId}-errors.csv`, contentType: CSV_TYPE, content: Buffer.from(content, 'utf8') };
}
