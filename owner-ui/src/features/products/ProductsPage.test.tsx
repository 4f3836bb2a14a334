import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatPkr, type Product } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type StubCall } from '../../test/api-stub';
import ProductsPage from './ProductsPage';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North' }, isLoading: false }),
}));

const product = (fields: Partial<Product> & Pick<Product, 'id' | 'name'>): Product => ({
  filter_plant_id: 7,
  name_ur: null,
  unit: 'bottle',
  returnable: false,
  default_rate: 0,
  deposit_per_unit: 0,
  billing: 'per_unit',
  is_active: true,
  position: fields.id,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
  ...fields,
});

const CAN = product({
  id: 1,
  name: '19 L can',
  name_ur: '19 لیٹر کین',
  unit: 'can',
  returnable: true,
  default_rate: 60,
  deposit_per_unit: 500,
});
const DISPENSER = product({
  id: 2,
  name: 'Water dispenser',
  unit: 'dispenser',
  returnable: true,
  default_rate: 450,
  deposit_per_unit: 2000,
  billing: 'monthly',
  is_active: false,
});
const BOTTLE = product({ id: 3, name: '6 L bottle', default_rate: 120 });

const PRODUCTS_PATH = '/api/filter-owner/products';
const list =
  (products: Product[]) =>
  (call: StubCall): unknown =>
    call.method === 'GET' && call.path === PRODUCTS_PATH ? { products } : undefined;
const productGets = (calls: StubCall[]) => calls.filter((call) => call.method === 'GET' && call.path === PRODUCTS_PATH);
const card = (name: string) => screen.findByRole('article', { name });
const figure = (article: HTMLElement, testId: string) => within(article).getByTestId(testId).textContent;

