import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DailySheet } from '@paani/contracts';
import { AREAS, customer, EMPLOYEES, renderAt, stubApi, type Call } from '../customers/test-utils';
import DailyEntriesPage from './DailyEntriesPage';
import { BOTTLE, CAN, savedEntry, sheet, sheetRow } from './test-data';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({
    plants: [{ id: 7, name: 'North' }],
    selectedPlant: { id: 7, name: 'North', default_can_rate: 50 },
    isLoading: false,
    selectPlant: () => undefined,
  }),
}));

const PATH = '/filter-owner/daily-entries?date=2026-11-24';

function answer(sheets: () => DailySheet, batch?: (call: Call) => unknown) {
  return (call: Call) => {
    if (call.path === '/api/filter-owner/areas') return { areas: AREAS };
    if (call.path === '/api/filter-owner/employees') return { employees: EMPLOYEES };
    if (call.path === '/api/filter-owner/daily-entries/sheet') return sheets();
    if (call.path === '/api/filter-owner/daily-entries/batch' && batch) return batch(call);
    return {};
  };
}

const renderPage = () => renderAt(<DailyEntriesPage />, { path: PATH, route: '/filter-owner/daily-entries' });
const rows = () => screen.getAllByTestId('sheet-row');
const cell = (row: number, column: string) => within(rows()[row]).getByTestId(`cell-${column}`);
const text = (element: HTMLElement) => element.textContent ?? '';
const totals = () => screen.getByTestId('sheet-totals');
/** The Idempotency-Key of each POST the page sent, in order. */
const batchKeys = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).includes('/daily-entries/batch'))
    .map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);

