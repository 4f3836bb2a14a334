import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerList } from '@paani/contracts';
import CustomersPage from './CustomersPage';
import { AREAS, customer, EMPLOYEES, renderAt, stubApi, type Call } from './test-utils';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North', default_can_rate: 50 }, isLoading: false }),
}));

const page = (data: CustomerList['data'], extra: Partial<CustomerList> = {}): CustomerList => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 25,
  total: data.length,
  totals: { balance: data.reduce((sum, c) => sum + c.balance, 0), cans_out: data.reduce((sum, c) => sum + c.cans_out, 0) },
  ...extra,
});

function answer(list: CustomerList) {
  return (call: Call) => {
    if (call.path === '/api/filter-owner/areas') return { areas: AREAS };
    if (call.path === '/api/filter-owner/employees') return { employees: EMPLOYEES };
    if (call.path === '/api/filter-owner/customers') return list;
    return {};
  };
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/filter-owner/customers');
const location = () => screen.getByTestId('location').textContent;
const renderList = (path = '/filter-owner/customers') => renderAt(<CustomersPage />, { path, route: '/filter-owner/customers' });

// A page of customers with its filters, sort and dialogs: seconds on a loaded two-core machine (npm test runs it beside the build).
describe('CustomersPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('with customers', () => {
    let calls: Call[];
    beforeEach(() => {
      calls = stubApi(
        answer(
          page(
            [
              customer(1, { name: 'Ali Raza', balance: 1500, cans_out: 3, over_credit_limit: true }),
              customer(2, { name: 'Bina Shah', balance: -200, cans_out: 1, over_can_limit: true, rate: 60, effective_rate: 60 }),
            ],
            { total: 52, last_page: 3, current_page: 2 },
          ),
        ),
      );
    });

    it('reads filters, search, sort and page from the URL and asks the API for exactly that', async () => {
      renderList('/filter-owner/customers?q=ali&area=3&rider=9&status=active&balance=owing&sort=-balance&page=2&per_page=50');
      await screen.findByText('Ali Raza');
      const [first] = listCalls(calls);
      expect(Object.fromEntries(first.query)).toEqual({
        search: 'ali',
        area_id: '3',
        employee_id: '9',
        status: 'active',
        balance: 'owing',
        sort: '-balance',
        page: '2',
        per_page: '50',
        filter_plant_id: '7',
      });
      expect((screen.getByLabelText('Search customers') as HTMLInputElement).value).toBe('ali');
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Area' }).textContent).toBe('Gulberg'));
      expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Active');
    });

    it('keeps a changed filter in the URL and goes back to page 1', async () => {
      renderList('/filter-owner/customers?page=2');
      await screen.findByText('Ali Raza');
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Paused' }));
      expect(location()).toBe('/filter-owner/customers?status=paused');
      await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('status')).toBe('paused'));
      expect(listCalls(calls).at(-1)!.query.get('page')).toBe('1');
    });

    it('searches once typing rests for 300 ms, and keeps the search in the URL', async () => {
      renderList();
      await screen.findByText('Ali Raza');
      vi.useFakeTimers();
      const before = listCalls(calls).length;
      const search = screen.getByLabelText('Search customers');
      fireEvent.change(search, { target: { value: '0300' } });
      act(() => vi.advanceTimersByTime(200));
      fireEvent.change(search, { target: { value: '0300 123' } });
      act(() => vi.advanceTimersByTime(299));
      expect(location()).toBe('/filter-owner/customers');
      act(() => vi.advanceTimersByTime(1));
      expect(location()).toBe('/filter-owner/customers?q=0300+123');
      vi.useRealTimers();
      await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
      expect(listCalls(calls).at(-1)!.query.get('search')).toBe('0300 123');
    });

    it('sorts by a column header, ascending then descending', async () => {
      renderList();
      await screen.findByText('Ali Raza');
      fireEvent.click(screen.getByRole('button', { name: 'Balance' }));
      expect(location()).toBe('/filter-owner/customers?sort=balance');
      fireEvent.click(screen.getByRole('button', { name: 'Balance' }));
      expect(location()).toBe('/filter-owner/customers?sort=-balance');
    });

    it('shows totals, advance for a negative balance, the plant default rate and the limit flags', async () => {
      renderList();
      await screen.findByText('Ali Raza');
      const totals = screen.getByTestId('customer-totals');
      expect(totals.textContent).toContain('Totals (52 customers)');
      expect(totals.textContent).toMatch(/1,300/);
      const [ali, bina] = screen.getAllByTestId('customer-row');
      expect(within(ali).getByText('plant default')).toBeTruthy();
      expect(within(ali).getByRole('img', { name: 'Over credit limit' })).toBeTruthy();
      expect(within(bina).getByText(/200 advance/)).toBeTruthy();
      expect(within(bina).getByRole('img', { name: 'Over can limit' })).toBeTruthy();
      expect(within(ali).getByRole('link', { name: 'Ali Raza' }).getAttribute('href')).toBe('/filter-owner/customers/1');
    });

    it('moves the selected customers to another area', async () => {
      renderList();
      await screen.findByText('Ali Raza');
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ali Raza' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bina Shah' }));
      expect(screen.getByText('2 selected')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Move to area / rider' }));
      const dialog = await screen.findByRole('dialog', { name: 'Move customers' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
      expect(await within(dialog).findByText('Choose an area')).toBeTruthy();
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'New area' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Model Town' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
      await waitFor(() =>
        expect(calls.some((call) => call.method === 'POST' && call.path === '/api/filter-owner/customers/move')).toBe(true),
      );
      const move = calls.find((call) => call.path === '/api/filter-owner/customers/move')!;
      expect(move.body).toEqual({ customer_ids: [1, 2], area_id: 4, employee_id: null });
      await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
    });
  });

  it('offers Add Customer and Import when the plant has no customers', async () => {
    stubApi(answer(page([])));
    renderList();
    expect(await screen.findByText('No customers yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Import' }).map((link) => link.getAttribute('href'))).toContain(
      '/filter-owner/customers/import',
    );
    expect(screen.getAllByRole('button', { name: 'Add Customer' }).length).toBeGreaterThan(0);
  });

  it('says nothing matches, with a way to clear the filters, when a filtered list is empty', async () => {
    stubApi(answer(page([])));
    renderList('/filter-owner/customers?status=paused');
    expect(await screen.findByText('No customers match')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(location()).toBe('/filter-owner/customers');
  });

  it('shows a failed load with a Retry that loads again', async () => {
    let fail = true;
    const calls = stubApi((call) => {
      if (call.path === '/api/filter-owner/customers' && fail)
        return new Response(JSON.stringify({ success: false, message: 'Server error' }), { status: 500 });
      return answer(page([customer(1, { name: 'Ali Raza' })]))(call);
    });
    renderList();
    expect(await screen.findByText('Could not load the customers.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ali Raza')).toBeTruthy();
    expect(listCalls(calls).length).toBe(2);
  });
});
