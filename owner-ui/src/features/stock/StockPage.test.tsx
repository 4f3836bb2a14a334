import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatPkr, type ProductStock, type StockMovements } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type StubCall } from '../../test/api-stub';
import StockPage from './StockPage';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North' }, isLoading: false }),
}));

const stocked = (fields: Partial<ProductStock> & Pick<ProductStock, 'product_id' | 'name'>): ProductStock => ({
  name_ur: null,
  unit: 'can',
  is_active: true,
  owned: 0,
  at_plant: 0,
  with_customers: 0,
  with_riders: 0,
  lost: 0,
  lost_at_customers: 0,
  damaged: 0,
  out_exceeds_owned: false,
  ...fields,
});

// 120 + 360 + 4 + 10 + 6 = 500.
const CAN = stocked({
  product_id: 1,
  name: '19 L can',
  owned: 500,
  at_plant: 120,
  with_customers: 360,
  with_riders: 4,
  lost: 10,
  lost_at_customers: 3,
  damaged: 6,
});
// −5 + 25 = 20: more are out than the plant owns.
const JAR = stocked({ product_id: 2, name: '5 L jar', unit: 'jar', owned: 20, at_plant: -5, with_customers: 25, out_exceeds_owned: true });

const MOVEMENTS: StockMovements = {
  from: '2026-01-01',
  to: '2026-01-31',
  days: [
    {
      date: '2026-01-05',
      product_id: 1,
      delivered: 40,
      returned: 35,
      purchased: 50,
      written_off: 2,
      count_difference: -1,
      lost_at_customers: 0,
    },
  ],
  records: [
    { id: 3, date: '2026-01-05', product_id: 1, kind: 'count', quantity: -1, counted: 47, cost: null, note: 'One missing' },
    { id: 2, date: '2026-01-05', product_id: 1, kind: 'damaged', quantity: 2, counted: null, cost: null, note: 'Cracked in the washer' },
    { id: 1, date: '2026-01-05', product_id: 1, kind: 'purchase', quantity: 50, counted: null, cost: 22500, note: 'Karachi supplier' },
  ],
};
const NOTHING_MOVED: StockMovements = { from: '2026-01-01', to: '2026-01-31', days: [], records: [] };

const STOCK_PATH = '/api/filter-owner/stock';
const MOVEMENTS_PATH = '/api/filter-owner/stock/movements';

/** Answers the stock's reads: the figures of `products`, and `movements`. */
const reads =
  (products: ProductStock[], movements: StockMovements = MOVEMENTS) =>
  (call: StubCall): unknown => {
    if (call.method !== 'GET') return undefined;
    if (call.path === STOCK_PATH) return { products };
    if (call.path === MOVEMENTS_PATH) return movements;
    return undefined;
  };
const gets = (calls: StubCall[], path: string) => calls.filter((call) => call.method === 'GET' && call.path === path);
const card = (name: string) => screen.findByRole('article', { name });
const figure = (article: HTMLElement, testId: string) => within(article).getByTestId(testId).textContent;

