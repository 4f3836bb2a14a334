import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RiderEntryInput, SheetProduct } from '@paani/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue } from '../../api/rider/outbox';
import { BOTTLE, CAN, sheetRow } from '../daily-entries/test-data';
import { CustomerCard } from './CustomerCard';
import { withQueued } from './optimistic';

vi.mock('../../api/rider/outbox', () => ({ enqueue: vi.fn(async () => undefined) }));

const JAR: SheetProduct = {
  id: 3,
  name: '5 gal jar',
  name_ur: null,
  unit: 'jar',
  returnable: true,
  default_rate: 200,
  deposit_per_unit: 0,
};
const DATE = '2026-11-25';
// Each test its own rider: the cards' drafts outlive the cards (card-drafts.ts).
let userId = 100;

const card = (name = 'Customer 1') => screen.getByRole('article', { name });
const press = (name: string) => fireEvent.click(within(card()).getByRole('button', { name }));
const queuedBody = () => vi.mocked(enqueue).mock.calls[0]?.[1];

describe("the rider's card with several products", () => {
  beforeEach(() => {
    userId += 1;
    vi.mocked(enqueue).mockClear();
  });

  it('offers the can, adds the bottle by "Add product", and queues the day as items', async () => {
    render(<CustomerCard row={sheetRow(1)} date={DATE} userId={userId} products={[CAN, BOTTLE, JAR]} position={1} total={1} />);
    // The customer takes cans only: one stepper pair, the other products behind Add product.
    expect(within(card()).getAllByTestId('rider-product')).toHaveLength(1);
    expect(within(card()).getByTestId('rider-delivered').textContent).toBe('2');
    press('Add product');
    expect(within(card()).getByRole('group', { name: 'Add which product?' })).toBeTruthy();
    press('6 L bottle');
    // A bottle does not come back: no empties stepper for it.
    expect(within(card()).queryByTestId('rider-returned-2')).toBeNull();
    press('One more 6 L bottle delivered');
    press('One more 6 L bottle delivered');
    press('One more 19 L can empties back');
    fireEvent.change(within(card()).getByLabelText(/^Cash collected \(PKR\)/), { target: { value: '100' } });
    // 2 × 50 + 2 × 120.50, in paisa.
    expect(within(card()).getByText('Amount PKR 341.00')).toBeTruthy();
    press('Save');
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    expect(queuedBody()).toEqual({
      kind: 'entries',
      body: {
        date: DATE,
        entries: [
          {
            customer_id: 1,
            items: [
              { product_id: 1, delivered: 2, returned: 1 },
              { product_id: 2, delivered: 2 },
            ],
            collected: 100,
          },
        ],
      },
    });
  });

  it('keeps an added product and its count when the card is drawn again after scrolling away', () => {
    const props = { row: sheetRow(1), date: DATE, userId, products: [CAN, BOTTLE], position: 1, total: 1 };
    const first = render(<CustomerCard {...props} />);
    press('Add product');
    press('6 L bottle');
    press('One more 6 L bottle delivered');
    first.unmount();
    render(<CustomerCard {...props} />);
    expect(within(card()).getByTestId('rider-delivered-2').textContent).toBe('1');
  });

  it('shows the products the customer holds without asking, and counts the queued entries in paisa', () => {
    const row = sheetRow(1, {
      balance: 0.1,
      containers: [
        { product_id: 1, held: 1, deposited: 0, over_deposit: false },
        { product_id: 3, held: 2, deposited: 0, over_deposit: false },
      ],
      product_rates: [{ product_id: 2, rate: 33.33 }],
    });
    const queued: RiderEntryInput[] = [
      {
        customer_id: 1,
        items: [
          { product_id: 2, delivered: 3 },
          { product_id: 3, delivered: 1, returned: 2 },
        ],
        collected: 0.2,
      },
    ];
    render(<CustomerCard row={row} date={DATE} userId={userId} queued={queued} products={[CAN, BOTTLE, JAR]} position={1} total={1} />);
    // Recorded today: the form opens on the rider's tap.
    press('Add another entry');
    expect(
      within(card())
        .getAllByTestId('rider-product')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['19 L can', '6 L bottle', '5 gal jar']);
    expect(within(card()).queryByRole('button', { name: 'Add product' })).toBeNull();
    // 0.10 + 3 × 33.33 (their own bottle price) + 200 − 0.20 = 299.89, not a float's 299.89000000000004.
    expect(within(card()).getByTestId('rider-balance').textContent).toBe('PKR 299.89');
    expect(within(card()).getByTestId('rider-held-3').textContent).toBe('1');
    expect(within(card()).getByTestId('rider-saved-summary').textContent).toBe(
      '6 L bottle: 3 delivered; 5 gal jar: 1 delivered, 2 back; PKR 0.20 collected',
    );
    expect(withQueued(row, queued, [CAN, BOTTLE, JAR])).toEqual({
      balance: 299.89,
      cans_out: 1,
      containers: [
        { product_id: 1, held: 1, deposited: 0, over_deposit: false },
        { product_id: 3, held: 1, deposited: 0, over_deposit: false },
      ],
    });
  });

  it('shows and prefills a product the schedule brings today without "Add product", and sends it as an item', async () => {
    // Two cans daily and a bottle on Fridays: Friday's card.
    const friday = sheetRow(1, {
      default_items: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
    });
    render(<CustomerCard row={friday} date={DATE} userId={userId} products={[CAN, BOTTLE, JAR]} position={1} total={1} />);
    expect(
      within(card())
        .getAllByTestId('rider-product')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['19 L can', '6 L bottle']);
    expect(within(card()).getByTestId('rider-delivered').textContent).toBe('2');
    expect(within(card()).getByTestId('rider-delivered-2').textContent).toBe('1');
    // The rider changes what differs (one more bottle); the rest stays as the schedule had it.
    press('One more 6 L bottle delivered');
    press('Save');
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    expect(queuedBody()?.body).toEqual({
      date: DATE,
      entries: [
        {
          customer_id: 1,
          items: [
            { product_id: 1, delivered: 2, returned: 0 },
            { product_id: 2, delivered: 2 },
          ],
          collected: 0,
        },
      ],
    });
  });

  it('starts another entry from nothing once the scheduled one is recorded, the scheduled bottle too', () => {
    const friday = sheetRow(1, {
      default_items: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
    });
    const queued: RiderEntryInput[] = [{ customer_id: 1, items: [{ product_id: 2, delivered: 1 }], collected: 0 }];
    render(<CustomerCard row={friday} date={DATE} userId={userId} queued={queued} products={[CAN, BOTTLE]} position={1} total={1} />);
    press('Add another entry');
    expect(within(card()).getByTestId('rider-delivered').textContent).toBe('0');
    expect(within(card()).getByTestId('rider-delivered-2').textContent).toBe('0');
  });

  it('queues the single-product fields when the plant sells one product, as it always did', async () => {
    render(<CustomerCard row={sheetRow(1)} date={DATE} userId={userId} products={[CAN]} position={1} total={1} />);
    expect(within(card()).queryByTestId('rider-product')).toBeNull();
    press('One more Empties back');
    press('Save');
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    expect(queuedBody()?.body).toEqual({ date: DATE, entries: [{ customer_id: 1, cans_delivered: 2, cans_returned: 1, collected: 0 }] });
  });

  it('queues the single-product fields too when the customer takes only the can on a several-product sheet', async () => {
    render(<CustomerCard row={sheetRow(1)} date={DATE} userId={userId} products={[CAN, BOTTLE]} position={1} total={1} />);
    press('Save');
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    expect(queuedBody()?.body).toEqual({ date: DATE, entries: [{ customer_id: 1, cans_delivered: 2, cans_returned: 0, collected: 0 }] });
    await screen.findByRole('button', { name: 'Add another entry' });
  });
});

