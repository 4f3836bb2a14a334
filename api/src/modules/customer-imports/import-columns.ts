import type {
  CustomerImportBaseField,
  CustomerImportColumn,
  CustomerImportField,
  CustomerImportProductField,
  CustomerImportProductTarget,
} from '@paani/contracts';
import { DomainError } from '../../platform/domain/domain-error';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';

/** Every customer field a column can fill, in the template's order, with its English header. */
export const IMPORT_FIELDS: { field: CustomerImportBaseField; header: string; required: boolean }[] = [
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
const ALIASES: Record<CustomerImportBaseField, string[]> = {
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
 * (ي ى for ی, ك for ک, ه ة for ہ) and Urdu and Arabic-Indic digits (a product's name: ۶ لیٹر بوتل)
 * folded, so "Opening  balance", "opening_balance" and "OPENING-BALANCE" match.
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
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

/** A product of the plant as the import sees it: its active products sold on entries (product 1 included). */
export interface ImportProduct {
  id: number;
  name: string;
  name_ur: string | null;
  /** What one is called (can, bottle, dispenser): registers often leave it out of the product's name. */
  unit: string;
  returnable: boolean;
  /** Its price, a decimal string (the template's example). */
  default_rate: string;
}

const PRODUCT_FIELD = /^(product_rate|opening_containers):([1-9]\d{0,8})$/;

/** Whether a field is a product's (`product_rate:2`, `opening_containers:3`) rather than a customer field. */
export const isProductField = (field: string): field is CustomerImportProductField => PRODUCT_FIELD.test(field);

/** The kind and product of a product field. */
export function productFieldParts(field: CustomerImportProductField): { kind: CustomerImportProductTarget['kind']; productId: number } {
  const [kind, id] = field.split(':');
  return { kind: kind === 'product_rate' ? 'product_rate' : 'opening_containers', productId: Number(id) };
}

const productField = (kind: CustomerImportProductTarget['kind'], productId: number): CustomerImportProductField => `${kind}:${productId}`;

/**
 * The product fields a column can fill in the plant: the rate of each product other than product 1
 * (whose are Rate and Opening Cans), and the opening containers of those that come back.
 */
export function productTargets(products: ImportProduct[]): CustomerImportProductTarget[] {
  return products
    .filter((product) => product.id !== FIRST_PRODUCT_ID)
    .flatMap((product) =>
      (product.returnable ? (['product_rate', 'opening_containers'] as const) : (['product_rate'] as const)).map((kind) => ({
        field: productField(kind, product.id),
        kind,
        product_id: product.id,
        product_name: product.name,
        product_name_ur: product.name_ur,
      })),
    );
}

/** What registers write beside a product's name for its price, and for the containers a customer has. */
const PRODUCT_RATE_WORDS = ['rate', 'price', 'rate per unit', 'ریٹ', 'قیمت', 'نرخ'];
const PRODUCT_OPENING_WORDS = [
  'cans',
  'opening',
  'opening cans',
  'opening containers',
  'containers',
  'held',
  'out',
  'bottles',
  'بوتلیں',
  'کین',
  'خالی',
];
/** "6L bottle ka rate", "rate of 6L bottle", "۶ لیٹر بوتل کا ریٹ". */
const JOINERS = ['', 'ka', 'ki', 'of', 'کا', 'کی', 'کے'];

/**
 * The headers that name a product's fields: "<name> rate", "<name> cans", "<name> opening" (and
 * the words around the other way), with the product's English or Urdu name, with or without its
 * unit ("19 L can" is also "19L"); a returnable product's bare name is its containers (a
 * "Dispenser" column counts dispensers). Product 1's name fills Rate and Opening Cans. A header
 * two products could claim names neither; the customer fields' own headers come first.
 */
function productHeaders(products: ImportProduct[]): Map<string, CustomerImportField> {
  const found = new Map<string, CustomerImportField | null>();
  // Full names before names without the unit, so "6 L bottle rate" never loses to another product's short name.
  for (const short of [false, true]) {
    const tier = new Map<string, CustomerImportField | null>();
    for (const product of products) {
      const first = product.id === FIRST_PRODUCT_ID;
      const rate: CustomerImportField = first ? 'rate' : productField('product_rate', product.id);
      const opening: CustomerImportField | null = first
        ? 'opening_cans'
        : product.returnable
          ? productField('opening_containers', product.id)
          : null;
      const unit = headerKey(product.unit);
      const names = new Set<string>();
      for (const name of [product.name, product.name_ur ?? '']) {
        const key = headerKey(name);
        if (key === '') continue;
        if (!short) names.add(key);
        else if (unit !== '' && key.length > unit.length && key.endsWith(unit)) names.add(key.slice(0, -unit.length));
      }
      const claim = (key: string, field: CustomerImportField) => {
        if (found.has(key)) return;
        tier.set(key, tier.has(key) && tier.get(key) !== field ? null : field);
      };
      for (const name of names) {
        for (const joiner of JOINERS.map(headerKey)) {
          for (const word of PRODUCT_RATE_WORDS.map(headerKey)) {
            claim(`${name}${joiner}${word}`, rate);
            claim(`${word}${joiner}${name}`, rate);
          }
          if (opening === null) continue;
          for (const word of PRODUCT_OPENING_WORDS.map(headerKey)) {
            claim(`${name}${joiner}${word}`, opening);
            claim(`${word}${joiner}${name}`, opening);
          }
        }
        if (opening !== null && !short) claim(name, opening);
      }
    }
    for (const [key, field] of tier) found.set(key, field);
  }
  const named = new Map<string, CustomerImportField>();
  for (const [key, field] of found) if (field !== null && !KNOWN_HEADERS.has(key)) named.set(key, field);
  return named;
}

/** Reads headers into fields: the customer fields' headers, and the plant's products' (productHeaders). */
export function headerMatcher(products: ImportProduct[] = []): (header: string) => CustomerImportField | null {
  const byProduct = productHeaders(products);
  return (header) => {
    const key = headerKey(header);
    return KNOWN_HEADERS.get(key) ?? byProduct.get(key) ?? null;
  };
}

/** The field a header names on its own (with the plant's products, when given), or null. */
export function fieldForHeader(header: string, products: ImportProduct[] = []): CustomerImportField | null {
  return headerMatcher(products)(header);
}

export const MAPPING_INVALID = "The mapping must be a JSON object from the file's column headers to customer fields.";

/**
 * The mapping form field as sent: `{ header: field | null }`, a field being a customer field or a
 * product field (`product_rate:2`, checked against the plant's products by mapColumns); a 422 on
 * `mapping` otherwise.
 */
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
    else if (typeof field === 'string' && FIELD_NAMES.has(field)) mapping.set(header, field as CustomerImportBaseField);
    else if (typeof field === 'string' && isProductField(field)) mapping.set(header, field);
    else throw DomainError.field('mapping', `"${String(field).slice(0, 60)}" is not a customer field (column "${header.slice(0, 60)}").`);
  }
  return mapping;
}

/** A product field the mapping names that the plant does not offer: why, for the 422 on `mapping`. */
function unavailableProductField(field: string, header: string, products: ImportProduct[]): string | null {
  if (!isProductField(field) || productTargets(products).some((target) => target.field === field)) return null;
  const parsed = productFieldParts(field);
  const column = `(column "${header.slice(0, 60)}")`;
  const product = products.find((p) => p.id === parsed.productId);
  if (parsed.productId === FIRST_PRODUCT_ID) return `Product 1's fields are Rate and Opening Cans: map the column to those ${column}.`;
  if (!product) return `"${field}": this plant sells no active product ${parsed.productId} on entries ${column}.`;
  return `"${field}": ${product.name} does not come back, so a customer holds no containers of it ${column}.`;
}

/**
 * The field of each column: the mapping's choice for its header, else the field its header names
 * (with the plant's products, for their fields). A mapping that names a header the file does not
 * have, a product field the plant does not offer, or two columns filling one field, is a 422.
 */
export function mapColumns(
  headers: string[],
  mapping: Map<string, CustomerImportField | null>,
  products: ImportProduct[] = [],
): CustomerImportColumn[] {
  const byHeader = new Map(headers.map((header) => [header.trim(), header]));
  for (const [header, field] of mapping) {
    if (!byHeader.has(header.trim())) throw DomainError.field('mapping', `The file has no column "${header.slice(0, 60)}".`);
    const unavailable = field === null ? null : unavailableProductField(field, header, products);
    if (unavailable) throw DomainError.field('mapping', unavailable);
  }
  const match = headerMatcher(products);
  const trimmedMapping = new Map([...mapping].map(([header, field]) => [header.trim(), field]));
  const columns = headers.map((header, index): CustomerImportColumn => {
    const chosen = trimmedMapping.get(header.trim());
    if (chosen !== undefined) return { index, header, field: chosen, auto: false, samples: [] };
    return { index, header, field: header.trim() === '' ? null : match(header), auto: true, samples: [] };
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
export function missingFields(columns: CustomerImportColumn[]): CustomerImportBaseField[] {
  const mapped = new Set(columns.map((c) => c.field));
  return REQUIRED_FIELDS.filter((field) => !mapped.has(field));
}
