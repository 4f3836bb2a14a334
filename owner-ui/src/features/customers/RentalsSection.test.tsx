import { fireEvent, screen, within } from '@testing-library/react';
import type { CustomerRental } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CustomerDetailPage from './CustomerDetailPage';
import { customer, pageAnswer, PRODUCTS, renderAt, stubApi, type Call } from './test-utils';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North', default_can_rate: 50 }, isLoading: false }),
}));

const RUNNING: CustomerRental = {
  product_id: 3,
  product_name: 'Dispenser',
  quantity: 1,
  from: '2026-10-01',
  until: null,
  charged_through: '2026-10',
  rate: 500,
};

function renderPage(rentals: CustomerRental[], answer: (call: Call) => unknown = () => undefined, products = PRODUCTS) {
  const calls = stubApi((call) => {
    const own = answer(call);
    if (own !== undefined) return own;
    if (call.path === '/api/filter-owner/customers/5') return customer(5, { name: 'Ali', rentals });
    return pageAnswer(call, products) ?? {};
  });
  renderAt(<CustomerDetailPage />, { path: '/filter-owner/customers/5', route: '/filter-owner/customers/:id' });
  return calls;
}

const figure = (row: HTMLElement, key: string) => within(row).getByTestId(`rental-${key}`).textContent;

describe("the customer's rentals", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each rental: product, quantity, from, until, last month charged and the monthly rate', async () => {
    renderPage([RUNNING, { ...RUNNING, quantity: 2, from: '2026-05-01', until: '2026-08-31', charged_through: null, rate: 450 }]);
    await screen.findByRole('heading', { name: 'Rentals' });
    const [running, ended] = screen.getAllByTestId('rental-row');
    expect(figure(running, 'product')).toBe('ProductDispenser');
    expect(figure(running, 'quantity')).toBe('Quantity1');
    expect(figure(running, 'from')).toBe('From1 Oct 2026');
    expect(figure(running, 'until')).toBe('UntilStill rented');
    expect(figure(running, 'charged')).toBe('Last month chargedOctober 2026');
    expect(figure(running, 'rate')).toMatch(/^Monthly rateRs\s?500 a month$/);
    expect(within(running).getByRole('button', { name: 'End the rental of Dispenser' })).toBeTruthy();
    expect(figure(ended, 'until')).toBe('Until31 Aug 2026');
    expect(figure(ended, 'charged')).toBe('Last month chargedNot charged yet');
    expect(within(ended).queryByRole('button')).toBeNull();
  });

  it('is not shown when the plant rents nothing out and the customer rents nothing', async () => {
    renderPage(
      [],
      undefined,
      PRODUCTS.filter((product) => product.billing !== 'monthly'),
    );
    // The products are loaded once the edit form asks the bottle's price.
    fireEvent.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]);
    await screen.findByLabelText('6 L bottle (PKR)');
    expect(screen.queryByRole('heading', { name: 'Rentals' })).toBeNull();
  });

  it('rents a monthly product from a day; the server’s 422 shows under the product', async () => {
    let refuse = true;
    const calls = renderPage([], (call) => {
      if (call.method !== 'POST') return undefined;
      if (refuse) return { fail: { status: 422, message: 'Validation failed', errors: { product_id: ['Dispenser is already rented.'] } } };
      return customer(5, { rentals: [RUNNING] });
    });
    await screen.findByText('Nothing rented.');
    fireEvent.click(screen.getByRole('button', { name: 'Rent a product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rent a product' });
    // Only the monthly product is offered, and being the only one it is chosen.
    expect(within(dialog).getByRole('combobox', { name: /Product/ }).textContent).toMatch(/^Dispenser, Rs\s?500 a month$/);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Product/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toHaveLength(1);
    fireEvent.click(screen.getByRole('option'));
    fireEvent.change(within(dialog).getByLabelText(/Quantity/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rent' }));
    expect(await within(dialog).findByText('Enter how many (1 or more)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Quantity/), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(/From/), { target: { value: '2026-11-05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rent' }));
    expect(await within(dialog).findByText('Dispenser is already rented.')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rent' }));
    await screen.findByText('Rental started');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/api/filter-owner/customers/5/rentals', '/api/filter-owner/customers/5/rentals']);
    expect(posts[1].body).toEqual({ product_id: 3, quantity: 2, from: '2026-11-05' });
  });

  it('ends a running rental on a day; a day before it started is refused under the day', async () => {
    let refuse = true;
    const calls = renderPage([RUNNING], (call) => {
      if (call.method !== 'POST') return undefined;
      if (refuse) return { fail: { status: 422, message: 'Validation failed', errors: { until: ['It cannot end before.'] } } };
      return customer(5, { rentals: [{ ...RUNNING, until: '2026-11-20' }] });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'End the rental of Dispenser' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the rental of Dispenser' });
    fireEvent.change(within(dialog).getByLabelText(/Until/), { target: { value: '2026-09-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End rental' }));
    expect(await within(dialog).findByText('It cannot end before.')).toBeTruthy();
    refuse = false;
    fireEvent.change(within(dialog).getByLabelText(/Until/), { target: { value: '2026-11-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End rental' }));
    await screen.findByText('Rental ended');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.path).toBe('/api/filter-owner/customers/5/rentals/3/end');
    expect(posts.at(-1)?.body).toEqual({ until: '2026-11-20' });
  });
});