describe("the rider's card flags a product held beyond its deposit", () => {
  /** A returnable jar asking PKR 300 a jar as deposit. */
  const DEPOSIT_JAR: SheetProduct = { ...JAR, name: '5 L jar', deposit_per_unit: 300 };
  const jarRow = (held: number, deposited: number, over: boolean) =>
    sheetRow(1, {
      flags: { over_credit_limit: false, over_can_limit: true, paused: false, no_delivery_for_days: null },
      containers: [
        { product_id: 1, held: 1, deposited: 0, over_deposit: false },
        { product_id: 3, held, deposited, over_deposit: over },
      ],
    });
  const flags = () => [...card().querySelectorAll('.rc-flag')].map((flag) => flag.textContent);

  beforeEach(() => {
    userId += 1;
  });

  it('counting the queued entries: a jar delivered beyond the deposit raises the flag, as over the can limit is shown', () => {
    const queued: RiderEntryInput[] = [{ customer_id: 1, items: [{ product_id: 3, delivered: 1, returned: 0 }], collected: 0 }];
    const props = { date: DATE, userId, products: [CAN, DEPOSIT_JAR], position: 1, total: 1 };
    const { unmount } = render(<CustomerCard row={jarRow(2, 2, false)} {...props} />);
    expect(flags()).toEqual(['Over can limit']);
    unmount();
    render(<CustomerCard row={jarRow(2, 2, false)} queued={queued} {...props} />);
    expect(flags()).toEqual(['Over can limit', '5 L jar over deposit']);
    expect(within(card()).getByTestId('rider-over-deposit-3').className).toBe('rc-flag');
  });

  it('drops the flag once a queued entry brings back the jars beyond the deposit', () => {
    const queued: RiderEntryInput[] = [{ customer_id: 1, items: [{ product_id: 3, delivered: 0, returned: 1 }], collected: 0 }];
    render(
      <CustomerCard
        row={jarRow(3, 2, true)}
        queued={queued}
        date={DATE}
        userId={userId}
        products={[CAN, DEPOSIT_JAR]}
        position={1}
        total={1}
      />,
    );
    expect(within(card()).queryByTestId('rider-over-deposit-3')).toBeNull();
  });

  it('keeps the server’s flag of a product the sheet does not sell, unnamed', () => {
    const row = sheetRow(1, {
      containers: [
        { product_id: 1, held: 1, deposited: 0, over_deposit: false },
        { product_id: 9, held: 2, deposited: 1, over_deposit: true },
      ],
    });
    render(<CustomerCard row={row} date={DATE} userId={userId} products={[CAN, DEPOSIT_JAR]} position={1} total={1} />);
    expect(flags()).toEqual(['Containers over deposit']);
    expect(withQueued(row, [], [CAN, DEPOSIT_JAR]).containers[1]).toEqual({ product_id: 9, held: 2, deposited: 1, over_deposit: true });
  });
});
