import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerLedger, LedgerLine } from '@paani/contracts';
import CustomerDetailPage from './CustomerDetailPage';
import { LedgerTable } from './LedgerTab';
import { AREAS, customer, EMPLOYEES, renderAt, stubApi } from './test-utils';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North', default_can_rate: 50 }, isLoading: false }),
}));

const line = (id: number, extra: Partial<LedgerLine>): LedgerLine => ({
  id,
  date: '2026-11-24',
  kind: 'delivery',
  description: '',
  cans_delivered: 0,
  cans_returned: 0,
  debit: 0,
  credit: 0,
  deposit_cans: 0,
  deposit_amount: 0,
  balance: 0,
  cans_balance: 0,
  reversed_by: null,
  recorded_at: '2026-11-24T10:00:00Z',
  ...extra,
});

const LEDGER: CustomerLedger = {
  opening: { balance: 0, cans: 0 },
  lines: [
    line(1, {
      kind: 'delivery',
      description: '3 cans at Rs 50, Rs 100 collected (cash)',
      cans_delivered: 3,
      cans_returned: 1,
      debit: 150,
      credit: 100,
      balance: 50,
      cans_balance: 2,
    }),
    line(2, { kind: 'payment', description: 'JazzCash JC-1', credit: 500, balance: -450, cans_balance: 2 }),
  ],
  closing: { balance: -450, cans: 2 },
};

describe('deliveries and payments on the customer', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows delivery and payment lines with their kind, description, cans and money', () => {
    render(<LedgerTable ledger={LEDGER} customerName="Ali" onReverse={() => undefined} />);
    const [delivery, payment] = screen.getAllByTestId('ledger-line');
    expect(within(delivery).getByText('Delivery')).toBeTruthy();
    expect(within(delivery).getByText('3 cans at Rs 50, Rs 100 collected (cash)')).toBeTruthy();
    expect(within(delivery).getByText('3')).toBeTruthy();
    expect(within(delivery).getByText(/Rs\s?150/)).toBeTruthy();
    expect(within(payment).getByText('Payment')).toBeTruthy();
    expect(within(payment).getByText('JazzCash JC-1')).toBeTruthy();
    expect(within(payment).getByTestId('ledger-balance').textContent).toMatch(/450 advance/);
  });

  it('records a payment from the detail: amount required, method, reference, and the new balance in the toast', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/filter-owner/customers/5') return customer(5, { name: 'Ali', balance: 300 });
      if (call.path.endsWith('/ledger')) return LEDGER;
      if (call.path === '/api/filter-owner/areas') return { areas: AREAS };
      if (call.path === '/api/filter-owner/employees') return { employees: EMPLOYEES };
      if (call.path.endsWith('/payments')) {
        return {
          id: 9,
          customer_id: 5,
          amount: 500,
          method: 'jazzcash',
          reference: 'JC-1',
          received_at: '',
          date: '2026-11-24',
          employee_id: null,
          balance: -200,
        };
      }
      return {};
    });
    renderAt(<CustomerDetailPage />, { path: '/filter-owner/customers/5', route: '/filter-owner/customers/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter the amount received')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Amount \(PKR\)/), { target: { value: '500' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Method/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'JazzCash' }));
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: ' JC-1 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await screen.findByText('Payment recorded');
    expect(screen.getByText('Balance now Rs 200 advance')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/filter-owner/customers/5/payments');
    expect(post?.body).toEqual({ amount: 500, method: 'jazzcash', reference: 'JC-1', employee_id: null });
    // The customer and the ledger are read again.
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/ledger')).length).toBe(2));
  });
});
