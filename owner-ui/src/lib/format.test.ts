import { describe, expect, it } from 'vitest';
import { formatCanRate, formatCompact, formatCoordinate, formatMoney, formatNumber, formatPkr, toNumber } from '@paani/contracts';

describe('money formatting', () => {
  it('formats dashboard amounts in en-PK rupees with 0 to 2 fraction digits', () => {
    const expected = (value: number) =>
      new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(
        value,
      );
    expect(formatMoney(1234)).toBe(expected(1234));
    expect(formatMoney('1234.5')).toBe(expected(1234.5));
    expect(formatMoney(0.125)).toBe(expected(0.13));
    expect(formatMoney(1234)).toMatch(/1,234$/);
    expect(formatMoney(1234.5)).toMatch(/1,234\.5$/);
  });

  it('treats missing and malformed amounts as zero', () => {
    expect(toNumber(null)).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber('abc')).toBe(0);
    expect(formatMoney(null)).toBe(formatMoney(0));
  });

  it("shows currency-screen amounts as 'PKR 1,234.56'", () => {
    expect(formatPkr(1234.56)).toBe('PKR 1,234.56');
    expect(formatPkr('299')).toBe('PKR 299.00');
  });

  it("labels a plant's rate 'PKR {rate}/can'", () => {
    expect(formatCanRate('50.00')).toBe('PKR 50/can');
    expect(formatCanRate(25.5)).toBe('PKR 25.5/can');
  });

  it('compacts from 1,000 with K and from 1,000,000 with M', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1000)).toBe('1K');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatCompact(2_500_000)).toBe('2.5M');
  });

  it('groups counts and shows coordinates to 6 decimals', () => {
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatCoordinate(31.5)).toBe('31.500000');
    expect(formatCoordinate('-74.1234567')).toBe('-74.123457');
  });
});
