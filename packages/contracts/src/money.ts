/**
 * Money as exact decimal strings ("1250.50") in event payloads and whole paisa (1/100 rupee) in
 * arithmetic, never binary floats: numeric(14,2) holds at most 10^12 rupees, 10^14 paisa, far
 * inside JavaScript's exact integers.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Paisa of a decimal string or of a number with at most 2 decimals (as JSON brings it). */
export function toPaisa(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`Not an amount of money: ${String(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const paisa = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign && paisa !== 0 ? -paisa : paisa;
}

/** The decimal string of an amount in paisa: 125050 → "1250.50", -5 → "-0.05". */
export function fromPaisa(paisa: number): string {
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal string normalised to two decimals ("5" → "5.00"). */
export function money(value: string | number): string {
  return fromPaisa(toPaisa(value));
}

/** a + b, exactly. */
export function addMoney(a: string, b: string): string {
  return fromPaisa(toPaisa(a) + toPaisa(b));
}

/** A numeric column's text as a JSON number with at most 2 decimals. */
export function moneyNumber(value: string | number | null): number {
  return value === null ? 0 : toPaisa(typeof value === 'number' ? value : String(value)) / 100;
}

/** The amount of `units` at `rate` rupees each, in paisa: the rate in paisa times the units, as the ledger computes it. */
export function amountPaisa(units: number, rate: string | number): number {
  return toPaisa(rate) * units;
}

/** Rupees of an amount in paisa, as the API's JSON numbers carry it (125050 → 1250.5). */
export const rupees = (paisa: number): number => paisa / 100;
