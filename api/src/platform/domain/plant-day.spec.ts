import { setNow } from './clock';
import { canonicalTimeZone, daysBetween, isCalendarDate, plantDate, plantToday, shiftDay } from './plant-day';

describe("a plant's day", () => {
  it('is the day in Asia/Karachi (UTC+5) there, whatever the server zone', () => {
    expect(plantDate(new Date('2026-11-23T18:59:59Z'), 'Asia/Karachi')).toBe('2026-11-23');
    expect(plantDate(new Date('2026-11-23T19:00:00Z'), 'Asia/Karachi')).toBe('2026-11-24');
  });

  it("is the day in the plant's own zone when given one, across its day boundary", () => {
    // Dubai is UTC+4: its midnight is 20:00 UTC.
    expect(plantDate(new Date('2026-11-23T19:59:59Z'), 'Asia/Dubai')).toBe('2026-11-23');
    expect(plantDate(new Date('2026-11-23T20:00:00Z'), 'Asia/Dubai')).toBe('2026-11-24');
    // New York in winter is UTC-5: still the 23rd at 04:59 UTC on the 24th; a year boundary too.
    expect(plantDate(new Date('2026-11-24T04:59:59Z'), 'America/New_York')).toBe('2026-11-23');
    expect(plantDate(new Date('2027-01-01T04:59:59Z'), 'America/New_York')).toBe('2026-12-31');
    expect(plantDate(new Date('2027-01-01T05:00:00Z'), 'America/New_York')).toBe('2027-01-01');
    // The same instant is two different days in two zones.
    const instant = new Date('2026-11-23T19:30:00Z');
    expect(plantDate(instant, 'Asia/Karachi')).toBe('2026-11-24');
    expect(plantDate(instant, 'Asia/Dubai')).toBe('2026-11-23');
  });

  it("today is the business clock's date in the zone", () => {
    setNow('2027-01-01T04:59:59Z');
    try {
      expect(plantToday('UTC')).toBe('2027-01-01');
      expect(plantToday('America/New_York')).toBe('2026-12-31');
      expect(plantToday('Asia/Karachi')).toBe('2027-01-01');
      expect(plantToday('Pacific/Kiritimati')).toBe('2027-01-01');
    } finally {
      setNow(process.env.PAANI_NOW);
    }
  });

  it('knows IANA zone names and refuses the rest', () => {
    expect(canonicalTimeZone('Asia/Karachi')).toBe('Asia/Karachi');
    expect(canonicalTimeZone('asia/karachi')).toBe('Asia/Karachi');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('+05:00')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone(5)).toBeNull();
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
  });

  it('counts days by the calendar across month ends, leap days and year ends', () => {
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-11-24', -35)).toBe('2026-10-20');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2026-11-24', '2026-11-20')).toBe(-4);
  });
});
