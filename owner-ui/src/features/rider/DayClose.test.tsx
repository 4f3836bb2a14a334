import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DailySheet, RiderDay, SheetProduct } from '@paani/contracts';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../api/rider/offline-db';
import { enqueue } from '../../api/rider/outbox';
import { clearReads } from '../../api/rider/read-store';
import { stubApi } from '../../test/api-stub';
import { CAN, savedEntry, sheetRow } from '../daily-entries/test-data';
import { DayClose } from './DayClose';

vi.mock('../../api/rider/outbox', () => ({ enqueue: vi.fn(async () => undefined) }));

const DATE = '2026-11-25';
const RIDER = 9;
const JAR: SheetProduct = {
  id: 3,
  name: '5 L jar',
  name_ur: '5 لیٹر جار',
  unit: 'jar',
  returnable: true,
  default_rate: 40,
  deposit_per_unit: 0,
};
const CARTON: SheetProduct = {
  id: 4,
  name: 'Carton',
  name_ur: null,
  unit: 'carton',
  returnable: false,
  default_rate: 300,
  deposit_per_unit: 0,
};

const openDay = (extra: Partial<RiderDay> = {}): RiderDay => ({
  employee_id: RIDER,
  employee_name: 'Asif Rider',
  date: DATE,
  entries: 2,
  closed: false,
  closed_at: null,
  closes: 0,
  history: [],
  expected_cash: 100,
  cash_handed_over: null,
  difference: null,
  full_cans_taken: null,
  cans_delivered: 2,
  cans_returned: 1,
  expected_cans_back: null,
  cans_returned_to_plant: null,
  cans_difference: null,
  products: [],
  ...extra,
});

/** The day closed once with 10 cans taken, 9 back and PKR 100, and the jar counted: 5 taken, 3 back against 2 delivered and 1 collected. */
const closedDay = (): RiderDay =>
  openDay({
    closed: true,
    closed_at: `${DATE}T18:00:00.000Z`,
    closes: 1,
    cash_handed_over: 100,
    difference: 0,
    full_cans_taken: 10,
    expected_cans_back: 9,
    cans_returned_to_plant: 9,
    cans_difference: 0,
    products: [{ product_id: 3, full_taken: 5, returned_to_plant: 3, delivered: 2, returned: 1, expected_back: 4, difference: -1 }],
    history: [
      {
        cash_handed_over: '100.00',
        cans_returned_to_plant: 9,
        full_cans_taken: 10,
        expected_cash: '100.00',
        expected_cans_back: 9,
        products: [{ product_id: 3, full_taken: 5, returned_to_plant: 3, expected_back: 4 }],
        closed_by: 'rider',
        closed_at: `${DATE}T18:00:00.000Z`,
      },
    ],
  });

/** The rider's sheet: their entry of 2 cans (1 back) and 2 jars (1 back), and another rider's jar that is not theirs. */
const sheet = (products: SheetProduct[]): DailySheet => ({
  date: DATE,
  filter_plant_id: 7,
  products,
  rows: [
    sheetRow(1, {
      entries: [
        savedEntry(11, 1, {
          date: DATE,
          items: [
            { product_id: 1, delivered: 2, returned: 1, rate: 50, amount: 100 },
            { product_id: 3, delivered: 2, returned: 1, rate: 40, amount: 80 },
          ],
        }),
        savedEntry(12, 1, {
          date: DATE,
          employee_id: 4,
          cans_delivered: 0,
          cans_returned: 0,
          items: [{ product_id: 3, delivered: 5, returned: 0, rate: 40, amount: 200 }],
        }),
      ],
    }),
  ],
  totals: { entries: 2, cans_delivered: 2, cans_returned: 1, amount: 380, collected: 80 },
});

let userId = 500;
const answer = (day: RiderDay, products: SheetProduct[]) =>
  stubApi((call) => {
    if (call.path === '/api/rider/day-close') return day;
    if (call.path === '/api/rider/sheet') return sheet(products);
    return { fail: { status: 404, message: 'not here' } };
  });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;