describe('the daily entries sheet', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves with arrows, Enter and Tab, replaces a number when a digit is typed, undoes with Escape, and totals as you type', async () => {
    stubApi(answer(() => sheet([sheetRow(1), sheetRow(2, { rate: 60 }), sheetRow(3, { default_quantity: 1 })])));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('grid', { name: 'Day sheet' });
    // Prefilled from the schedule: 2 + 2 + 1 cans, 100 + 120 + 50 rupees.
    expect(text(within(totals()).getByTestId('total-delivered'))).toBe('5');
    expect(text(within(totals()).getByTestId('total-amount'))).toMatch(/Rs\s?270/);
    expect(text(within(rows()[1]).getByTestId('row-amount'))).toMatch(/Rs\s?120/);

    // One cell of the grid is in the tab order; the keyboard starts there.
    const first = cell(0, 'delivered');
    expect(first.getAttribute('tabindex')).toBe('0');
    act(() => first.focus());

    // Typing a digit replaces the cell's content, and the amount and totals follow each keystroke.
    await user.keyboard('5');
    const input = within(first).getByTestId('edit-delivered') as HTMLInputElement;
    expect(input.value).toBe('5');
    expect(document.activeElement).toBe(input);
    expect(text(within(rows()[0]).getByTestId('row-amount'))).toMatch(/Rs\s?250/);
    await user.keyboard('0');
    expect(input.value).toBe('50');
    expect(text(within(totals()).getByTestId('total-delivered'))).toBe('53');
    expect(text(within(totals()).getByTestId('total-amount'))).toMatch(/Rs\s?2,670/);

    // Enter keeps the value and goes down to the same column of the next row.
    await user.keyboard('{Enter}');
    expect(text(cell(0, 'delivered'))).toBe('50');
    expect(document.activeElement).toBe(cell(1, 'delivered'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell(2, 'delivered'));
    // Enter on the last row stays there; arrows move every way.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell(2, 'delivered'));
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(document.activeElement).toBe(cell(1, 'returned'));
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement).toBe(cell(2, 'delivered'));

    // Escape puts back what the cell held before the edit and leaves the keyboard on the cell.
    await user.keyboard('{ArrowUp}{ArrowRight}');
    await user.keyboard('7');
    expect((within(cell(1, 'returned')).getByTestId('edit-returned') as HTMLInputElement).value).toBe('7');
    expect(text(within(totals()).getByTestId('total-returned'))).toBe('7');
    await user.keyboard('{Escape}');
    expect(text(cell(1, 'returned'))).toBe('0');
    expect(text(within(totals()).getByTestId('total-returned'))).toBe('0');
    expect(document.activeElement).toBe(cell(1, 'returned'));

    // Tab and Shift+Tab walk right and left; from an edit, Tab keeps the value and moves on.
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(cell(1, 'rate'));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(cell(1, 'returned'));
    await user.keyboard('3{Tab}');
    expect(text(cell(1, 'returned'))).toBe('3');
    expect(document.activeElement).toBe(cell(1, 'rate'));

    // The rate shows the customer's rate and can be changed for this entry.
    expect(text(cell(1, 'rate'))).toBe('60');
    await user.keyboard('65{Tab}');
    expect(text(within(rows()[1]).getByTestId('row-amount'))).toMatch(/Rs\s?130/);

    // Collected, then a letter picks the method and the status: not home delivers nothing.
    await user.keyboard('100{Tab}');
    expect(text(within(totals()).getByTestId('total-collected'))).toMatch(/Rs\s?100/);
    await user.keyboard('j');
    expect(text(cell(1, 'method'))).toBe('JazzCash');
    await user.keyboard('{Tab}n');
    expect(text(cell(1, 'status'))).toBe('Not home');
    expect(text(within(rows()[1]).getByTestId('row-amount'))).toMatch(/Rs\s?0/);
    expect(text(within(totals()).getByTestId('total-delivered'))).toBe('51');

    // Space opens the status list; a pick closes it and the keyboard is back on the cell.
    await user.keyboard('[Space]');
    const list = await screen.findByRole('menu');
    fireEvent.click(within(list).getByRole('menuitem', { name: 'Skipped' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(text(cell(1, 'status'))).toBe('Skipped');
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 'status')));

    // A note takes any letter; edited rows are counted as unsaved changes.
    await user.keyboard('{Tab}Gate locked{Enter}');
    expect(text(cell(1, 'note'))).toBe('Gate locked');
    expect(screen.getByTestId('unsaved-count').textContent).toBe('2 unsaved changes');
    expect(screen.getByTestId('save-all').textContent).toBe('Save all (3 rows)');
  });

  it('saves the rows in one batch, keeps the Idempotency-Key for a retry of the same batch, and shows a 422 on the row’s cell', async () => {
    let saved = false;
    let attempt = 0;
    const data = () =>
      saved
        ? sheet([
            sheetRow(1, { entries: [savedEntry(31, 1, { cans_delivered: 4, cans_returned: 0, amount: 200, collected: 0 })], balance: 300 }),
            sheetRow(2, { entries: [savedEntry(32, 2, { cans_delivered: 3, cans_returned: 0, amount: 150, collected: 0 })], balance: 250 }),
          ])
        : sheet([sheetRow(1), sheetRow(2)]);
    const calls = stubApi(
      answer(data, () => {
        attempt += 1;
        if (attempt === 1) return new Response('', { status: 502 });
        if (attempt === 2) {
          return {
            fail: { status: 422, message: 'Validation failed', errors: { 'entries.1.cans_delivered': ['Too many cans for one day'] } },
          };
        }
        saved = true;
        return {
          date: '2026-11-24',
          entries: [
            { id: 31, customer_id: 1, amount: 200 },
            { id: 32, customer_id: 2, amount: 150 },
          ],
          balances: [],
        };
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('grid', { name: 'Day sheet' });
    act(() => cell(0, 'delivered').focus());
    await user.keyboard('4{Enter}');

    // The server fails: nothing saved; the same batch again goes with the same key.
    fireEvent.click(screen.getByTestId('save-all'));
    await screen.findByTestId('save-errors');
    fireEvent.click(screen.getByTestId('save-all'));
    await screen.findByText('Too many cans for one day');
    expect(within(cell(1, 'delivered')).getByTestId('cell-error').textContent).toBe('Too many cans for one day');
    expect(cell(1, 'delivered').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('save-errors').textContent).toMatch(/1 row needs a correction; nothing was saved/);
    const [firstKey, secondKey] = batchKeys();
    expect(secondKey).toBe(firstKey);

    // Changing the row clears its message; the changed batch is a new command with a new key.
    expect(document.activeElement).toBe(cell(1, 'delivered'));
    await user.keyboard('3{Enter}');
    expect(within(cell(1, 'delivered')).queryByTestId('cell-error')).toBeNull();
    fireEvent.click(screen.getByTestId('save-all'));
    await screen.findByText('2 entries saved');
    expect(batchKeys()[2]).not.toBe(firstKey);

    const batch = calls.filter((call) => call.path === '/api/filter-owner/daily-entries/batch');
    expect(batch).toHaveLength(3);
    expect(Object.fromEntries(batch[2].query)).toEqual({ filter_plant_id: '7' });
    expect(batch[2].body).toEqual({
      date: '2026-11-24',
      entries: [
        { customer_id: 1, cans_delivered: 4, cans_returned: 0, collected: 0, payment_method: 'cash', status: 'delivered', note: null },
        { customer_id: 2, cans_delivered: 3, cans_returned: 0, collected: 0, payment_method: 'cash', status: 'delivered', note: null },
      ],
    });
    // The rows are saved now (read-only, with Reverse), and nothing is left to save.
    await waitFor(() => expect(rows().every((row) => row.getAttribute('data-state') === 'saved')).toBe(true));
    expect(screen.getByRole('button', { name: 'Reverse the entry of Customer 1' })).toBeTruthy();
    expect(screen.getByTestId('save-all').textContent).toBe('Nothing to save');
    expect(text(within(totals()).getByTestId('total-delivered'))).toBe('7');
    expect(text(within(rows()[0]).getByTestId('row-balance'))).toMatch(/Rs\s?300/);
  });

  it('with two products, gives each its column pair, is entered by keyboard and sends each row’s items', async () => {
    const calls = stubApi(
      answer(
        () => sheet([sheetRow(1), sheetRow(2, { rate: 60, product_rates: [{ product_id: 2, rate: 100 }] })], '2026-11-24', [CAN, BOTTLE]),
        () => ({
          date: '2026-11-24',
          entries: [
            { id: 51, customer_id: 1, amount: 391 },
            { id: 52, customer_id: 2, amount: 520 },
          ],
          balances: [],
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('grid', { name: 'Day sheet' });
    expect(screen.getAllByTestId('product-header').map(text)).toEqual(['19 L can', '6 L bottle']);
    // The bottle does not come back: no returned column for it.
    expect(within(rows()[0]).queryByTestId('cell-returned:2')).toBeNull();
    expect(cell(0, 'delivered:2').getAttribute('aria-label')).toBe('6 L bottle delivered, Customer 1: 0');

    // Cans, empties, Tab on to the bottles; Enter down to the next customer's bottles.
    act(() => cell(0, 'delivered').focus());
    await user.keyboard('3{Tab}1{Tab}');
    expect(document.activeElement).toBe(cell(0, 'delivered:2'));
    await user.keyboard('2{Enter}');
    expect(document.activeElement).toBe(cell(1, 'delivered:2'));
    await user.keyboard('4{Enter}');
    // 3 × 50 + 2 × 120.50; 2 × 60 + 4 × 100 at the customer's own bottle price.
    expect(text(within(rows()[0]).getByTestId('row-amount'))).toMatch(/Rs\s?391(?!\d)/);
    expect(text(within(rows()[1]).getByTestId('row-amount'))).toMatch(/Rs\s?520(?!\d)/);
    expect(text(within(totals()).getByTestId('total-delivered'))).toBe('5');
    expect(text(within(totals()).getByTestId('total-delivered:2'))).toBe('6');
    expect(text(within(totals()).getByTestId('total-amount'))).toMatch(/Rs\s?911(?!\d)/);
    // Tab goes on from the last product to product 1's rate.
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(cell(1, 'rate'));

    await user.keyboard('{Control>}s{/Control}');
    await screen.findByText('2 entries saved');
    const batch = calls.find((call) => call.path === '/api/filter-owner/daily-entries/batch');
    const rest = { collected: 0, payment_method: 'cash', status: 'delivered', note: null };
    expect(batch?.body).toEqual({
      date: '2026-11-24',
      entries: [
        {
          customer_id: 1,
          items: [
            { product_id: 1, delivered: 3, returned: 1 },
            { product_id: 2, delivered: 2 },
          ],
          ...rest,
        },
        {
          customer_id: 2,
          items: [
            { product_id: 1, delivered: 2, returned: 0 },
            { product_id: 2, delivered: 4 },
          ],
          ...rest,
        },
      ],
    });
  });

  it('names a row the server refused without a field (data.row) on that row', async () => {
    stubApi(
      answer(
        () => sheet([sheetRow(1), sheetRow(2, { name: 'Bina' })]),
        () => ({ fail: { status: 409, message: 'Row 2: The customer is inactive.', errors: {}, data: { row: 1 } } }),
      ),
    );
    renderPage();
    await screen.findByRole('grid', { name: 'Day sheet' });
    fireEvent.click(screen.getByTestId('save-all'));
    const message = await within(rows()[1]).findByRole('alert');
    expect(message.textContent).toBe('Row 2: The customer is inactive.');
    expect(within(rows()[0]).queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('save-errors').textContent).toMatch(/1 row needs a correction/);
  });

  it('adds a customer found by search as a new row, focused on its first cell', async () => {
    stubApi((call) => {
      if (call.path === '/api/filter-owner/customers') {
        return {
          data: [customer(8, { name: 'Zara Khan', effective_rate: 45, balance: 20 })],
          current_page: 1,
          last_page: 1,
          per_page: 10,
          total: 1,
          totals: { balance: 20, cans_out: 0 },
        };
      }
      return answer(() => sheet([sheetRow(1)]))(call);
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('grid', { name: 'Day sheet' });
    await user.type(screen.getByLabelText('Add a customer'), 'zara');
    await user.click(await screen.findByRole('option', { name: /Zara Khan/ }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[1]).getByText('Not scheduled')).toBeTruthy();
    expect(text(cell(1, 'rate'))).toBe('45');
    expect(text(cell(1, 'delivered'))).toBe('1');
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 'delivered')));
    await user.keyboard('3');
    expect(text(within(rows()[1]).getByTestId('row-amount'))).toMatch(/Rs\s?135/);
  });

  it('says when nobody is due and offers the search', async () => {
    stubApi(answer(() => sheet([])));
    renderPage();
    await screen.findByText('No customers are due on this day');
    fireEvent.click(screen.getByRole('button', { name: 'Search a customer' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Add a customer'));
  });

  it('reverses a saved entry with a reason', async () => {
    const calls = stubApi(answer(() => sheet([sheetRow(1, { entries: [savedEntry(41, 1)] })])));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse the entry of Customer 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await within(dialog).findByText('A reason is required');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Entered twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await screen.findByText('Entry reversed');
    const reverse = calls.find((call) => call.path === '/api/filter-owner/daily-entries/41/reverse');
    expect(reverse?.body).toEqual({ reason: 'Entered twice' });
  });
});
