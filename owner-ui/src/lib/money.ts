// Every amount and count the owner app shows goes through these formatters (spec sections 1 and 9).

const dashboardMoney = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const currencyScreenMoney = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plainNumber = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 2 });
const compactFraction = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 1 });

export function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** Dashboards: en-PK, PKR, 0 to 2 fraction digits. */
export function formatMoney(value: number | string | null | undefined): string {
  return dashboardMoney.format(toNumber(value));
}

/** Currency screens and plan prices: 'PKR 1,234.56' (en-US grouping, two decimals). */
export function formatPkr(value: number | string | null | undefined): string {
  return `PKR ${currencyScreenMoney.format(toNumber(value))}`;
}

export function formatNumber(value: number | string | null | undefined): string {
  return plainNumber.format(toNumber(value));
}

/** K from 1,000 and M from 1,000,000. */
export function formatCompact(value: number | string | null | undefined): string {
  const number = toNumber(value);
  const size = Math.abs(number);
  if (size >= 1_000_000) return `${compactFraction.format(number / 1_000_000)}M`;
  if (size >= 1_000) return `${compactFraction.format(number / 1_000)}K`;
  return plainNumber.format(number);
}

/** The plant card's rate label. */
export function formatCanRate(value: number | string | null | undefined): string {
  return `PKR ${plainNumber.format(toNumber(value))}/can`;
}

export function formatCoordinate(value: number | string | null | undefined): string {
  return toNumber(value).toFixed(6);
}