const queuedBody = () => vi.mocked(enqueue).mock.calls[0]?.[1];
const cansAndCash = () => {
  fill('Full cans taken out', '10');
  fill('Empty cans returned to plant', '9');
  fill('Cash handed over (PKR)', '100');
};

describe("the rider's day close with the plant's other returnable products", () => {
  beforeEach(() => {
    userId += 1;
    vi.mocked(enqueue).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearReads();
  });

  it('looks as it always did for a plant with only the can, and queues the close without products', async () => {
    const calls = answer(openDay(), [CAN, CARTON]);
    render(<DayClose date={DATE} userId={userId} waiting={[]} />);
    await screen.findByLabelText('Full cans taken out');
    // The sheet is read; a carton does not come back, so it is not counted.
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/rider/sheet'));
    await act(async () => undefined);
    expect(screen.queryByText(/jar|Carton/)).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    cansAndCash();
    expect(text('close-expected-back')).toBe('9');
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    expect(queuedBody()).toEqual({
      kind: 'close',
      body: { date: DATE, full_cans_taken: 10, cans_returned_to_plant: 9, cash_handed_over: 100 },
    });
  });

  it("asks the jar's full taken and empties back, works out what is not back and queues it as products", async () => {
    answer(openDay(), [CAN, JAR]);
    render(<DayClose date={DATE} userId={userId} waiting={[]} />);
    const full = await screen.findByLabelText('5 L jar full taken');
    const back = screen.getByLabelText('5 L jar empties back to plant');
    expect(full.getAttribute('inputmode')).toBe('numeric');
    // Only the rider's own entry: 2 delivered and 1 collected (another rider's 5 are theirs).
    expect(text('close-product-delivered-3')).toBe('2');
    expect(text('close-product-collected-3')).toBe('1');
    // In the form's order: the cans, the jar, then the cash.
    expect(screen.getAllByRole('textbox').map((box) => box.closest('label')!.firstChild!.textContent)).toEqual([
      'Full cans taken out',
      'Empty cans returned to plant',
      '5 L jar full taken',
      '5 L jar empties back to plant',
      'Cash handed over (PKR)',
    ]);

    // The rider moved jars today: the jar's counts are asked like the cans'.
    cansAndCash();
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    expect(within(full.closest('label')!).getByText('Required')).toBeTruthy();
    expect(within(back.closest('label')!).getByText('Required')).toBeTruthy();
    expect(enqueue).not.toHaveBeenCalled();

    fireEvent.change(full, { target: { value: '5' } });
    fireEvent.change(back, { target: { value: '3' } });
    // 5 taken − 2 delivered + 1 collected = 4 expected back; 3 came back.
    expect(text('close-product-expected-back-3')).toBe('4');
    expect(text('close-product-difference-3')).toBe('1 not back');
    fireEvent.change(back, { target: { value: '6' } });
    expect(text('close-product-difference-3')).toBe('2 extra back');
    fireEvent.change(back, { target: { value: '4' } });
    expect(text('close-product-difference-3')).toBe('All back');
    fireEvent.change(back, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    expect(queuedBody()).toEqual({
      kind: 'close',
      body: {
        date: DATE,
        full_cans_taken: 10,
        cans_returned_to_plant: 9,
        cash_handed_over: 100,
        products: [{ product_id: 3, full_taken: 5, returned_to_plant: 3 }],
      },
    });
  });

  it('counts the jars of entries still waiting to be sent', async () => {
    answer(openDay(), [CAN, JAR]);
    const waiting: OutboxItem[] = [
      {
        kind: 'entries',
        body: { date: DATE, entries: [{ customer_id: 1, items: [{ product_id: 3, delivered: 1, returned: 2 }] }] },
        userId,
        date: DATE,
        idempotencyKey: 'k1',
        createdAt: `${DATE}T10:00:00.000Z`,
        state: 'waiting',
      },
    ];
    render(<DayClose date={DATE} userId={userId} waiting={waiting} />);
    expect(await screen.findByTestId('close-product-delivered-3')).toBeTruthy();
    expect(text('close-product-delivered-3')).toBe('3');
    expect(text('close-product-collected-3')).toBe('3');
    fill('5 L jar full taken', '5');
    // 5 − 3 + 3
    expect(text('close-product-expected-back-3')).toBe('5');
  });

  it("prefills a correction with the close's jar counts, shows its expected back and difference, and sends the change", async () => {
    answer(closedDay(), [CAN, JAR]);
    render(<DayClose date={DATE} userId={userId} waiting={[]} />);
    const saved = await screen.findByTestId('close-closed');
    expect(within(saved).getByTestId('close-saved-product-expected-back-3').textContent).toBe('4');
    expect(within(saved).getByTestId('close-saved-product-difference-3').textContent).toBe('1 not back');
    expect(within(saved).getByText('5 L jar difference')).toBeTruthy();
    const full = (await screen.findByLabelText('5 L jar full taken')) as HTMLInputElement;
    const back = screen.getByLabelText('5 L jar empties back to plant') as HTMLInputElement;
    expect([full.value, back.value]).toEqual(['5', '3']);
    expect(text('close-product-difference-3')).toBe('1 not back');
    // The cans are typed again, as they always were.
    expect((screen.getByLabelText('Full cans taken out') as HTMLInputElement).value).toBe('');
    fireEvent.change(back, { target: { value: '4' } });
    cansAndCash();
    fireEvent.click(screen.getByRole('button', { name: 'Correct the close' }));
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    expect(queuedBody()).toMatchObject({ kind: 'close', body: { products: [{ product_id: 3, full_taken: 5, returned_to_plant: 4 }] } });
  });

  it('shows a close waiting to be sent with its jars, and starts a correction from it', async () => {
    answer(openDay(), [CAN, JAR]);
    const waiting: OutboxItem[] = [
      {
        kind: 'close',
        body: {
          date: DATE,
          full_cans_taken: 10,
          cans_returned_to_plant: 9,
          cash_handed_over: 100,
          products: [{ product_id: 3, full_taken: 6, returned_to_plant: 5 }],
        },
        userId,
        date: DATE,
        idempotencyKey: 'k2',
        createdAt: `${DATE}T18:00:00.000Z`,
        state: 'waiting',
      },
    ];
    render(<DayClose date={DATE} userId={userId} waiting={waiting} />);
    const queued = await screen.findByTestId('close-queued');
    await waitFor(() => expect(queued.textContent).toContain('5 L jar: 6 taken, 5 back.'));
    expect((screen.getByLabelText('5 L jar full taken') as HTMLInputElement).value).toBe('6');
    expect((screen.getByLabelText('5 L jar empties back to plant') as HTMLInputElement).value).toBe('5');
  });

  it('names the jar in Urdu when it has an Urdu name, and keeps a counted product the sheet no longer offers', async () => {
    answer(closedDay(), [CAN]);
    render(<DayClose date={DATE} userId={userId} waiting={[]} />);
    // The jar was deactivated after the close: the correction still carries its counts, named by its number.
    const full = (await screen.findByLabelText('Product 3 full taken')) as HTMLInputElement;
    expect(full.value).toBe('5');
    clearReads();
    vi.unstubAllGlobals();
    answer(openDay(), [CAN, JAR]);
    await act(() => i18next.changeLanguage('ur'));
    try {
      render(<DayClose date={DATE} userId={userId + 1000} waiting={[]} />);
      expect(await screen.findByLabelText('5 لیٹر جار: بھرے لے جائے گئے')).toBeTruthy();
      expect(screen.getByLabelText('5 لیٹر جار: خالی پلانٹ پر واپس')).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