describe('StockPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows each returnable product's containers as a sum, and warns when more are out than owned", async () => {
    const calls = stubApi(reads([CAN, JAR]));
    renderScreen(<StockPage />);
    expect(screen.getByRole('heading', { name: 'Stock', level: 1 })).toBeTruthy();
    expect(screen.getByText('Loading stock…')).toBeTruthy();

    const can = await card('19 L can');
    expect(figure(can, 'stock-at-plant')).toBe('At the plantFull and empty together120');
    expect(figure(can, 'stock-with-customers')).toBe('With customers360');
    expect(figure(can, 'stock-with-riders')).toBe('With riders4');
    expect(figure(can, 'stock-lost')).toBe('Lost3 of them lost at customers10');
    expect(figure(can, 'stock-damaged')).toBe('Damaged6');
    expect(figure(can, 'stock-owned')).toBe('Owned500');
    expect(within(can).queryByTestId('stock-warning')).toBeNull();
    expect(screen.getByText('Owned = at the plant + with customers + with riders + lost + damaged')).toBeTruthy();

    const jar = await card('5 L jar');
    expect(within(jar).getByTestId('stock-warning').textContent).toBe(
      'More containers are out than the plant owns: record purchases or count them.',
    );
    expect(figure(jar, 'stock-at-plant')).toMatch(/-5$/);
    expect(figure(jar, 'stock-owned')).toBe('Owned20');
    expect(within(jar).getByRole('button', { name: 'Record purchase of 5 L jar' })).toBeTruthy();
    expect(within(jar).getByRole('button', { name: 'Write off 5 L jar' })).toBeTruthy();
    expect(within(jar).getByRole('button', { name: 'Count 5 L jar' })).toBeTruthy();
    expect(gets(calls, STOCK_PATH)[0].query.get('filter_plant_id')).toBe('7');

    // The movements of the last 30 days (the server's default: no dates sent), a day per row, then the records.
    const table = await screen.findByRole('table', { name: 'Movements by day and product' });
    const row = within(table).getAllByTestId('stock-day')[0];
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '5 Jan 2026',
      '19 L can',
      '40',
      '35',
      '50',
      '2',
      '−1',
      '0',
    ]);
    const movementsCall = gets(calls, MOVEMENTS_PATH)[0];
    expect(movementsCall.query.get('filter_plant_id')).toBe('7');
    expect(movementsCall.query.has('from')).toBe(false);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-01-31');
    const records = screen.getAllByTestId('stock-record');
    expect(records.map((item) => item.getAttribute('data-kind'))).toEqual(['count', 'damaged', 'purchase']);
    expect(within(records[0]).getByText('Counted 47, −1 against the stock')).toBeTruthy();
    expect(within(records[0]).getByText('One missing')).toBeTruthy();
    expect(within(records[1]).getByText('2 written off')).toBeTruthy();
    expect(within(records[2]).getByText(`50 bought for ${formatPkr(22500)}`)).toBeTruthy();
    expect(within(records[2]).getByText('Karachi supplier')).toBeTruthy();
  });

  it('records a purchase with the right body, then shows the stock of the answer and reads the movements again', async () => {
    const after = { ...CAN, owned: 550, at_plant: 170 };
    const calls = stubApi((call) => (call.method === 'POST' ? { products: [after, JAR] } : reads([CAN, JAR])(call)));
    renderScreen(<StockPage />);
    fireEvent.click(within(await card('19 L can')).getByRole('button', { name: 'Record purchase of 19 L can' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record purchase: 19 L can' });
    fireEvent.change(within(dialog).getByLabelText(/^Quantity/), { target: { value: ' 50 ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Cost \(PKR\)/), { target: { value: '22500' } });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: ' Karachi supplier ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record purchase' }));

    await screen.findByText('Purchase Recorded');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/filter-owner/stock/purchases');
    expect(post.query.get('filter_plant_id')).toBe('7');
    expect(post.body).toEqual({ product_id: 1, quantity: 50, cost: 22500, note: 'Karachi supplier' });
    await waitFor(async () => expect(figure(await card('19 L can'), 'stock-owned')).toBe('Owned550'));
    expect(figure(await card('19 L can'), 'stock-at-plant')).toMatch(/170$/);
    // The answer is the stock: not read again; the movements are.
    expect(gets(calls, STOCK_PATH)).toHaveLength(1);
    await waitFor(() => expect(gets(calls, MOVEMENTS_PATH)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('writes off damaged containers with a reason, and refuses more than the stock has at the plant', async () => {
    const calls = stubApi((call) => (call.method === 'POST' ? { products: [{ ...CAN, at_plant: 118, damaged: 8 }] } : reads([CAN])(call)));
    renderScreen(<StockPage />);
    fireEvent.click(within(await card('19 L can')).getByRole('button', { name: 'Write off 19 L can' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off: 19 L can' });
    expect(within(dialog).getByText('The stock has 120 at the plant')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Quantity/), { target: { value: '121' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('Only 120 are at the plant by the stock: count them first if there are more')).toBeTruthy();
    expect(within(dialog).getByText('A reason is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Quantity/), { target: { value: '2' } });
    expect((within(dialog).getByRole('radio', { name: 'Damaged' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Cracked in the washer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    await screen.findByText('Write-off Recorded');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/filter-owner/stock/write-offs');
    expect(post.body).toEqual({ product_id: 1, quantity: 2, kind: 'damaged', reason: 'Cracked in the washer' });
    await waitFor(async () => expect(figure(await card('19 L can'), 'stock-damaged')).toBe('Damaged8'));
  });

  it("counts: shows what the stock expects, asks why when it differs, and puts the server's reason message at the reason", async () => {
    const message = 'The count differs from the stock by -1: say why.';
    const calls = stubApi((call) =>
      call.method === 'POST' ? { fail: { status: 422, message, errors: { reason: [message] } } } : reads([CAN])(call),
    );
    renderScreen(<StockPage />);
    fireEvent.click(within(await card('19 L can')).getByRole('button', { name: 'Count 19 L can' }));
    const dialog = await screen.findByRole('dialog', { name: 'Count: 19 L can' });
    expect(within(dialog).getByTestId('count-expected').textContent).toBe('The stock expects 120 at the plant, full and empty together.');

    // Fewer than expected: the dialog says so and wants a reason before sending.
    const counted = within(dialog).getByLabelText(/^Counted at the plant/);
    fireEvent.change(counted, { target: { value: '117' } });
    expect((await within(dialog).findByTestId('count-verdict')).textContent).toBe(
      '3 fewer than the stock: they will be counted as lost. Say why.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record count' }));
    expect(await within(dialog).findByText('The count differs from the stock: say why')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // As the stock expects here, but the stock moved meanwhile: the server's message shows at the reason.
    fireEvent.change(counted, { target: { value: '120' } });
    expect((await within(dialog).findByTestId('count-verdict')).textContent).toBe('The count matches the stock.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record count' }));
    const shown = await within(dialog).findByText(message);
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(reason.getAttribute('aria-describedby')).toBe(shown.id);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/filter-owner/stock/counts');
    expect(post.body).toEqual({ product_id: 1, counted: 120, reason: null });
    expect(screen.queryByText('Count Recorded')).toBeNull();
  });

  it('reads the movements of the days chosen, and says when nothing moved', async () => {
    const calls = stubApi(reads([CAN], NOTHING_MOVED));
    renderScreen(<StockPage />);
    expect((await screen.findByTestId('stock-movements-empty')).textContent).toBe('Nothing moved from 1 Jan 2026 to 31 Jan 2026.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-20' } });
    await waitFor(() => expect(gets(calls, MOVEMENTS_PATH).some((call) => call.query.get('from') === '2026-01-20')).toBe(true));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-10' } });
    expect(await screen.findByText('The from day is after the to day.')).toBeTruthy();
    expect(gets(calls, MOVEMENTS_PATH).some((call) => call.query.get('to') === '2026-01-10')).toBe(false);
  });

  it('says when the plant has no returnable product, and offers the products', async () => {
    stubApi(reads([]));
    renderScreen(<StockPage />);
    expect(await screen.findByText('No returnable products')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Products' })).toBeTruthy();
  });

  it('shows why the stock did not load, with a retry', async () => {
    let fail = true;
    stubApi((call) => (fail ? { fail: { status: 500, message: 'down' } } : reads([CAN])(call)));
    renderScreen(<StockPage />);
    expect(await screen.findByText('Error Loading Stock', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('19 L can')).toBeTruthy();
  });
});
