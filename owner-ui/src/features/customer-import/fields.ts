import type {
  CustomerImportBaseField,
  CustomerImportColumn,
  CustomerImportField,
  CustomerImportProductTarget,
  CustomerImportValues,
} from '@paani/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { productLabel } from '../customers/productRates';

/** Every customer field a column can fill, in the order the mapping offers them (the plant's product fields follow). */
export const IMPORT_FIELDS: CustomerImportBaseField[] = [
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
export const REQUIRED_FIELDS: CustomerImportBaseField[] = ['name', 'area_name'];

/** The file's header → its field, as the server matched them. */
export type ColumnMapping = Record<string, CustomerImportField | null>;

export const mappingOf = (columns: CustomerImportColumn[]): ColumnMapping =>
  Object.fromEntries(columns.map((column) => [column.header, column.field]));

/** Required fields no column fills. */
export const missingFields = (mapping: ColumnMapping): CustomerImportBaseField[] =>
  REQUIRED_FIELDS.filter((field) => !Object.values(mapping).includes(field));

/** Gives `header` the field; a column that had the field before lets it go (one column per field). */
export function assignField(mapping: ColumnMapping, header: string, field: CustomerImportField | null): ColumnMapping {
  const next: ColumnMapping = {};
  for (const [name, current] of Object.entries(mapping)) next[name] = field !== null && current === field ? null : current;
  next[header] = field;
  return next;
}

/** A customer field rather than a product's (`product_rate:2`). */
export const isCustomerField = (field: CustomerImportField): field is CustomerImportBaseField =>
  (IMPORT_FIELDS as string[]).includes(field);

/** What a row will save in a field's column: a customer field's value, or the product's rate or containers. */
export function fieldValue(
  values: CustomerImportValues,
  field: CustomerImportField,
  targets: CustomerImportProductTarget[],
): string | number | null {
  if (isCustomerField(field)) return values[field];
  const target = targets.find((t) => t.field === field);
  if (!target) return null;
  if (target.kind === 'product_rate') return values.product_rates.find((r) => r.product_id === target.product_id)?.rate ?? null;
  return values.opening_containers.find((c) => c.product_id === target.product_id)?.quantity ?? null;
}

/**
 * A field's name on screen: a customer field's own, or a product's field with the product's name
 * in the language on screen ("6 L bottle: rate"). A product field the plant no longer offers shows as sent.
 */
export function useFieldLabel(targets: CustomerImportProductTarget[]): (field: CustomerImportField) => string {
  const { t, i18n } = useTranslation('customerImport');
  return useCallback(
    (field: CustomerImportField) => {
      if (isCustomerField(field)) return t(`fields.${field}`);
      const target = targets.find((candidate) => candidate.field === field);
      if (!target) return field;
      const product = productLabel({ name: target.product_name, name_ur: target.product_name_ur }, i18n.language);
      return t(`productFields.${target.kind}`, { product });
    },
    [t, i18n.language, targets],
  );
}
