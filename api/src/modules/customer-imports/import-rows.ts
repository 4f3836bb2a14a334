import type {
  CustomerImportBaseField,
  CustomerImportColumn,
  CustomerImportField,
  CustomerImportRowError,
  CustomerImportValues,
} from '@paani/contracts';
import { isProductField, productFieldParts } from './import-columns';
import { normalisePakistaniMobile, PHONE_INVALID } from '../../platform/domain/phone';
import { isCalendarDate } from '../../platform/domain/plant-day';
import type { RegisterRow } from './register-file';

/** A row of the register read into a customer's fields, or the reasons it cannot be. */
export interface ImportRow {
  row: number;
  values: CustomerImportValues;
  errors: CustomerImportRowError[];
  /** The row's cells as read, for errors.csv. */
  cells: string[];
}

/** The longest text each field takes (the customers' own rules; longer is a row error, never cut). */
export const TEXT_LIMITS: Partial<Record<CustomerImportBaseField, number>> = {
  code: 20,
  name: 100,
  address: 500,
  area_name: 100,
  notes: 2000,
};

/** The largest amounts and counts the customers' own rules take (customer.dto.ts). */
const MAX_MONEY = 1_000_000_000;
const MAX_RATE = 1_000_000;
const MAX_CANS = 100_000;

/** Urdu (Extended Arabic-Indic) and Arabic-Indic digits, as an Urdu register may be typed, to 0-9. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * A cell as text: trimmed, inner runs of spaces made one, with the apostrophe removed that
 * errors.csv puts before a cell starting with = + - @, a tab or a carriage return (so a corrected
 * errors.csv imports as typed).
 */
