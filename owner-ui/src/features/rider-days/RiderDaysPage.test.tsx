import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DailySheet, Product, RiderDay } from '@paani/contracts';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type StubAnswer, type StubCall } from '../../test/api-stub';
import { savedEntry, sheetRow } from '../daily-entries/test-data';
import RiderDaysPage from './RiderDaysPage';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North' }, isLoading: false }),
}));

const DATE = '2026-11-25';
const RIDER = 9;

const product = (fields: Partial<Product> & Pick<Product, 'id' | 'name'>): Product => ({
  filter_plant_id: 7,
  name_ur: null,
  unit: 'can',
  returnable: true,
  default_rate: 50,
  deposit_per_unit: 0,
  billing: 'per_unit',
  is_active: true,
  position: fields.id,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
  ...fields,
});
const CAN = product({ id: 1, name: '19 L can' });
const JAR = product({ id: 3, name: '5 L jar', name_ur: '5 لیٹر جار', unit: 'jar' });
const BOTTLE = product({ id: 4, name: '6 L bottle', unit: 'bottle', returnable: false });
const DISPENSER = product({ id: 5, name: 'Dispenser', unit: 'dispenser', billing: 'monthly' });

const openDay = (extra: Partial<RiderDay> = {}): RiderDay => ({
  employee_id: RIDER,
  employee_name: 'Asif Rider',
  date: DATE,
  entries: 1,
  closed: false,
  closed_at: null,
  closes: 0,
  history: [],
  expected_cash: 120,
  cash_handed_over: null,
  difference: null,
  full_cans_taken: null,
  cans_delivered: 3,
  cans_returned: 1,
  expected_cans_back: null,
  cans_returned_to_plant: null,
  cans_difference: null,
  products: [],
  ...extra,
});

const closedDay = (): RiderDay =>
  openDay({
    closed: true,
    closed_at: `${DATE}T18:00:00.000Z`,
    closes: 1,
    cash_handed_over: 100,
    difference: -20,
    full_cans_taken: 10,
    expected_cans_back: 8,
    cans_returned_to_plant: 7,
    cans_difference: -1,
    products: [{ product_id: 3, full_taken: 5, returned_to_plant: 3, delivered: 2, returned: 1, expected_back: 4, difference: -1 }],
    history: [
      {
        cash_handed_over: '100.00',
        cans_returned_to_plant: 7,
        full_cans_taken: 10,
        expected_cash: '120.00',
        expected_cans_back: 8,
        products: [{ product_id: 3, full_taken: 5, returned_to_plant: 3, expected_back: 4 }],
        closed_by: 'owner',
        closed_at: `${DATE}T18:00:00.000Z`,
      },
    ],
  });

/** The rider's day sheet: their entry of 3 cans (1 back) and 2 jars (1 back); another rider's jars on it are not theirs. */
const SHEET: DailySheet = {
  date: DATE,
  filter_plant_id: 7,
  products: [],
  rows: [
    sheetRow(1, {
      entries: [
        savedEntry(11, 1, {
          date: DATE,
          items: [
            { product_id: 1, delivered: 3, returned: 1, rate: 50, amount: 150 },
            { product_id: 3, delivered: 2, returned: 1, rate: 40, amount: 80 },
          ],
        }),
        savedEntry(12, 1, { date: DATE, employee_id: 4, items: [{ product_id: 3, delivered: 4, returned: 0, rate: 40, amount: 160 }] }),
      ],
    }),
  ],
  totals: { entries: 2, cans_delivered: 3, cans_returned: 1, amount: 390, collected: 40 },
};

const POST_PATH = '/api/filter-owner/rider-days';

function stub(days: RiderDay[], products: Product[], post: (call: StubCall) => StubAnswer = () => ({})) {
  return stubApi((call) => {
    if (call.method === 'POST' && call.path === POST_PATH) return post(call);
    if (call.path === POST_PATH) return { from: DATE, to: DATE, days };
    if (call.path === '/api/filter-owner/products') return { products };
    if (call.path === '/api/filter-owner/employees') return { employees: [] };
    if (call.path === '/api/filter-owner/daily-entries/sheet') return SHEET;
    return { fail: { status: 404, message: `not here: ${call.path}` } };
  });
}

