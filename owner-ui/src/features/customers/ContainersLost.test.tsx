import { fireEvent, screen, within } from '@testing-library/react';
import type { ContainerHolding } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CustomerDetailPage from './CustomerDetailPage';
import { customer, pageAnswer, renderAt, stubApi, type Call } from './test-utils';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North', default_can_rate: 50 }, isLoading: false }),
}));

function renderPage(containers: ContainerHolding[], answer: (call: Call) => unknown = () => undefined) {
  const calls = stubApi((call) => {
    const own = answer(call);
    if (own !== undefined) return own;
    if (call.path === '/api/filter-owner/customers/5') return customer(5, { name: 'Ali', cans_out: 3, containers });
    return pageAnswer(call) ?? {};
  });
  renderAt(<CustomerDetailPage />, { path: '/filter-owner/customers/5', route: '/filter-owner/customers/:id' });
  return calls;
}

const HOLDINGS: ContainerHolding[] = [
  { product_id: 1, product_name: '19 L can', held: 3, deposited: 0, over_deposit: false },
  { product_id: 3, product_name: 'Dispenser', held: 0, deposited: 0, over_deposit: false },
];

describe('containers lost', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered only while the customer holds containers', async () => {
    renderPage([{ product_id: 1, product_name: '19 L can', held: 0, deposited: 0, over_deposit: false }]);
    await screen.findByRole('heading', { name: 'Ali', level: 1 });
    expect(screen.queryByRole('button', { name: 'Containers lost' })).toBeNull();
  });

  it('records containers lost: the products held with their count, no more than held, the charge; a 422 under its field', async () => {
    let refuse = true;
    const calls = renderPage(HOLDINGS, (call) => {
      if (call.method !== 'POST') return undefined;
      if (refuse) return { fail: { status: 422, message: 'Validation failed', errors: { charge: ['The charge is out of range.'] } } };
      return customer(5, { cans_out: 2 });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Containers lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Containers lost' });
    // The only product they hold any of is chosen, with how many they hold.
    const product = within(dialog).getByRole('combobox', { name: /Product/ });
    expect(product.textContent).toBe('19 L can (holds 3)');
    fireEvent.mouseDown(product);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['19 L can (holds 3)']);
    fireEvent.click(screen.getByRole('option'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Enter how many (1 or more)')).toBeTruthy();
    expect(within(dialog).getByText('Enter the charge (0 for none)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Quantity/), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(/Charge/), { target: { value: '800' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('They hold only 3')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Quantity/), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' Broken at the gate ' } });
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: '2026-11-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('The charge is out of range.')).toBeTruthy();
    refuse = false;
    fireEvent.change(within(dialog).getByLabelText(/Charge/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await screen.findByText('Lost containers recorded');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      '/api/filter-owner/customers/5/containers/lost',
      '/api/filter-owner/customers/5/containers/lost',
    ]);
    expect(posts[1].body).toEqual({ product_id: 1, quantity: 1, charge: 0, reason: 'Broken at the gate', date: '2026-11-20' });
  });
});