export function cleanText(cell: string): string {
  return cell
    .replace(/^'(?=[=+\-@\t\r])/, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

type Parsed<T> = { value: T } | { error: string };

/** An amount of money as registers write it: 1,250 / Rs. 1250.50 / ۱۲۵۰ / (500) for an advance. */
function parseMoney(text: string, options: { negative: boolean; max?: number }): Parsed<number> {
  let value = asciiDigits(text)
    .replace(/^(rs\.?|pkr|₨)\s*/i, '')
    .replace(/[,\s]/g, '');
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(value);
  if (parenthesised) {
    value = parenthesised[1];
    negative = true;
  }
  if (value.startsWith('-')) {
    value = value.slice(1);
    negative = !negative;
  }
  if (!/^\d+(\.\d+)?$/.test(value)) return { error: 'Enter an amount, e.g. 1250 or 1250.50.' };
  if (/\.\d{3,}$/.test(value)) return { error: 'Enter the amount with at most 2 decimals.' };
  const amount = Number(value);
  const max = options.max ?? MAX_MONEY;
  if (amount > max) return { error: `Enter an amount of at most ${max.toLocaleString('en')}.` };
  if (negative && !options.negative) return { error: 'The amount cannot be negative.' };
  return { value: negative && amount !== 0 ? -amount : amount };
}

/** A whole number of cans (or of another product's containers: `things`). */
function parseCount(text: string, things = 'cans'): Parsed<number> {
  const value = asciiDigits(text).replace(/[,\s]/g, '');
  if (/^-\d+$/.test(value)) return { error: `The number of ${things} cannot be negative.` };
  if (!/^\d+(\.0+)?$/.test(value)) return { error: `Enter a whole number of ${things}, e.g. 2.` };
  const count = Number(value);
  if (count > MAX_CANS) return { error: `Enter at most ${MAX_CANS.toLocaleString('en')} ${things}.` };
  return { value: count };
}

/** What a register writes for a customer's language, in English or Urdu, folded as headers are. */
const LANGUAGES: Record<string, 'en' | 'ur'> = {
  en: 'en',
  english: 'en',
  eng: 'en',
  انگریزی: 'en',
  انگلش: 'en',
  ur: 'ur',
  urdu: 'ur',
  اردو: 'ur',
};

function parseLanguage(text: string): Parsed<'en' | 'ur'> {
  const language = LANGUAGES[text.normalize('NFKC').toLowerCase().replace(/[\s.]/g, '')];
  return language ? { value: language } : { error: 'Enter the language as English (en) or Urdu (ur).' };
}

/**
 * A day as registers write it: 2026-11-01 (and what an XLSX date cell reads as), or day first as
 * in Pakistan, 01/11/2026, 1-11-2026 or 1.11.2026, in any digits.
 */
function parseDay(text: string): Parsed<string> {
  const digits = asciiDigits(text);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(digits);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(digits);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  const date = year ? `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}` : '';
  return isCalendarDate(date) ? { value: date } : { error: 'A day such as 2026-11-01 or 01/11/2026 (day, month, year).' };
}

function parsePhone(text: string): Parsed<string> {
  const phone = normalisePakistaniMobile(asciiDigits(text));
  return phone ? { value: phone } : { error: PHONE_INVALID };
}

/** A row's values before any column fills them: what an empty cell leaves. */
export const EMPTY_VALUES: Readonly<CustomerImportValues> = {
  code: null,
  name: null,
  phone: null,
  whatsapp: null,
  address: null,
  area_name: null,
  rate: null,
  opening_balance: 0,
  opening_cans: 0,
  opening_date: null,
  security_deposit_cans: 0,
  security_deposit_amount: 0,
  credit_limit: null,
  can_limit: null,
  notes: null,
  language: null,
  product_rates: [],
  opening_containers: [],
};

const REQUIRED_MESSAGES: Partial<Record<CustomerImportBaseField, string>> = {
  name: 'The customer name is required.',
  area_name: 'The area is required.',
};

/** Reads one row with the columns' fields; every problem is an error naming the row and the column. */
/**
 * A product field's cell: the customer's own price of the product (empty: none, null), or the
 * containers of it they hold (empty: 0). Every mapped product column gives its product an entry,
 * so an update knows which prices the file speaks of.
 */
function readProductCell(
  values: CustomerImportValues,
  product: { kind: 'product_rate' | 'opening_containers'; productId: number },
  text: string,
): string | null {
  if (product.kind === 'product_rate') {
    const parsed = text === '' ? { value: null } : parseMoney(text, { negative: false, max: MAX_RATE });
    if ('error' in parsed) return parsed.error;
    values.product_rates.push({ product_id: product.productId, rate: parsed.value });
  } else {
    const parsed = text === '' ? { value: 0 } : parseCount(text, 'containers');
    if ('error' in parsed) return parsed.error;
    values.opening_containers.push({ product_id: product.productId, quantity: parsed.value });
  }
  return null;
}

export function readRow(row: RegisterRow, columns: CustomerImportColumn[]): ImportRow {
  // Lists of its own for each row: EMPTY_VALUES' are shared.
  const values: CustomerImportValues = { ...EMPTY_VALUES, product_rates: [], opening_containers: [] };
  const errors: CustomerImportRowError[] = [];
  const fail = (column: CustomerImportColumn | null, field: CustomerImportField | null, message: string) =>
    errors.push({ row: row.row, column: column?.header ?? null, field, message });
  /** A cell read into its field, or its error against the column. */
  const take = <F extends CustomerImportBaseField>(column: CustomerImportColumn, field: F, parsed: Parsed<CustomerImportValues[F]>) => {
    if ('error' in parsed) fail(column, field, parsed.error);
    else values[field] = parsed.value;
  };

  if (row.problem) fail(null, null, row.problem);
  const filled = new Set<CustomerImportField>();
  for (const column of columns) {
    const mapped = column.field;
    if (!mapped) continue;
    const unreadable = row.unreadable.get(column.index);
    if (unreadable) {
      fail(column, mapped, unreadable);
      filled.add(mapped);
      continue;
    }
    const text = cleanText(row.cells[column.index] ?? '');
    if (isProductField(mapped)) {
      const problem = readProductCell(values, productFieldParts(mapped), text);
      if (problem) fail(column, mapped, problem);
      continue;
    }
    const field = mapped;
    if (text === '') continue;
    filled.add(field);
    const limit = TEXT_LIMITS[field];
    if (limit !== undefined && text.length > limit) {
      fail(column, field, `At most ${limit} characters (this one has ${text.length}).`);
      continue;
    }
    switch (field) {
      case 'phone':
      case 'whatsapp':
        take(column, field, parsePhone(text));
        break;
      case 'rate':
        take(column, field, parseMoney(text, { negative: false, max: MAX_RATE }));
        break;
      case 'credit_limit':
      case 'security_deposit_amount':
        take(column, field, parseMoney(text, { negative: false }));
        break;
      case 'opening_balance':
        take(column, field, parseMoney(text, { negative: true }));
        break;
      case 'opening_cans':
      case 'security_deposit_cans':
      case 'can_limit':
        take(column, field, parseCount(text));
        break;
      case 'language':
        take(column, field, parseLanguage(text));
        break;
      case 'opening_date':
        take(column, field, parseDay(text));
        break;
      case 'code':
        take(
          column,
          field,
          /^[A-Za-z0-9][A-Za-z0-9\-_/.]*$/.test(text)
            ? { value: text }
            : { error: 'The code may hold letters, digits, hyphens, slashes, dots and underscores only, e.g. C-0001.' },
        );
        break;
      default:
        take(column, field, { value: text });
    }
  }
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES) as [CustomerImportBaseField, string][]) {
    if (!filled.has(field)) fail(columns.find((c) => c.field === field) ?? null, field, message);
  }
  return { row: row.row, values, errors, cells: row.cells };
}
