import { isCalendarDate, plantDate } from './plant-day';

describe("a plant's day", () => {
  it('is the day in Asia/Karachi (UTC+5), whatever the server zone', () => {
    expect(plantDate(new Date('2026-11-23T18:59:59Z'))).toBe('2026-11-23');
    expect(plantDate(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-24');
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
  });
});
