import type { CustomerImportColumn, CustomerImportField } from '@paani/contracts';

/** Every field a column can fill, in the order the mapping offers them. */
export const IMPORT_FIELDS: CustomerImportField[] = [
  'code',
  'name',
  'phone',
  'whatsapp',
  'address',
  'area_name',
  'rate',
  'opening_balance',
  'opening_cans',
  'opening_date',
  'security_deposit_cans',
  'security_deposit_amount',
  'credit_limit',
  'can_limit',
  'notes',
  'language',
];

/** Every row needs these (the server refuses the import until a column fills each). */
export const REQUIRED_FIELDS: CustomerImportField[] = ['name', 'area_name'];

/** The file's header → its field, as the server matched them. */
export type ColumnMapping = Record<string, CustomerImportField | null>;

export const mappingOf = (columns: CustomerImportColumn[]): ColumnMapping =>
  Object.fromEntries(columns.map((column) => [column.header, column.field]));

/** Required fields no column fills. */
export const missingFields = (mapping: ColumnMapping): CustomerImportField[] =>
  REQUIRED_FIELDS.filter((field) => !Object.values(mapping).includes(field));

/** Gives `header` the field; a column that had the field before lets it go (one column per field). */
export function assignField(mapping: ColumnMapping, header: string, field: CustomerImportField | null): ColumnMapping {
  const next: ColumnMapping = {};
  for (const [name, current] of Object.entries(mapping)) next[name] = field !== null && current === field ? null : current;
  next[header] = field;
  return next;
}
