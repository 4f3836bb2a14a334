import { plantDaysAgo, plantToday } from './plant-day';

describe("the plant's day", () => {
  // 20:30 in London on the 24th is 01:30 on the 25th in Karachi: the plant has moved on.
  const lateEvening = new Date('2026-11-24T20:30:00Z');

  it('is the day in the plant’s zone, not the browser’s', () => {
    expect(plantToday({ id: 1 }, lateEvening)).toBe('2026-11-25');
  });

  it('counts a default range back from the plant’s today, across a month', () => {
    expect(plantDaysAgo({ id: 1 }, 0, lateEvening)).toBe('2026-11-25');
    expect(plantDaysAgo({ id: 1 }, 29, lateEvening)).toBe('2026-10-27');
    expect(plantDaysAgo({ id: 1 }, 6, new Date('2026-03-02T08:00:00Z'))).toBe('2026-02-24');
  });
});
