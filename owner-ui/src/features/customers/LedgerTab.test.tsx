import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerLedger, LedgerLine } from '@paani/contracts';
import { LedgerList, LedgerTab, LedgerTable } from './LedgerTab';
import { customer, renderAt, stubApi } from './test-utils';

// The plant whose today bounds the dialogs' dates (Asia/Karachi's: no zone of its own).
vi.mock('../../plants/PlantContext', () => ({ usePlants: () => ({ selectedPlant: { id: 7, name: 'North' }, isLoading: false }) }));

const line = (id: number, extra: Partial<LedgerLine>): LedgerLine => ({
  deposit_cans: 0,
  deposit_amount: 0,
  id,
  date: '2026-11-20',
  kind: 'adjustment',
  description: `Line ${id}`,
  cans_delivered: 0,
  cans_returned: 0,
  debit: 0,
  credit: 0,
  balance: 0,
  cans_balance: 0,
  reversed_by: null,
  recorded_at: '2026-11-20T10:00:00Z',
  ...extra,
});

const LEDGER: CustomerLedger = {
  opening: { balance: 0, cans: 0 },
  lines: [
    line(1, { kind: 'opening', description: 'Opening balance', debit: 1000, balance: 1000, cans_balance: 2 }),
    line(2, { description: 'Counted wrong', debit: 300, balance: 1300, cans_balance: 2, reversed_by: 3 }),
    line(3, { kind: 'reversal', description: 'Reversal of Counted wrong', credit: 300, balance: 1000, cans_balance: 2 }),
    line(4, { description: 'Discount for Eid', credit: 1500, balance: -500, cans_balance: 2 }),
    line(5, {
      kind: 'deposit_taken',
      description: 'Security deposit',
      balance: -500,
      cans_balance: 2,
      deposit_cans: 2,
      deposit_amount: 1000,
    }),
  ],
  closing: { balance: -500, cans: 2 },
};

describe('the ledger', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('strikes a reversed line through and offers Reverse only on lines that can still be reversed', () => {
    render(<LedgerTable ledger={LEDGER} customerName="Ali" onReverse={() => undefined} />);
    const rows = screen.getAllByTestId('ledger-line');
    const [opening, reversed, reversal, open, deposit] = rows;
    expect(within(deposit).getByText(/Deposit: 2 cans, Rs\s1,000/)).toBeTruthy();
    expect(reversed.getAttribute('data-reversed')).toBe('true');
    expect(within(reversed).getByText('Counted wrong').closest('s')).not.toBeNull();
    expect(within(reversed).getByText('Reversed')).toBeTruthy();
    expect(within(open).getByText('Discount for Eid').closest('s')).toBeNull();
    expect(within(opening).queryByRole('button', { name: /Reverse/ })).toBeNull();
    expect(within(reversed).queryByRole('button', { name: /Reverse/ })).toBeNull();
    expect(within(reversal).queryByRole('button', { name: /Reverse/ })).toBeNull();
    expect(within(open).getByRole('button', { name: 'Reverse Discount for Eid of 20 Nov 2026' })).toBeTruthy();
    // Running balances, a negative one as an advance; the closing figures at the foot.
    expect(within(open).getByTestId('ledger-balance').textContent).toMatch(/500 advance/);
    expect(screen.getByTestId('ledger-closing').textContent).toMatch(/500 advance/);
  });

  it('on a phone, lists the lines with their running balances, a reversed one struck through', () => {
    const onReverse = vi.fn();
    render(<LedgerList ledger={LEDGER} customerName="Ali" onReverse={onReverse} />);
    const [, reversed, , open] = screen.getAllByTestId('ledger-line');
    expect(within(reversed).getByText('Counted wrong').closest('s')).not.toBeNull();
    expect(within(reversed).queryByRole('button', { name: /Reverse/ })).toBeNull();
    expect(within(open).getByText(/−Rs\s1,500/)).toBeTruthy();
    expect(within(open).getByTestId('ledger-balance').textContent).toMatch(/500 advance/);
    fireEvent.click(within(open).getByRole('button', { name: 'Reverse Discount for Eid of 20 Nov 2026' }));
    expect(onReverse).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });

  it('asks for a reason before reversing, then sends it', async () => {
    const calls = stubApi((call) => (call.path.endsWith('/ledger') ? LEDGER : {}));
    renderAt(
      <LedgerTab plantId={7} customer={customer(5, { name: 'Ali' })} range={{ from: '2026-11-01' }} onRangeChange={() => undefined} />,
      {
        path: '/c',
        route: '/c',
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse Discount for Eid of 20 Nov 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Given by mistake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const reverse = calls.find((call) => call.method === 'POST')!;
    expect(reverse.path).toBe('/api/filter-owner/customers/5/ledger/4/reverse');
    expect(reverse.body).toEqual({ reason: 'Given by mistake' });
    expect(calls[0].query.get('from')).toBe('2026-11-01');
    // The ledger is read again after the reversal.
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/ledger')).length).toBe(2));
  });

  it('records an adjustment only with an amount or cans and a reason', async () => {
    const calls = stubApi((call) => (call.path.endsWith('/ledger') ? LEDGER : {}));
    renderAt(<LedgerTab plantId={7} customer={customer(5)} range={{}} onRangeChange={() => undefined} />, { path: '/c', route: '/c' });
    fireEvent.click(await screen.findByRole('button', { name: 'Adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjustment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record adjustment' }));
    expect(await within(dialog).findByText('Enter an amount or cans (not 0)')).toBeTruthy();
    expect(within(dialog).getByText('A reason is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Amount (PKR)'), { target: { value: '-150' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Broken can' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record adjustment' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ amount: -150, reason: 'Broken can' });
  });
});
