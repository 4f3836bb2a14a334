import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '@paani/contracts';
import {
  formatCanRate,
  formatCompact,
  formatCoordinate,
  formatDay,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPkr,
  toNumber,
} from './format';

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

describe('formatting in the chosen language and digits (issue 17)', () => {
  afterEach(() => setNumberLocale({ language: 'en', digits: 'latn' }));
  const day = new Date(2026, 0, 5);

  it('keeps English with Western digits exactly as before', () => {
    setNumberLocale({ language: 'en', digits: 'latn' });
    expect(formatMoney(1234.5)).toBe(
      new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', maximumFractionDigits: 2 }).format(1234.5),
    );
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatPkr(1234.56)).toBe('PKR 1,234.56');
    expect(formatDay(day)).toBe('5 Jan 2026');
    expect(formatMonth(day)).toBe('January 2026');
  });

  it('writes English with Eastern Arabic digits when they are chosen', () => {
    setNumberLocale({ language: 'en', digits: 'arabext' });
    expect(formatNumber(12345)).toBe('۱۲٬۳۴۵');
    expect(formatMoney(1234)).toMatch(/۱٬۲۳۴$/);
    expect(formatCompact(1500)).toBe('۱٫۵K');
    expect(formatDay(day)).toBe('۵ Jan ۲۰۲۶');
  });

  // Intl writes a no-break space between the currency and the amount.
  it('writes Urdu (ur-PK) rupees and dates with Western digits', () => {
    setNumberLocale({ language: 'ur', digits: 'latn' });
    expect(formatMoney(1234)).toBe('Rs\u00a01,234');
    expect(formatMoney(1234.5)).toBe('Rs\u00a01,234.5');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatDay(day)).toBe('5 جنوری، 2026');
    expect(formatMonth(day)).toBe('جنوری 2026');
  });

  it('writes Urdu rupees, counts and dates with Eastern Arabic digits', () => {
    setNumberLocale({ language: 'ur', digits: 'arabext' });
    expect(formatMoney(1234)).toBe('Rs\u00a0۱٬۲۳۴');
    expect(formatMoney('1234.5')).toBe('Rs\u00a0۱٬۲۳۴٫۵');
    expect(formatNumber(0)).toBe('۰');
    expect(formatPkr(299)).toBe('PKR ۲۹۹٫۰۰');
    expect(formatDay(day)).toBe('۵ جنوری، ۲۰۲۶');
  });
});
