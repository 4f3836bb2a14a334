// Every amount and count a screen shows goes through these formatters: en-PK grouping, PKR.

const dashboardMoney = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const currencyScreenMoney = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plainNumber = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 2 });
const compactFraction = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 1 });

/** A number from an amount that may arrive as text (PostgreSQL numerics) or not at all; anything unreadable is 0. */
export function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** Dashboards: en-PK, PKR, 0 to 2 fraction digits. */
export function formatMoney(value: number | string | null | undefined): string {
  return dashboardMoney.format(toNumber(value));
}

/** Currency screens and plan prices: 'PKR 1,234.56' (en-US grouping, two decimals), as the API's formatted_price. */
export function formatPkr(value: number | string | null | undefined): string {
  return `PKR ${currencyScreenMoney.format(toNumber(value))}`;
}

export function formatNumber(value: number | string | null | undefined): string {
  return plainNumber.format(toNumber(value));
}

/** K from 1,000 and M from 1,000,000, one fraction digit. */
export function formatCompact(value: number | string | null | undefined): string {
  const number = toNumber(value);
  const size = Math.abs(number);
  if (size >= 1_000_000) return `${compactFraction.format(number / 1_000_000)}M`;
  if (size >= 1_000) return `${compactFraction.format(number / 1_000)}K`;
  return plainNumber.format(number);
}

/** The plant card's rate label: 'PKR 50/can'. */
export function formatCanRate(value: number | string | null | undefined): string {
  return `PKR ${plainNumber.format(toNumber(value))}/can`;
}

/** Coordinates are shown to 6 decimals. */
export function formatCoordinate(value: number | string | null | undefined): string {
  return toNumber(value).toFixed(6);
}