const row = () => screen.findByTestId('rider-day-row');
const openDialog = async (button: string) => {
  fireEvent.click(within(await row()).getByRole('button', { name: button }));
  return screen.findByRole('dialog');
};
const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const posted = (calls: StubCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe("the owner's riders' days with the plant's other returnable products", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows each counted product's difference under the cans', in words", async () => {
    stub([closedDay(), openDay({ employee_id: 10, employee_name: 'Bilal' })], [CAN, JAR]);
    renderScreen(<RiderDaysPage />);
    const rows = await screen.findAllByTestId('rider-day-row');
    const differences = await within(rows[0]).findAllByTestId('rider-day-product-difference');
    expect(differences.map((line) => line.textContent)).toEqual(['5 L jar: 1 not back']);
    expect(within(rows[1]).queryByTestId('rider-day-product-difference')).toBeNull();
  });

  it('says a product brought back in full or beyond, and names it in Urdu', async () => {
    const day = closedDay();
    day.products = [
      { ...day.products[0], returned_to_plant: 4, difference: 0 },
      { product_id: 6, full_taken: 2, returned_to_plant: 4, delivered: 0, returned: 0, expected_back: 2, difference: 2 },
    ];
    stub([day], [CAN, JAR]);
    renderScreen(<RiderDaysPage />);
    const lines = async () => (await within(await row()).findAllByTestId('rider-day-product-difference')).map((line) => line.textContent);
    await waitFor(async () => expect(await lines()).toEqual(['5 L jar: All back', 'Product 6: 2 extra back']));
    await act(() => i18next.changeLanguage('ur'));
    try {
      await waitFor(async () => expect(await lines()).toEqual(['5 لیٹر جار: سب واپس آ گئے', 'پروڈکٹ 6: 2 زیادہ واپس آئے']));
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('closes a day of a plant with only the can as it always did', async () => {
    const calls = stub([openDay()], [CAN, BOTTLE]);
    renderScreen(<RiderDaysPage />);
    const dialog = await openDialog('Close day');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(3);
    fill(dialog, 'Full cans taken out', '10');
    fill(dialog, 'Cans returned to the plant', '7');
    fill(dialog, 'Cash handed over (PKR)', '100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toEqual({
      employee_id: RIDER,
      date: DATE,
      full_cans_taken: 10,
      cans_returned_to_plant: 7,
      cash_handed_over: 100,
    });
    // No product to count: the rider's sheet is not read.
    expect(calls.some((call) => call.path === '/api/filter-owner/daily-entries/sheet')).toBe(false);
  });

  it("asks the jar's counts, works out its difference from the rider's entries and sends it as products", async () => {
    const calls = stub([openDay()], [CAN, JAR, BOTTLE, DISPENSER]);
    renderScreen(<RiderDaysPage />);
    const dialog = await openDialog('Close day');
    // The jar only: the bottle does not come back and the dispenser is rented by the month.
    expect(await within(dialog).findByLabelText('5 L jar full taken out')).toBeTruthy();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(5);
    expect(within(dialog).queryByLabelText(/Dispenser|bottle/)).toBeNull();
    const sheet = calls.find((call) => call.path === '/api/filter-owner/daily-entries/sheet')!;
    expect([sheet.query.get('date'), sheet.query.get('employee_id')]).toEqual([DATE, String(RIDER)]);
    fill(dialog, 'Full cans taken out', '10');
    fill(dialog, 'Cans returned to the plant', '8');
    fill(dialog, 'Cash handed over (PKR)', '120');

    // The rider moved jars: the jar's counts are asked.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    await waitFor(() => expect(within(dialog).getAllByText('Enter a whole number.')).toHaveLength(2));
    expect(posted(calls)).toEqual([]);

    fill(dialog, '5 L jar full taken out', '5');
    fill(dialog, '5 L jar returned to the plant', '3');
    // 5 − 2 + 1 = 4 expected back (the rider's own entry only); 3 returned.
    await waitFor(() =>
      expect(within(dialog).getByTestId('owner-close-product-difference-3').textContent).toBe('5 L jar difference: 1 not back'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toEqual({
      employee_id: RIDER,
      date: DATE,
      full_cans_taken: 10,
      cans_returned_to_plant: 8,
      cash_handed_over: 120,
      products: [{ product_id: 3, full_taken: 5, returned_to_plant: 3 }],
    });
  });

  it("prefills a correction with the last close's counts of the jar, and sends the corrected ones", async () => {
    const calls = stub([closedDay()], [CAN, JAR]);
    renderScreen(<RiderDaysPage />);
    const dialog = await openDialog('Correct close');
    await within(dialog).findByLabelText('5 L jar full taken out');
    const value = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect([value('Full cans taken out'), value('5 L jar full taken out'), value('5 L jar returned to the plant')]).toEqual([
      '10',
      '5',
      '3',
    ]);
    await waitFor(() =>
      expect(within(dialog).getByTestId('owner-close-product-difference-3').textContent).toBe('5 L jar difference: 1 not back'),
    );
    fill(dialog, '5 L jar returned to the plant', '4');
    await waitFor(() =>
      expect(within(dialog).getByTestId('owner-close-product-difference-3').textContent).toBe('5 L jar difference: All back'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toMatchObject({ full_cans_taken: 10, products: [{ product_id: 3, full_taken: 5, returned_to_plant: 4 }] });
  });

  it("puts the server's 422 about a product under that product's field", async () => {
    stub([closedDay()], [CAN, JAR], () => ({
      fail: {
        status: 422,
        message: 'The given data was invalid.',
        errors: { 'products.0.returned_to_plant': ['The returned to plant must be at most 100000.'] },
      },
    }));
    renderScreen(<RiderDaysPage />);
    const dialog = await openDialog('Correct close');
    await within(dialog).findByLabelText('5 L jar full taken out');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close day' }));
    const field = within(dialog).getByLabelText('5 L jar returned to the plant');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The returned to plant must be at most 100000.')).toBeTruthy();
    expect(within(dialog).getByLabelText('5 L jar full taken out').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Could not close the day')).toBeNull();
  });
});
