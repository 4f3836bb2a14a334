import { activeDays, billedTo, dueDay, invoiceItems, previousMonth } from './billing-month';

const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00+05:00`);
const on = (day: string, time?: string) => ({ active: true, at: at(day, time) });
const off = (day: string, time?: string) => ({ active: false, at: at(day, time) });

describe('billing month', () => {
  it('bills a past month to its last day, the current one to today, none in the future', () => {
    expect(billedTo('2026-10', '2026-11-24')).toBe('2026-10-31');
    expect(billedTo('2026-11', '2026-11-24')).toBe('2026-11-24');
    expect(billedTo('2026-12', '2026-11-24')).toBeNull();
    expect(dueDay('2026-12')).toBe('2027-01-10');
    expect(previousMonth('2027-01')).toBe('2026-12');
  });

  it('counts the days a plant was active at some moment, in Asia/Karachi days', () => {
    expect(activeDays([on('2026-09-03')], '2026-10', '2026-10-31')).toBe(31);
    expect(activeDays([on('2026-10-16')], '2026-10', '2026-10-31')).toBe(16);
    // Activated and deactivated the same day: one day; off on the 20th counts the 20th.
    expect(activeDays([on('2026-10-05'), off('2026-10-05')], '2026-10', '2026-10-31')).toBe(1);
    expect(activeDays([on('2026-10-11'), off('2026-10-20'), on('2026-10-30')], '2026-10', '2026-10-31')).toBe(12);
    // 23:30 UTC on the 15th is the 16th in Karachi.
    expect(activeDays([{ active: true, at: new Date('2026-10-15T23:30:00Z') }], '2026-10', '2026-10-31')).toBe(16);
    // Deactivated before the month, or activated after it: nothing.
    expect(activeDays([on('2026-09-01'), off('2026-09-30')], '2026-10', '2026-10-31')).toBe(0);
    expect(activeDays([on('2026-11-01')], '2026-10', '2026-10-31')).toBe(0);
    // The current month so far.
    expect(activeDays([on('2026-11-20')], '2026-11', '2026-11-24')).toBe(5);
  });

  it('prices each plant at the plan × days ÷ month days, rounded half up to the paisa, leaving out idle plants', () => {
    const plants = [
      { plant_id: 1, name: 'A', code: 'FP-00001', changes: [on('2026-10-01')] },
      { plant_id: 2, name: 'B', code: 'FP-00002', changes: [on('2026-10-21')] },
      { plant_id: 3, name: 'C', code: 'FP-00003', changes: [] },
    ];
    const { items, amount } = invoiceItems(plants, { name: 'Basic', price_per_month: '99.00' }, '2026-10', '2026-10-31');
    // 99 × 11 / 31 = 35.129… → 35.13
    expect(items).toEqual([
      expect.objectContaining({ plant_id: 1, days: 31, amount: '99.00' }),
      expect.objectContaining({ plant_id: 2, days: 11, amount: '35.13' }),
    ]);
    expect(amount).toBe('134.13');
    expect(invoiceItems(plants, { name: 'Free', price_per_month: '0.00' }, '2026-10', '2026-10-31').amount).toBe('0.00');
  });
});
