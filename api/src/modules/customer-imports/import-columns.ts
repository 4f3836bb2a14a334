import type { CustomerImportColumn, CustomerImportField } from '@paani/contracts';
import { DomainError } from '../../platform/domain/domain-error';

/** Every field a column can fill, in the template's order, with its English header. */
export const IMPORT_FIELDS: { field: CustomerImportField; header: string; required: boolean }[] = [
  { field: 'code', header: 'Code', required: false },
  { field: 'name', header: 'Name', required: true },
  { field: 'phone', header: 'Phone', required: false },
  { field: 'whatsapp', header: 'WhatsApp', required: false },
  { field: 'address', header: 'Address', required: false },
  { field: 'area_name', header: 'Area', required: true },
  { field: 'rate', header: 'Rate', required: false },
  { field: 'opening_balance', header: 'Opening Balance', required: false },
  { field: 'opening_cans', header: 'Opening Cans', required: false },
  { field: 'opening_date', header: 'Opening Date', required: false },
  { field: 'security_deposit_cans', header: 'Security Deposit Cans', required: false },
  { field: 'security_deposit_amount', header: 'Security Deposit Amount', required: false },
  { field: 'credit_limit', header: 'Credit Limit', required: false },
  { field: 'can_limit', header: 'Can Limit', required: false },
  { field: 'notes', header: 'Notes', required: false },
  { field: 'language', header: 'Language', required: false },
];

const FIELD_NAMES = new Set<string>(IMPORT_FIELDS.map((f) => f.field));
export const REQUIRED_FIELDS = IMPORT_FIELDS.filter((f) => f.required).map((f) => f.field);

/**
 * Headers understood without a mapping, besides the field's own name and its template header:
 * what registers kept by hand call the column, in English and in Urdu.
 */
const ALIASES: Record<CustomerImportField, string[]> = {
  code: ['customer code', 'customer id', 'code no', 'کوڈ', 'نمبر شمار'],
  name: ['customer name', 'customer', 'full name', 'نام', 'گاہک کا نام', 'گاہک'],
  phone: [
    'phone number',
    'phone no',
    'mobile',
    'mobile number',
    'mobile no',
    'contact',
    'contact number',
    'contact no',
    'cell',
    'cell no',
    'فون',
    'فون نمبر',
    'موبائل',
    'موبائل نمبر',
  ],
  whatsapp: ['whatsapp number', 'whats app', 'واٹس ایپ', 'واٹس اپ'],
  address: ['house', 'location', 'پتہ', 'پتا', 'ایڈریس'],
  area_name: ['area', 'area name', 'sector', 'block', 'mohalla', 'ilaqa', 'علاقہ', 'ایریا', 'محلہ'],
  rate: ['can rate', 'price', 'rate per can', 'ریٹ', 'قیمت'],
  opening_balance: ['balance', 'opening balance', 'dues', 'amount due', 'previous balance', 'بقایا', 'بقایاجات', 'بقایا رقم'],
  opening_cans: ['cans', 'bottles', 'opening cans', 'cans out', 'empty cans', 'بوتلیں', 'بوتل', 'کین'],
  opening_date: ['opening as of', 'as of', 'balance date', 'balance as of', 'opening day', 'بقایا تاریخ'],
  security_deposit_cans: ['deposit cans', 'security cans'],
  security_deposit_amount: ['deposit', 'security deposit', 'security', 'deposit amount', 'سیکیورٹی', 'زر ضمانت'],
  credit_limit: ['credit limit', 'limit'],
  can_limit: ['can limit', 'cans limit', 'bottle limit'],
  notes: ['note', 'remarks', 'comments', 'نوٹ', 'تفصیل'],
  language: ['lang', 'statement language', 'زبان'],
};

/**
 * A header as compared: Unicode-normalised, lower case, without spaces, underscores, hyphens,
 * dots or invisible joiners, and with the Arabic letter forms a keyboard may type for Urdu ones
 * (ي ى for ی, ك for ک, ه ة for ہ) folded, so "Opening  balance", "opening_balance" and "OPENING-BALANCE" match.
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064a\u0649]/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .replace(/[\u0647\u0629\u06d5]/g, '\u06c1')
    .replace(/[\s_\-.:/\\()\u200b-\u200f\u061c\ufeff]/g, '');
}

const KNOWN_HEADERS = new Map<string, CustomerImportField>();
for (const { field, header } of IMPORT_FIELDS) {
  for (const name of [field, header, ...ALIASES[field]]) {
    const key = headerKey(name);
    if (!KNOWN_HEADERS.has(key)) KNOWN_HEADERS.set(key, field);
  }
}

/** The field a header names on its own, or null. */
export function fieldForHeader(header: string): CustomerImportField | null {
  return KNOWN_HEADERS.get(headerKey(header)) ?? null;
}

export const MAPPING_INVALID = "The mapping must be a JSON object from the file's column headers to customer fields.";

/** The mapping form field as sent: `{ header: field | null }`; a 422 on `mapping` otherwise. */
export function parseMapping(raw: string | undefined): Map<string, CustomerImportField | null> {
  const mapping = new Map<string, CustomerImportField | null>();
  if (raw === undefined || raw.trim() === '') return mapping;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw DomainError.field('mapping', MAPPING_INVALID);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw DomainError.field('mapping', MAPPING_INVALID);
  for (const [header, field] of Object.entries(parsed as Record<string, unknown>)) {
    if (field === null || field === '') mapping.set(header, null);
    else if (typeof field === 'string' && FIELD_NAMES.has(field)) mapping.set(header, field as CustomerImportField);
    else throw DomainError.field('mapping', `"${String(field).slice(0, 60)}" is not a customer field (column "${header.slice(0, 60)}").`);
  }
  return mapping;
}

/**
 * The field of each column: the mapping's choice for its header, else the field its header names.
 * A mapping that names a header the file does not have, or two columns filling one field, is a 422.
 */
export function mapColumns(headers: string[], mapping: Map<string, CustomerImportField | null>): CustomerImportColumn[] {
  const byHeader = new Map(headers.map((header) => [header.trim(), header]));
  for (const header of mapping.keys()) {
    if (!byHeader.has(header.trim())) throw DomainError.field('mapping', `The file has no column "${header.slice(0, 60)}".`);
  }
  const trimmedMapping = new Map([...mapping].map(([header, field]) => [header.trim(), field]));
  const columns = headers.map((header, index): CustomerImportColumn => {
    const chosen = trimmedMapping.get(header.trim());
    if (chosen !== undefined) return { index, header, field: chosen, auto: false, samples: [] };
    return { index, header, field: header.trim() === '' ? null : fieldForHeader(header), auto: true, samples: [] };
  });
  // An automatic match never takes a field the mapping gave to another column, nor one an earlier column took.
  const taken = new Set(columns.filter((c) => !c.auto && c.field).map((c) => c.field));
  for (const column of columns) {
    if (!column.field) continue;
    if (column.auto) {
      if (taken.has(column.field)) column.field = null;
      else taken.add(column.field);
    }
  }
  const named = columns.filter((c) => !c.auto && c.field);
  for (const [at, column] of named.entries()) {
    const earlier = named.slice(0, at).find((c) => c.field === column.field);
    if (earlier) throw DomainError.field('mapping', `The columns "${earlier.header}" and "${column.header}" both fill ${column.field}.`);
  }
  return columns;
}

/** Required fields no column fills. */
export function missingFields(columns: CustomerImportColumn[]): CustomerImportField[] {
  const mapped = new Set(columns.map((c) => c.field));
  return REQUIRED_FIELDS.filter((field) => !mapped.has(field));
}
