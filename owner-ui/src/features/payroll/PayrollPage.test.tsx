import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatPkr } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../customers/test-utils';
import { stubApi, type StubCall } from '../../test/api-stub';
import PayrollPage from './PayrollPage';
import { MONTH, payrollMonth, run, RUN_MONTH, SLIP, summary } from './test-data';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North' }, isLoading: false }),
}));

const MONTH_PATH = `/api/filter-owner/payroll/months/${MONTH}`;
const SETTINGS_PATH = '/api/filter-owner/payroll/settings';

/** The page at /filter-owner/payroll (its default month: the plant's last one). */
const renderPage = () => renderAt(<PayrollPage />, { path: '/filter-owner/payroll', route: '/filter-owner/payroll' });

const settings = (call: StubCall) => (call.path === SETTINGS_PATH ? { commission_basis: 'delivered' } : undefined);

describe('the Payroll page', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the month: the progress bar follows the job, then the result and the slips table with totals', async () => {
    let runReads = 0;
    let ran = false;
    const calls = stubApi((call) => {
      if (call.path === MONTH_PATH) return ran ? RUN_MONTH : payrollMonth();
      if (call.method === 'POST' && call.path === '/api/filter-owner/payroll/runs') return run();
      if (call.path === '/api/filter-owner/payroll/runs/3') {
        runReads += 1;
        if (runReads === 1) return run({ status: 'running', done: 1, progress: 50 });
        ran = true;
        return run({ status: 'completed', done: 2, progress: 100, lines_recorded: 3, finished_at: '2026-11-01T09:00:05Z' });
      }
      return settings(call) ?? { fail: { status: 404, message: 'not here' } };
    });
    renderPage();
    const empty = await screen.findByTestId('payroll-empty');
    expect(empty.textContent).toContain('This month has not been run yet');
    fireEvent.click(within(empty).getByRole('button', { name: 'Run payroll' }));

    const bar = await screen.findByRole('progressbar', { name: 'Payroll run progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('1 of 2 employees done')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Running…' })).toHaveProperty('disabled', true);

    const result = await screen.findByTestId('payroll-run-result', {}, { timeout: 5000 });
    expect(within(result).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(result.textContent).toContain('Done: 2 payslips, 3 lines recorded');
    const rows = await screen.findAllByTestId('payslip-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Asif Rider', 'Bilal Driver']);
    expect(within(rows[0]).getByTestId('payslip-owed').textContent).toBe(formatPkr(5250));
    expect(rows[0].textContent).toContain('Owed');
    // Bilal's bonus under his earnings, his advances and deductions as one figure.
    expect(rows[1].textContent).toContain(`+ ${formatPkr(500)} bonus`);
    expect(rows[1].textContent).toContain(formatPkr(-200));
    expect(rows[1].textContent).toContain('Paid');
    const totals = screen.getByTestId('payslip-totals');
    expect(totals.textContent).toBe(`Totals${formatPkr(26250)}${formatPkr(-20300)}${formatPkr(5250)}`);

    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/api/filter-owner/payroll/runs', body: { month: MONTH } });
    expect(post?.query.get('filter_plant_id')).toBe('7');
  });

  it('says so when the run recorded nothing new', async () => {
    stubApi((call) => {
      if (call.path === MONTH_PATH) return RUN_MONTH;
      if (call.method === 'POST') return run({ id: 4 });
      if (call.path === '/api/filter-owner/payroll/runs/4')
        return run({ id: 4, status: 'completed', progress: 100, done: 2, lines_recorded: 0, finished_at: '2026-11-01T10:00:00Z' });
      return settings(call) ?? {};
    });
    renderPage();
    await screen.findAllByTestId('payslip-row');
    fireEvent.click(screen.getByRole('button', { name: 'Run payroll' }));
    const result = await screen.findByTestId('payroll-run-result', {}, { timeout: 5000 });
    expect(result.textContent).toContain('Nothing new: the month was already run');
  });

  it('opens a slip with its salary or commission worked out and its lines, and pays what is owed', async () => {
    const paid = { ...SLIP, payments: -5250, closing_balance: 0, status: 'paid' as const };
    let hasPaid = false;
    const calls = stubApi((call) => {
      if (call.path === MONTH_PATH) return RUN_MONTH;
      if (call.path === `${MONTH_PATH}/slips/11/pay`) {
        hasPaid = true;
        return paid;
      }
      if (call.path === `${MONTH_PATH}/slips/11`) return hasPaid ? paid : SLIP;
      return settings(call) ?? {};
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the payslip of Asif Rider' }));
    const dialog = await screen.findByRole('dialog', { name: /Payslip of Asif Rider/ });
    const commission = await within(dialog).findByTestId('slip-commission');
    expect(commission.textContent).toContain(`12.5% of ${formatPkr(50000)} delivered = ${formatPkr(6250)}`);
    expect(commission.textContent).toContain('From 42 deliveries, 96 cans');
    expect(within(dialog).queryByTestId('slip-salary')).toBeNull();
    const lines = within(dialog).getAllByTestId('slip-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining(`AdvanceAdvance for Eid${formatPkr(-1000)}`),
      expect.stringContaining(`Commission of ${MONTH}${formatPkr(6250)}`),
    ]);
    expect(within(dialog).getByTestId('slip-closing').textContent).toBe(formatPkr(5250));

    fireEvent.click(within(dialog).getByRole('button', { name: `Pay ${formatPkr(5250)}` }));
    const pay = await screen.findByRole('dialog', { name: 'Pay Asif Rider' });
    expect(pay.textContent).toContain(`Pays ${formatPkr(5250)}`);
    fireEvent.mouseDown(within(pay).getByRole('combobox', { name: /Method/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'JazzCash' }));
    fireEvent.change(within(pay).getByLabelText(/Reference/), { target: { value: ' TID 8812 ' } });
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay' }));

    await screen.findByText(`Asif Rider paid ${formatPkr(5250)}`);
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: `${MONTH_PATH}/slips/11/pay`, body: { method: 'jazzcash', reference: 'TID 8812' } });
    // The slip is read again: paid, nothing owed, no Pay button.
    await waitFor(() => expect(within(dialog).getByTestId('slip-closing').textContent).toBe(formatPkr(0)));
    expect(within(dialog).queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(within(dialog).getByTestId('slip-status').textContent).toBe('Paid');
  });

  it('explains a salary as days employed of the month × the monthly salary', async () => {
    const salaried = {
      ...SLIP,
      ...summary({ employee_id: 12, employee_name: 'Bilal Driver', employee_type: 'salary', closing_balance: 0, status: 'nothing' }),
      salary: { monthly_salary: 31000, days_employed: 15, days_in_month: 31, amount: 15000 },
      commission: null,
      lines: [],
    };
    stubApi((call) => {
      if (call.path === MONTH_PATH) return payrollMonth({ run: RUN_MONTH.run, slips: [salaried] });
      if (call.path === `${MONTH_PATH}/slips/12`) return salaried;
      return settings(call) ?? {};
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the payslip of Bilal Driver' }));
    const dialog = await screen.findByRole('dialog', { name: /Payslip of Bilal Driver/ });
    expect((await within(dialog).findByTestId('slip-salary')).textContent).toContain(
      `15 of 31 days employed × ${formatPkr(31000)} a month = ${formatPkr(15000)}`,
    );
    expect(within(dialog).getByText('No lines on this payslip.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('shows the server’s message under the field when the payment is refused', async () => {
    stubApi((call) => {
      if (call.path === MONTH_PATH) return RUN_MONTH;
      if (call.path === `${MONTH_PATH}/slips/11/pay`)
        return {
          fail: {
            status: 422,
            message: 'Validation failed',
            errors: { reference: ['The reference may not be longer than 100 characters.'] },
          },
        };
      if (call.path === `${MONTH_PATH}/slips/11`) return SLIP;
      return settings(call) ?? {};
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the payslip of Asif Rider' }));
    fireEvent.click(await screen.findByRole('button', { name: `Pay ${formatPkr(5250)}` }));
    const pay = await screen.findByRole('dialog', { name: 'Pay Asif Rider' });
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay' }));
    expect(await within(pay).findByText('The reference may not be longer than 100 characters.')).toBeTruthy();
    expect(
      within(pay)
        .getByLabelText(/Reference/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('saves the commission basis as soon as it is picked', async () => {
    let saved = { commission_basis: 'delivered' };
    const calls = stubApi((call) => {
      if (call.path === MONTH_PATH) return RUN_MONTH;
      if (call.path === SETTINGS_PATH && call.method === 'PUT') saved = call.body as typeof saved;
      return call.path === SETTINGS_PATH ? saved : {};
    });
    renderPage();
    const collected = await screen.findByRole('radio', { name: 'Cash collected' });
    expect(screen.getByRole('radio', { name: 'Amount delivered' })).toHaveProperty('checked', true);
    fireEvent.click(collected);
    await screen.findByText('Commission basis saved');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: SETTINGS_PATH, body: { commission_basis: 'collected' } });
    expect(screen.getByRole('radio', { name: 'Cash collected' })).toHaveProperty('checked', true);
  });

  it('accepts a shortfall at once and waives one only with a reason', async () => {
    const shortfall = {
      employee_id: 11,
      employee_name: 'Asif Rider',
      date: `${MONTH}-12`,
      expected_cash: 1200,
      cash_handed_over: 1000,
      shortfall: 200,
      status: 'proposed' as const,
      reason: null,
    };
    const calls = stubApi((call) => {
      if (call.path === MONTH_PATH) return { ...RUN_MONTH, shortfalls: [shortfall, { ...shortfall, date: `${MONTH}-13` }] };
      if (call.path.endsWith('/accept')) return { ...shortfall, status: 'accepted' };
      if (call.path.endsWith('/waive')) return { ...shortfall, status: 'waived', reason: 'First time' };
      return settings(call) ?? {};
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Cash short at day closes' });
    const [first, second] = within(card).getAllByTestId('shortfall');
    expect(first.textContent).toContain(`Asif Rider · Short ${formatPkr(200)}`);
    fireEvent.click(within(first).getByRole('button', { name: /^Accept the shortfall of Asif Rider/ }));
    await screen.findByText('Shortfall accepted as a deduction');
    expect(calls.find((call) => call.path.endsWith('/accept'))?.path).toBe(`/api/filter-owner/payroll/shortfalls/11/${MONTH}-12/accept`);

    fireEvent.click(within(second).getByRole('button', { name: /^Waive the shortfall of Asif Rider/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive this shortfall?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(await within(dialog).findByText('Write the reason')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/waive'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' First time ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Waive' }));
    await screen.findByText('Shortfall waived');
    expect(calls.find((call) => call.path.endsWith('/waive'))).toMatchObject({
      path: `/api/filter-owner/payroll/shortfalls/11/${MONTH}-13/waive`,
      body: { reason: 'First time' },
    });
  });

  it('shows a failed month with Retry', async () => {
    let fail = true;
    stubApi((call) => {
      if (call.path === MONTH_PATH) return fail ? { fail: { status: 500, message: 'boom' } } : RUN_MONTH;
      return settings(call) ?? {};
    });
    renderPage();
    const alert = await screen.findByText('Could not load the payroll of this month', {}, { timeout: 10_000 });
    fail = false;
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('payslip-row')).toHaveLength(2);
  });
});
