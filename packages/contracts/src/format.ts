// Every amount and count a screen shows goes through these formatters: en-PK grouping, PKR.
// The owner app may switch them to Urdu (ur-PK) and to Eastern Arabic digits with
// `setNumberLocale`; the API and the console never do, so they keep the English output.

/** A language's numbers: 'en' keeps each formatter's English locale exactly; 'ur' writes ur-PK. */
export interface NumberLocale {
  language: 'en' | 'ur';
  /** Western ('latn') or Eastern Arabic ('arabext') digits. */
  digits: 'latn' | 'arabext';
}

let current: NumberLocale = { language: 'en', digits: 'latn' };
const formats = new Map<string, Intl.NumberFormat>();

/** Switches every formatter below; the owner app calls it when the user picks a language or digits. */
export function setNumberLocale(locale: NumberLocale): void {
  current = { ...locale };
}

export function getNumberLocale(): NumberLocale {
  return current;
}

/** The Intl locale tag for a language (`en-PK`, `ur-PK`), for dates and the like. */
export function intlLocale(language: NumberLocale['language']): string {
  return language === 'ur' ? 'ur-PK' : 'en-PK';
}

/** One Intl.NumberFormat per locale, digits and options, made once. */
function numberFormat(english: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = current.language === 'ur' ? 'ur-PK' : english;
  const key = `${locale}|${current.digits}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { ...options, numberingSystem: current.digits });
    formats.set(key, format);
  }
  return format;
}

const DASHBOARD_MONEY: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'PKR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
};
const CURRENCY_SCREEN: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const PLAIN: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
const COMPACT_FRACTION: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

/** A number from an amount that may arrive as text (PostgreSQL numerics) or not at all; anything unreadable is 0. */
export function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** Dashboards: en-PK, PKR, 0 to 2 fraction digits. */
export function formatMoney(value: number | string | null | undefined): string {
  return numberFormat('en-PK', DASHBOARD_MONEY).format(toNumber(value));
}

/** Currency screens and plan prices: 'PKR 1,234.56' (en-US grouping, two decimals), as the API's formatted_price. */
export function formatPkr(value: number | string | null | undefined): string {
  return `PKR ${numberFormat('en-US', CURRENCY_SCREEN).format(toNumber(value))}`;
}

export function formatNumber(value: number | string | null | undefined): string {
  return numberFormat('en-PK', PLAIN).format(toNumber(value));
}

/** K from 1,000 and M from 1,000,000, one fraction digit. */
export function formatCompact(value: number | string | null | undefined): string {
  const number = toNumber(value);
  const size = Math.abs(number);
  const fraction = numberFormat('en-PK', COMPACT_FRACTION);
  if (size >= 1_000_000) return `${fraction.format(number / 1_000_000)}M`;
  if (size >= 1_000) return `${fraction.format(number / 1_000)}K`;
  return formatNumber(number);
}

/** The plant card's rate label: 'PKR 50/can'. */
export function formatCanRate(value: number | string | null | undefined): string {
  return `PKR ${formatNumber(value)}/can`;
}

/** Coordinates are shown to 6 decimals. */
export function formatCoordinate(value: number | string | null | undefined): string {
  return toNumber(value).toFixed(6);
}