describe('ProductsPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the plant's products with what each is, its rate and deposit in PKR, and whether it is active", async () => {
    const calls = stubApi(list([CAN, DISPENSER, BOTTLE]));
    renderScreen(<ProductsPage />);
    expect(screen.getByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
    expect(screen.getByText('Loading products…')).toBeTruthy();

    const can = await card('19 L can');
    expect(within(can).getByText('Active')).toBeTruthy();
    expect(within(can).getByText('The plant’s first product: its rate is the plant’s can rate.')).toBeTruthy();
    expect(figure(can, 'product-name-ur')).toBe('Urdu name19 لیٹر کین');
    expect(figure(can, 'product-unit')).toBe('Unitcan');
    expect(figure(can, 'product-returnable')).toBe('ReturnableYes');
    expect(figure(can, 'product-billing')).toBe('BillingPer unit');
    expect(figure(can, 'product-rate')).toBe(`Rate${formatPkr(60)} / can`);
    expect(figure(can, 'product-deposit')).toBe(`Deposit${formatPkr(500)}`);

    const dispenser = await card('Water dispenser');
    expect(within(dispenser).getByText('Inactive')).toBeTruthy();
    expect(figure(dispenser, 'product-name-ur')).toBe('Urdu nameNot set');
    expect(figure(dispenser, 'product-billing')).toBe('BillingMonthly rental');
    expect(figure(dispenser, 'product-rate')).toBe(`Rate${formatPkr(450)} a month`);
    expect(within(dispenser).getByRole('button', { name: 'Activate Water dispenser' })).toBeTruthy();

    const bottle = await card('6 L bottle');
    expect(figure(bottle, 'product-returnable')).toBe('ReturnableNo');
    expect(figure(bottle, 'product-deposit')).toBe('DepositNone');
    expect(within(bottle).queryByText(/first product/)).toBeNull();

    // In the API's order (by position), under a list named for the plant.
    const section = screen.getByRole('region', { name: 'Products of North' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['19 L can', 'Water dispenser', '6 L bottle']);
    expect(productGets(calls)[0].query.get('filter_plant_id')).toBe('7');
  });

  it('says when the plant sells nothing yet, and offers to add the first product', async () => {
    stubApi(list([]));
    renderScreen(<ProductsPage />);
    expect(await screen.findByText('No products yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Product' }));
    expect(await screen.findByRole('dialog', { name: 'Add Product' })).toBeTruthy();
  });

  it('adds a product that does not come back: no deposit, billed per unit, placed after the last', async () => {
    let products = [CAN];
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        products = [CAN, BOTTLE];
        return BOTTLE;
      }
      return list(products)(call);
    });
    renderScreen(<ProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    expect((within(dialog).getByRole('checkbox', { name: 'Returnable' }) as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByRole('radio', { name: /^Per unit/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText(/Deposit per Unit/) as HTMLInputElement).disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/Product Name/), { target: { value: ' 6 L bottle ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Unit/), { target: { value: 'bottle' } });
    fireEvent.change(within(dialog).getByLabelText(/Rate \(PKR\)/), { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    await screen.findByText('Product Added');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(PRODUCTS_PATH);
    expect(post.query.get('filter_plant_id')).toBe('7');
    expect(post.body).toEqual({
      name: '6 L bottle',
      name_ur: null,
      unit: 'bottle',
      returnable: false,
      default_rate: 120,
      deposit_per_unit: 0,
      billing: 'per_unit',
    });
    await card('6 L bottle');
    expect(productGets(calls)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a returnable product rented by the month with its deposit, Urdu name and position', async () => {
    const calls = stubApi((call) => (call.method === 'POST' ? DISPENSER : list([CAN])(call)));
    renderScreen(<ProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    fireEvent.change(within(dialog).getByLabelText(/Product Name/), { target: { value: 'Water dispenser' } });
    fireEvent.change(within(dialog).getByLabelText(/Urdu Name/), { target: { value: 'واٹر ڈسپنسر' } });
    fireEvent.change(within(dialog).getByLabelText(/^Unit/), { target: { value: 'dispenser' } });
    fireEvent.change(within(dialog).getByLabelText(/^Position/), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Returnable' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Monthly rental/ }));
    fireEvent.change(within(dialog).getByLabelText(/Rate \(PKR\)/), { target: { value: '450' } });
    const deposit = within(dialog).getByLabelText(/Deposit per Unit/) as HTMLInputElement;
    expect(deposit.disabled).toBe(false);
    fireEvent.change(deposit, { target: { value: '2000.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Product Added');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Water dispenser',
      name_ur: 'واٹر ڈسپنسر',
      unit: 'dispenser',
      returnable: true,
      default_rate: 450,
      deposit_per_unit: 2000.5,
      billing: 'monthly',
      position: 5,
    });
  });

  it("checks the form's own rules before sending anything", async () => {
    const calls = stubApi(list([CAN]));
    renderScreen(<ProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Product name is required')).toBeTruthy();
    expect(within(dialog).getByText('Unit is required (can, bottle, carton…)')).toBeTruthy();
    expect(within(dialog).getByText('Rate is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Rate \(PKR\)/), { target: { value: '12.345' } });
    fireEvent.change(within(dialog).getByLabelText(/^Position/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Rate must be an amount in rupees with at most 2 decimals')).toBeTruthy();
    expect(within(dialog).getByText('Position must be a whole number from 1 to 1000')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("puts the server's 422 name message under the name, keeping the dialog open with what was typed", async () => {
    const message = 'A product with this name already exists in this plant.';
    stubApi((call) =>
      call.method === 'POST' ? { fail: { status: 422, message: 'Validation failed', errors: { name: [message] } } } : list([CAN])(call),
    );
    renderScreen(<ProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    fireEvent.change(within(dialog).getByLabelText(/Product Name/), { target: { value: '19 l CAN' } });
    fireEvent.change(within(dialog).getByLabelText(/^Unit/), { target: { value: 'can' } });
    fireEvent.change(within(dialog).getByLabelText(/Rate \(PKR\)/), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    const shown = await within(dialog).findByText(message);
    const name = within(dialog).getByLabelText(/Product Name/) as HTMLInputElement;
    expect(name.getAttribute('aria-describedby')).toBe(shown.id);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.value).toBe('19 l CAN');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Product Added')).toBeNull();
  });

  it('edits a product: whether it comes back and its billing are shown but not sent', async () => {
    const calls = stubApi((call) => (call.method === 'PUT' ? { ...BOTTLE, default_rate: 130 } : list([CAN, BOTTLE])(call)));
    renderScreen(<ProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 6 L bottle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const rate = within(dialog).getByLabelText(/Rate \(PKR\)/) as HTMLInputElement;
    expect(rate.value).toBe('120');
    expect((within(dialog).getByLabelText(/^Position/) as HTMLInputElement).value).toBe('3');
    const returnable = within(dialog).getByRole('checkbox', { name: 'Returnable' }) as HTMLInputElement;
    expect(returnable.checked).toBe(false);
    expect(returnable.disabled).toBe(true);
    expect((within(dialog).getByRole('radio', { name: /^Per unit/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getAllByText('Fixed once the product is created: add a new product to change it')).toHaveLength(2);

    fireEvent.change(rate, { target: { value: '130' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Product Updated');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`${PRODUCTS_PATH}/3`);
    expect(put.query.get('filter_plant_id')).toBe('7');
    expect(put.body).toEqual({ name: '6 L bottle', name_ur: null, unit: 'bottle', default_rate: 130, deposit_per_unit: 0, position: 3 });
  });

  it("tells the owner that the first product's rate is the plant's can rate", async () => {
    stubApi(list([CAN]));
    renderScreen(<ProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 19 L can' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByText('The plant’s can rate: changing it here changes it in Plant Settings too')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Deposit per Unit/) as HTMLInputElement).value).toBe('500');
  });

  it('deactivates a product and shows it inactive, and activates an inactive one', async () => {
    let bottle = BOTTLE;
    const calls = stubApi((call) => {
      if (call.method === 'PUT') {
        bottle = { ...bottle, is_active: (call.body as { is_active: boolean }).is_active };
        return bottle;
      }
      return list([CAN, DISPENSER, bottle])(call);
    });
    renderScreen(<ProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate 6 L bottle' }));
    await screen.findByText('Product Deactivated');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`${PRODUCTS_PATH}/3`);
    expect(put.query.get('filter_plant_id')).toBe('7');
    expect(put.body).toEqual({ is_active: false });
    const inactive = await card('6 L bottle');
    await waitFor(() => expect(within(inactive).getByText('Inactive')).toBeTruthy());
    expect(within(inactive).getByRole('button', { name: 'Activate 6 L bottle' })).toBeTruthy();

    fireEvent.click(within(inactive).getByRole('button', { name: 'Activate 6 L bottle' }));
    await screen.findByText('Product Activated');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ is_active: false }, { is_active: true }]);
  });

  it('shows why the list did not load, with a retry', async () => {
    let fail = true;
    stubApi((call) => (fail ? { fail: { status: 500, message: 'down' } } : list([CAN])(call)));
    renderScreen(<ProductsPage />);
    expect(await screen.findByText('Error Loading Products', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('19 L can')).toBeTruthy();
  });
});
