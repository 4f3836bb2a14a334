import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatPkr } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubCall } from '../../../test/api-stub';
import { renderAt } from '../../customers/test-utils';
import { plantToday } from '../../daily-entries/plant-day';
import { LEDGER, line, MONTH } from '../../payroll/test-data';
import EmployeePayPage from './EmployeePayPage';

vi.mock('../../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North' }, isLoading: false }),
}));

const PAY_PATH = '/api/filter-owner/employees/11/pay';
const renderPage = () =>
  renderAt(<EmployeePayPage />, { path: '/filter-owner/employees/11/pay', route: '/filter-owner/employees/:id/pay' });
const ledger = (call: StubCall) => (call.path === PAY_PATH ? LEDGER : undefined);

describe("an employee's pay page", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ledger and the balance, and records an advance with its method', async () => {
    const calls = stubApi((call) => {
      if (call.path === `${PAY_PATH}/lines`) return { ...LEDGER, balance: 3250 };
      return ledger(call) ?? {};
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pay of Asif Rider', level: 1 })).toBeTruthy();
    expect(screen.getByText('Owed to Asif Rider')).toBeTruthy();
    expect(screen.getByTestId('pay-balance').textContent).toBe(formatPkr(5250));
    const rows = screen.getAllByTestId('pay-line');
    expect(rows[0].textContent).toContain('Advance for Eid');
    expect(rows[0].textContent).toContain('Cash');
    // The run's commission line is corrected by the next run, not reversed by hand.
    expect(within(rows[1]).queryByRole('button', { name: /^Reverse/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Record advance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advance to Asif Rider' });
    expect((within(dialog).getByLabelText(/Date/) as HTMLInputElement).value).toBe(plantToday(null));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the amount')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '2000' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Method/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Easypaisa' }));
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'EP-77' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: ' Rent help ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Advance recorded');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`${PAY_PATH}/lines`);
    expect(post?.body).toEqual({
      kind: 'advance',
      amount: 2000,
      date: plantToday(null),
      note: 'Rent help',
      method: 'easypaisa',
      reference: 'EP-77',
    });
    await waitFor(() => expect(calls.filter((call) => call.path === PAY_PATH).length).toBe(2));
  });

  it('records a bonus without a method, and asks why for a deduction', async () => {
    const calls = stubApi((call) => (call.path === `${PAY_PATH}/lines` ? LEDGER : (ledger(call) ?? {})));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add deduction' }));
    const deduction = await screen.findByRole('dialog', { name: 'Deduction from Asif Rider' });
    expect(within(deduction).queryByRole('combobox', { name: /Method/ })).toBeNull();
    fireEvent.change(within(deduction).getByLabelText(/Amount/), { target: { value: '150' } });
    fireEvent.click(within(deduction).getByRole('button', { name: 'Save' }));
    expect(await within(deduction).findByText('Write why the deduction is made')).toBeTruthy();
    fireEvent.click(within(deduction).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deduction from Asif Rider' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Add bonus' }));
    const bonus = await screen.findByRole('dialog', { name: 'Bonus for Asif Rider' });
    fireEvent.change(within(bonus).getByLabelText(/Amount/), { target: { value: '500.50' } });
    fireEvent.click(within(bonus).getByRole('button', { name: 'Save' }));
    await screen.findByText('Bonus added');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'bonus',
      amount: 500.5,
      date: plantToday(null),
      note: null,
    });
  });

  it('shows a 422 from the server under its field', async () => {
    stubApi((call) => {
      if (call.path === `${PAY_PATH}/lines`)
        return { fail: { status: 422, message: 'Validation failed', errors: { amount: ['The amount is out of range.'] } } };
      return ledger(call) ?? {};
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment to Asif Rider' });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '999999999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The amount is out of range.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Amount/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Payment to Asif Rider' })).toBeTruthy();
  });

  it('reverses a line only with a reason, and shows it struck out', async () => {
    const reversed: typeof LEDGER = {
      ...LEDGER,
      balance: 6250,
      lines: [
        { ...LEDGER.lines[0], reversed_by: 23 },
        LEDGER.lines[1],
        line(23, { kind: 'reversal', date: `${MONTH}-20`, description: 'Reversal: entered twice', amount: 1000, reverses_line_id: 21 }),
      ],
    };
    let done = false;
    const calls = stubApi((call) => {
      if (call.path === `${PAY_PATH}/lines/21/reverse`) {
        done = true;
        return reversed;
      }
      return call.path === PAY_PATH ? (done ? reversed : LEDGER) : {};
    });
    renderPage();
    const [advance] = await screen.findAllByTestId('pay-line');
    fireEvent.click(within(advance).getByRole('button', { name: /^Reverse the Advance of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse this line?' });
    expect(dialog.textContent).toContain(`The Advance of ${formatPkr(1000)}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByText('Write the reason')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'entered twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));

    await screen.findByText('Line reversed');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `${PAY_PATH}/lines/21/reverse`,
      body: { reason: 'entered twice' },
    });
    await waitFor(() => expect(screen.getAllByTestId('pay-line')).toHaveLength(3));
    const rows = screen.getAllByTestId('pay-line');
    expect(rows[0].getAttribute('data-reversed')).toBe('true');
    expect(rows[0].textContent).toContain('Reversed');
    expect(within(rows[0]).queryByRole('button', { name: /^Reverse/ })).toBeNull();
    expect(rows[2].textContent).toContain('Cancels a line');
    expect(screen.getByTestId('pay-balance').textContent).toBe(formatPkr(6250));
  });

  it('shows a refused ledger (an unknown employee) with Retry', async () => {
    stubApi((call) => (call.path === PAY_PATH ? { fail: { status: 404, message: 'Employee not found.' } } : {}));
    renderPage();
    expect(await screen.findByText('Could not load the pay ledger', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/Employee not found\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
