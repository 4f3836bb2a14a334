import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContainerHolding, Product } from '@paani/contracts';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { depositProducts } from './DepositDialog';
import { LedgerTab } from './LedgerTab';
import { customer, product, renderAt, stubApi, type Call } from './test-utils';

// The plant whose today bounds the dialogs' dates (Asia/Karachi's: no zone of its own).
vi.mock('../../plants/PlantContext', () => ({ usePlants: () => ({ selectedPlant: { id: 7, name: 'North' }, isLoading: false }) }));

const CAN = product({ id: 1, name: '19 L can', name_ur: '19 لیٹر کین', unit: 'can', returnable: true, default_rate: 50 });
const BOTTLE = product({ id: 2, name: '6 L bottle', default_rate: 120 });
const JAR = product({
  id: 3,
  name: '5 L jar',
  name_ur: '5 لیٹر جار',
  unit: 'jar',
  returnable: true,
  default_rate: 40,
  deposit_per_unit: 300,
});
/** Returnable but no longer sold: offered only while the customer holds some or has a deposit for it. */
const GLASS = product({ id: 4, name: 'Glass bottle', unit: 'bottle', returnable: true, is_active: false });
const EMPTY_LEDGER = { opening: { balance: 0, cans: 0 }, lines: [], closing: { balance: 0, cans: 0 } };
const HOLDINGS: ContainerHolding[] = [
  { product_id: 1, product_name: '19 L can', held: 2, deposited: 0, over_deposit: false },
  { product_id: 3, product_name: '5 L jar', held: 3, deposited: 0, over_deposit: true },
];

const refusal = (errors: Record<string, string[]>) => ({ fail: { status: 422, message: 'Validation failed', errors } });

/** The customer's ledger tab with the plant's `products`; a deposit is answered by `answer`. */
function renderLedger(products: Product[], answer: (call: Call) => unknown = () => ({})) {
  const calls = stubApi((call) => (call.method === 'POST' ? answer(call) : EMPTY_LEDGER));
  renderAt(
    <LedgerTab
      plantId={7}
      customer={customer(5, { containers: HOLDINGS })}
      products={products}
      range={{}}
      onRangeChange={() => undefined}
    />,
    { path: '/c', route: '/c' },
  );
  return calls;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
  return screen.findByRole('dialog', { name: 'Security deposit' });
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('the security deposit dialog', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18next.changeLanguage('en'));
  });

  it('offers the returnable products, an inactive one only while the customer holds it or has a deposit for it', () => {
    expect(depositProducts([JAR, BOTTLE, GLASS, CAN], HOLDINGS).map((choice) => choice.id)).toEqual([1, 3]);
    const glassHeld = { product_id: 4, product_name: 'Glass bottle', held: 0, deposited: 1, over_deposit: false };
    expect(depositProducts([JAR, BOTTLE, GLASS, CAN], [glassHeld]).map((choice) => choice.id)).toEqual([1, 3, 4]);
  });

  it('is the cans and amount it always was on a plant with one returnable product, and sends no product', async () => {
    const calls = renderLedger([CAN, BOTTLE, GLASS]);
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Cans'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (PKR)'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    await screen.findByText('Deposit recorded');
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/filter-owner/customers/5/deposits', { kind: 'taken', cans: 2, amount: 1000 }],
    ]);
  });

  it('asks which product with several: the first by default, the count named after the chosen one, product_id only for another', async () => {
    let answer: unknown = {};
    const calls = renderLedger([CAN, BOTTLE, JAR, GLASS], () => answer);
    let dialog = await openDialog();
    const choice = within(dialog).getByRole('combobox', { name: /Product/ });
    expect(choice.textContent).toBe('19 L can');
    expect(within(dialog).getByRole('textbox', { name: '19 L can' })).toBeTruthy();
    fireEvent.mouseDown(choice);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['19 L can', '5 L jar']);
    fireEvent.click(screen.getByRole('option', { name: '5 L jar' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Refunded to the customer' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '5 L jar' }), { target: { value: '4' } });

    // The server's refusals go under their own field, and no toast repeats them.
    answer = refusal({ cans: ['Only 3 × 5 L jar are held against a deposit.'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    const cans = within(dialog).getByRole('textbox', { name: '5 L jar' });
    await waitFor(() => expect(cans.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Only 3 × 5 L jar are held against a deposit.').id).toBe(cans.getAttribute('aria-describedby'));
    answer = refusal({ product_id: ['This plant has no returnable product 3.'], amount: ['Only PKR 0 is held as a deposit.'] });
    fireEvent.change(cans, { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (PKR)'), { target: { value: '900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect((await within(dialog).findByText('This plant has no returnable product 3.')).id).toBe('deposit-product-helper-text');
    expect(within(dialog).getByText('Only PKR 0 is held as a deposit.').id).toBe(
      within(dialog).getByLabelText('Amount (PKR)').getAttribute('aria-describedby'),
    );
    expect(screen.queryByTestId('toast')).toBeNull();

    answer = {};
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    await screen.findByText('Deposit recorded');
    expect(posts(calls).at(-1)!.body).toEqual({ kind: 'refunded', product_id: 3, cans: 3, amount: 900 });

    // The first product sends what it always did: no product_id.
    dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '19 L can' }), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(4));
    expect(posts(calls).at(-1)!.body).toEqual({ kind: 'taken', cans: 1 });
  });

  it('names the products in Urdu on an Urdu screen', async () => {
    await act(() => i18next.changeLanguage('ur'));
    renderLedger([CAN, JAR]);
    fireEvent.click(await screen.findByRole('button', { name: 'سیکیورٹی' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox').textContent).toBe('19 لیٹر کین');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: '5 لیٹر جار' }));
    expect(within(dialog).getByRole('textbox', { name: '5 لیٹر جار' })).toBeTruthy();
  });
});
