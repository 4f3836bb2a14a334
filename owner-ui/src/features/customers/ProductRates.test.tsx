import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import CustomerDetailPage from './CustomerDetailPage';
import { toCustomerInput, toCustomerUpdate, type CustomerFormValues } from './customerForm';
import { CustomerFormDialog } from './CustomerFormDialog';
import { AREAS, customer, EMPLOYEES, pageAnswer, PRODUCTS, renderAt, stubApi } from './test-utils';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North', default_can_rate: 50 }, isLoading: false }),
}));

function renderForm(props: Partial<Parameters<typeof CustomerFormDialog>[0]> = {}) {
  const onSubmit = vi.fn(async (_values: CustomerFormValues): Promise<unknown> => undefined);
  render(
    <CustomerFormDialog
      open
      areas={AREAS}
      employees={EMPLOYEES}
      defaultRate={50}
      products={PRODUCTS}
      busy={false}
      onClose={() => undefined}
      onSubmit={props.onSubmit ?? onSubmit}
      {...props}
    />,
  );
  return onSubmit;
}

const bottle = () => screen.getByLabelText('6 L bottle (PKR)') as HTMLInputElement;
const submitted = (onSubmit: ReturnType<typeof renderForm>) => onSubmit.mock.calls[0][0];

describe("the customer's prices of other products", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the active products but the can (a monthly one’s rent a month), the product’s price as placeholder, and sends only the filled ones', async () => {
    const onSubmit = renderForm();
    const section = screen.getByRole('region', { name: 'Prices of other products' });
    expect(
      within(section)
        .getAllByRole('textbox')
        .map((field) => field.getAttribute('id')),
    ).toEqual(['customer-rate-2', 'customer-rate-3']);
    expect(bottle().placeholder).toMatch(/120/);
    // Left empty, the dispenser's rent is the product's: the form sends nothing for it.
    expect((screen.getByLabelText('Dispenser (PKR a month)') as HTMLInputElement).placeholder).toMatch(/500/);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ali' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Area' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gulberg' }));
    fireEvent.change(bottle(), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('At most 2 decimals')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(bottle(), { target: { value: '110' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toCustomerInput(submitted(onSubmit))).toEqual({ name: 'Ali', area_id: 3, product_rates: [{ product_id: 2, rate: 110 }] });
  });

  it('leaves product_rates out of a new customer with no price filled, and hides the section for a plant selling only cans', async () => {
    const onSubmit = renderForm({ products: [PRODUCTS[0], PRODUCTS[3]] });
    expect(screen.queryByRole('region', { name: 'Prices of other products' })).toBeNull();
    expect(screen.queryByLabelText('6 L bottle (PKR)')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Sara' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Area' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gulberg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toCustomerInput(submitted(onSubmit))).toEqual({ name: 'Sara', area_id: 3 });
  });

  it('edits the prices and sends the whole list, an emptied one left out and a hidden one (inactive product) kept', async () => {
    const rates = [
      { product_id: 2, rate: 115 },
      { product_id: 4, rate: 280 },
    ];
    const onSubmit = renderForm({ customer: customer(5, { product_rates: rates }) });
    expect(bottle().value).toBe('115');
    fireEvent.change(bottle(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toCustomerUpdate(submitted(onSubmit)).product_rates).toEqual([{ product_id: 4, rate: 280 }]);
  });

  it("shows the server's message of a price under that product's field, and one about the list above the prices", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Validation failed', 422, undefined, {
        'product_rates.0.rate': ['The rate is out of range.'],
        product_rates: ['Give each product once.'],
      });
    });
    renderForm({ customer: customer(5), onSubmit });
    fireEvent.change(bottle(), { target: { value: '2000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The rate is out of range.')).toBeTruthy();
    expect(document.getElementById(bottle().getAttribute('aria-describedby') ?? '')?.textContent).toBe('The rate is out of range.');
    const section = screen.getByRole('region', { name: 'Prices of other products' });
    expect(within(section).getByRole('alert').textContent).toBe('Give each product once.');
  });

  it('saves the prices from the customer page: the PUT holds product_rates, and its 422 shows under the field', async () => {
    let reject = true;
    const calls = stubApi((call) => {
      if (call.path === '/api/filter-owner/customers/5' && call.method === 'PUT') {
        if (reject) return { fail: { status: 422, message: 'Validation failed', errors: { 'product_rates.0.rate': ['Too dear.'] } } };
        return customer(5, { name: 'Ali', product_rates: [{ product_id: 2, rate: 110 }] });
      }
      if (call.path === '/api/filter-owner/customers/5') return customer(5, { name: 'Ali' });
      return pageAnswer(call) ?? {};
    });
    renderAt(<CustomerDetailPage />, { path: '/filter-owner/customers/5', route: '/filter-owner/customers/:id' });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]);
    await screen.findByRole('dialog', { name: 'Edit Customer' });
    fireEvent.change(await screen.findByLabelText('6 L bottle (PKR)'), { target: { value: '110' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too dear.')).toBeTruthy();
    reject = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Customer saved');
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1].body).toMatchObject({ name: 'Ali', rate: null, product_rates: [{ product_id: 2, rate: 110 }] });
  });
});
