import { plantDate } from '../../platform/domain/plant-day';
import { commissionFor, salaryFor, type PayTerms } from './pay-calculation';

const KARACHI = (at: Date) => plantDate(at, 'Asia/Karachi');
// Karachi is UTC+5: 19:30 UTC is already the next day there.
const at = (instant: string) => new Date(instant);
const terms = (employment: PayTerms['employment'], monthlySalary: number | null = 3_000_000): PayTerms => ({
  monthlySalary,
  commissionRate: null,
  employment,
});

describe('salaryFor', () => {
  it('pays the whole salary for a whole month of employment', () => {
    const salary = salaryFor(terms([{ active: true, at: at('2026-01-10T06:00:00Z') }]), '2026-11', '2026-11-30', KARACHI);
    expect(salary).toEqual({ monthly_salary: 30000, days_employed: 30, days_in_month: 30, amount: 30000 });
  });

  it("prorates by the days employed in the plant's days, joining and leaving days both counted", () => {
    // Joined on Karachi's 16 November (19:30 UTC on the 15th), left on the 25th: 10 of 30 days.
    const employment = [
      { active: true, at: at('2026-11-15T19:30:00Z') },
      { active: false, at: at('2026-11-25T10:00:00Z') },
    ];
    expect(salaryFor(terms(employment), '2026-11', '2026-11-30', KARACHI)).toMatchObject({ days_employed: 10, amount: 10000 });
  });

  it('prorates February by its 28 days, half up to the paisa', () => {
    // 1 of 28 days of PKR 1000.01 a month: 35.7146… rupees, 3571.46… paisa, 3571 paisa.
    const employment = [{ active: true, at: at('2027-02-28T03:00:00Z') }];
    expect(salaryFor(terms(employment, 100_001), '2027-02', '2027-02-28', KARACHI)).toEqual({
      monthly_salary: 1000.01,
      days_employed: 1,
      days_in_month: 28,
      amount: 35.71,
    });
    // 14 of 28 days of PKR 0.01 a month: half a paisa, rounded up.
    expect(salaryFor(terms([{ active: true, at: at('2027-02-15T03:00:00Z') }], 1), '2027-02', '2027-02-28', KARACHI)?.amount).toBe(0.01);
  });

  it('counts the days so far of the current month, and a second spell after a re-activation', () => {
    const employment = [
      { active: true, at: at('2026-10-01T03:00:00Z') },
      { active: false, at: at('2026-11-05T03:00:00Z') },
      { active: true, at: at('2026-11-21T03:00:00Z') },
    ];
    // 1–5 and 21–29 of November, counted to the 29th.
    expect(salaryFor(terms(employment), '2026-11', '2026-11-29', KARACHI)).toMatchObject({ days_employed: 14, amount: 14000 });
  });

  it('has no salary without a monthly salary', () => {
    expect(salaryFor(terms([{ active: true, at: at('2026-11-01T03:00:00Z') }], null), '2026-11', '2026-11-30', KARACHI)).toBeNull();
  });
});

describe('commissionFor', () => {
  const rider: PayTerms = { monthlySalary: null, commissionRate: '12.50', employment: [] };
  const work = { deliveries: 3, cans: 7, delivered: 35_050, collected: 20_003 };

  it('takes the percent of the amount delivered or of the cash collected, as the plant chooses', () => {
    expect(commissionFor(rider, 'delivered', work)).toEqual({
      basis: 'delivered',
      rate_percent: 12.5,
      deliveries: 3,
      cans: 7,
      base_amount: 350.5,
      amount: 43.81,
    });
    // 12.5 % of 200.03 = 25.00375 rupees: 2500.375 paisa, 2500 paisa.
    expect(commissionFor(rider, 'collected', work)?.amount).toBe(25);
  });

  it('rounds half a paisa up and has no commission without a rate', () => {
    expect(commissionFor({ ...rider, commissionRate: '50.00' }, 'delivered', { ...work, delivered: 1 })?.amount).toBe(0.01);
    expect(commissionFor({ ...rider, commissionRate: null }, 'delivered', work)).toBeNull();
    expect(commissionFor({ ...rider, commissionRate: '0.00' }, 'delivered', work)).toBeNull();
  });
});
