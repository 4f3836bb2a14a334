import type { ProductStock } from '@paani/contracts';
import { formatDay, formatNumber } from '../../lib/format';

/** A product's name in the reader's language: its Urdu name when Urdu is chosen and it has one. */
export function stockProductName(product: Pick<ProductStock, 'name' | 'name_ur'>, language: string | undefined): string {
  return language === 'ur' && product.name_ur ? product.name_ur : product.name;
}

/** A plant day 'YYYY-MM-DD' as '5 Jan 2026' (or its Urdu), read as a calendar day, not a moment. */
export function formatStockDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? formatDay(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : value;
}

/** A difference with its sign: +3, −2, 0. */
export function formatSigned(value: number): string {
  if (value > 0) return `+${formatNumber(value)}`;
  if (value < 0) return `−${formatNumber(-value)}`;
  return formatNumber(0);
}
