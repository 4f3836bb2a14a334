import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Product, RouteCustomer } from '@paani/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { lineProducts, toScheduleInput, type ScheduleFormValues } from './scheduleForm';
import { ScheduleRow } from './ScheduleRow';

const product = (id: number, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  filter_plant_id: 7,
  name,
  name_ur: null,
  unit: 'unit',
  returnable: false,
  default_rate: 100,
  deposit_per_unit: 0,
  billing: 'per_unit',
  is_active: true,
  position: id,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...extra,
});
const CAN = product(1, '19 L can', { returnable: true });
const CARTON = product(2, 'Carton');
const catalogue = (all: Product[]) => ({ all, offered: lineProducts(all) });

const amna = (extra: Partial<RouteCustomer> = {}): RouteCustomer => ({
  customer_id: 5,
  code: 'C-0005',
  name: 'Amna',
  address: null,
  employee_id: null,
  employee_name: null,
  route_position: 0,
  quantity: 2,
  items: [{ product_id: 1, quantity: 2, kind: null, days: [], every_n: null, start_date: null }],
  schedule: { kind: 'daily', days: [], every_n: null, start_date: null },
  is_default: false,
  ...extra,
});

const drag = { onDragStart: vi.fn(), onDragOver: vi.fn(), onDrop: vi.fn(), onDragEnd: vi.fn(), over: false };

function renderRow(customer: RouteCustomer, products: Product[], onSave = vi.fn(async (_values: ScheduleFormValues) => undefined)) {
  render(
    <ScheduleRow
      customer={customer}
      index={0}
      count={1}
      today="2026-11-30"
      products={catalogue(products)}
      moveDisabled={false}
      onMove={vi.fn()}
      onSave={onSave}
      drag={drag}
    />,
  );
  return onSave;
}

const row = () => screen.getByTestId('route-row-5');
const sent = (onSave: ReturnType<typeof vi.fn>) => toScheduleInput(onSave.mock.calls[0][0] as ScheduleFormValues);
const choose = async (combobox: HTMLElement, option: string) => {
  fireEvent.mouseDown(combobox);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('a route row’s schedule with lines of other products', { timeout: 30_000 }, () => {
  it('looks as it always did for a plant selling one product, and sends the cans as the one line', async () => {
    const onSave = renderRow(amna(), [CAN]);
    expect(within(row()).queryByRole('button', { name: 'Add product: Amna' })).toBeNull();
    expect(screen.queryByTestId('route-lines-5')).toBeNull();
    fireEvent.change(within(row()).getByLabelText('Cans: Amna'), { target: { value: '3' } });
    fireEvent.click(within(row()).getByRole('button', { name: 'Save: Amna' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(sent(onSave)).toEqual({ kind: 'daily', quantity: 3, items: [{ product_id: 1, quantity: 3 }] });
  });

  it('adds a carton on Fridays beside the daily cans, and sends both lines', async () => {
    const onSave = renderRow(amna(), [CAN, CARTON]);
    fireEvent.click(within(row()).getByRole('button', { name: 'Add product: Amna' }));
    const carton = within(row()).getByRole('group', { name: 'Carton: Amna' });
    expect((within(carton).getByLabelText('Carton quantity: Amna') as HTMLInputElement).value).toBe('1');
    // The only other product is on the schedule now: nothing more to add.
    expect(within(row()).queryByRole('button', { name: 'Add product: Amna' })).toBeNull();
    await choose(within(carton).getByRole('combobox', { name: /^When/ }), 'Weekdays');
    fireEvent.click(within(row()).getByRole('button', { name: 'Save: Amna' }));
    // Its own weekdays need a day, checked before sending.
    expect(await within(carton).findByText('Choose at least one day for a weekdays schedule.')).toBeTruthy();
    fireEvent.click(within(within(carton).getByRole('group', { name: 'Days: Carton' })).getByRole('button', { name: 'Fri' }));
    fireEvent.click(within(row()).getByRole('button', { name: 'Save: Amna' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(sent(onSave)).toEqual({
      kind: 'daily',
      quantity: 2,
      items: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1, kind: 'weekdays', days: ['fri'] },
      ],
    });
  });

  it('spells out the lines, leaves the cans out when none, and asks for a line when nothing is left', async () => {
    const customer = amna({
      items: [
        { product_id: 1, quantity: 2, kind: null, days: [], every_n: null, start_date: null },
        { product_id: 2, quantity: 1, kind: 'weekdays', days: ['fri'], every_n: null, start_date: null },
      ],
    });
    const onSave = renderRow(customer, [CAN, CARTON]);
    expect(screen.getByTestId('route-lines-5').textContent).toBe('2 × 19 L can daily · 1 × Carton Fri');
    fireEvent.change(within(row()).getByLabelText('Cans: Amna'), { target: { value: '0' } });
    fireEvent.click(within(row()).getByRole('button', { name: 'Save: Amna' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(sent(onSave)).toEqual({ kind: 'daily', items: [{ product_id: 2, quantity: 1, kind: 'weekdays', days: ['fri'] }] });

    onSave.mockClear();
    fireEvent.click(within(row()).getByRole('button', { name: 'Remove Carton: Amna' }));
    fireEvent.click(within(row()).getByRole('button', { name: 'Save: Amna' }));
    expect(await within(row()).findByText('The quantity must be a whole number between 1 and 1000.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's message of a line at that line's field, and the cans' at the cans", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError('Validation failed', 422, undefined, {
        'items.0.quantity': ['The cans are too many.'],
        'items.1.product_id': ["The product must be one of the plant's active products sold per unit."],
      });
    });
    renderRow(amna(), [CAN, CARTON], onSave);
    fireEvent.click(within(row()).getByRole('button', { name: 'Add product: Amna' }));
    fireEvent.click(within(row()).getByRole('button', { name: 'Save: Amna' }));
    const carton = within(row()).getByRole('group', { name: 'Carton: Amna' });
    expect(await within(carton).findByText("The product must be one of the plant's active products sold per unit.")).toBeTruthy();
    const cans = within(row()).getByLabelText('Cans: Amna');
    expect(document.getElementById(cans.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The cans are too many.');
  });
});
