import { getNumberLocale, intlLocale } from '@paani/contracts';

/**
 * The one place the owner app formats what it shows: numbers and money (the shared formatters,
 * which follow the language and digits set by i18n/preferences.ts), and dates through Intl in
 * `en-PK` or `ur-PK` with the chosen digits. English with Western digits is exactly as before.
 */
export {
  formatCanRate,
  formatCompact,
  formatCoordinate,
  formatMoney,
  formatNumber,
  formatPkr,
  getNumberLocale,
  toNumber,
} from '@paani/contracts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const { language, digits } = getNumberLocale();
  const key = `${language}|${digits}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, numberingSystem: digits });
    dateFormats.set(key, format);
  }
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

/** A calendar day as '5 Jan 2026' (en-PK) or '5 جنوری، 2026' (ur-PK). */
export function formatDay(value: Date): string {
  return dateFormat(DAY).format(value);
}

/** A month as 'January 2026'. */
export function formatMonth(value: Date): string {
  return dateFormat(MONTH).format(value);
}

/** Any other date or time the caller describes with Intl options, in the current language and digits. */
export function formatDateTime(value: Date, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(options).format(value);
}
