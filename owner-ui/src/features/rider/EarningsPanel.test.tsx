import { fireEvent, render, screen, within } from '@testing-library/react';
import { formatPkr, type RiderEarnings } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearReads } from '../../api/rider/read-store';
import { stubApi } from '../../test/api-stub';
import { EarningsPanel } from './EarningsPanel';

const EARNINGS: RiderEarnings = {
  month: '2026-11',
  as_of: '2026-11-20',
  salary: null,
  commission: { basis: 'delivered', rate_percent: 15, deliveries: 31, cans: 64, base_amount: 32000, amount: 4800 },
  bonuses: 0,
  advances: -1000,
  deductions: -200,
  payments: 0,
  opening_balance: 300,
  balance: 3900,
};

describe("the rider's earnings", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearReads();
  });

  it('shows the month so far: commission with its deliveries, advances, deductions, payments and the balance', async () => {
    const calls = stubApi((call) => (call.path === '/api/rider/earnings' ? EARNINGS : { fail: { status: 404, message: 'not here' } }));
    render(<EarningsPanel userId={5} />);
    const card = screen.getByRole('region', { name: 'My earnings this month' });
    expect(await within(card).findByTestId('earnings-balance')).toBeTruthy();
    expect(screen.getByTestId('earnings-as-of').textContent).toBe('November 2026, up to 20 Nov 2026');
    const commission = screen.getByTestId('earnings-commission').closest('.rd-line')!;
    expect(commission.textContent).toContain('Commission so far');
    expect(commission.textContent).toContain(`15% of ${formatPkr(32000)}, from 31 deliveries (64 cans)`);
    expect(screen.getByTestId('earnings-commission').textContent).toBe(formatPkr(4800));
    expect(screen.queryByTestId('earnings-salary')).toBeNull();
    expect(screen.getByTestId('earnings-opening').textContent).toBe(formatPkr(300));
    expect(screen.getByTestId('earnings-advances').textContent).toBe(formatPkr(-1000));
    expect(screen.getByTestId('earnings-deductions').textContent).toBe(formatPkr(-200));
    expect(screen.getByTestId('earnings-payments').textContent).toBe(formatPkr(0));
    const balance = screen.getByTestId('earnings-balance');
    expect(balance.closest('.rd-line')!.textContent).toBe(`The plant owes you${formatPkr(3900)}`);
    expect(calls.map((call) => call.path)).toEqual(['/api/rider/earnings']);
  });

  it('shows a salary as the days so far, and a negative balance as what the rider owes', async () => {
    stubApi(() => ({
      ...EARNINGS,
      salary: { monthly_salary: 30000, days_employed: 20, days_in_month: 30, amount: 20000 },
      commission: null,
      advances: -25000,
      balance: -4900,
    }));
    render(<EarningsPanel userId={6} />);
    const salary = (await screen.findByTestId('earnings-salary')).closest('.rd-line')!;
    expect(salary.textContent).toContain(`20 of 30 days at ${formatPkr(30000)} a month`);
    expect(screen.getByTestId('earnings-salary').textContent).toBe(formatPkr(20000));
    expect(screen.getByTestId('earnings-balance').closest('.rd-line')!.textContent).toBe(`You owe the plant${formatPkr(4900)}`);
  });

  it('says it needs a connection when there is none, and reads again on Try again', async () => {
    let online = false;
    stubApi(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return EARNINGS;
    });
    render(<EarningsPanel userId={7} />);
    const notice = await screen.findByTestId('earnings-unavailable');
    expect(notice.textContent).toContain('Your earnings need a connection. Connect and try again.');
    online = true;
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('earnings-balance')).toBeTruthy();
    expect(screen.queryByTestId('earnings-unavailable')).toBeNull();
  });
});
