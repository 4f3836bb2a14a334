import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type StubCall } from '../../test/api-stub';
import { AreasScreen } from './AreasScreen';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North' }, isLoading: false }),
}));

const AREAS = [
  {
    id: 1,
    name: 'Gulberg',
    description: 'Main boulevard',
    is_active: true,
    employees_count: 1,
    customers_count: 12,
    total_balance: 4500.5,
  },
  { id: 2, name: 'Model Town', description: 'Blocks A to F', is_active: false, employees_count: 0 },
];
const EMPLOYEES = [
  {
    id: 11,
    name: 'Asif Rider',
    phone: '0300-1234567',
    type: 'commission',
    commission_rate: 15,
    is_active: true,
    areas: [{ id: 1, name: 'Gulberg' }],
  },
  { id: 12, name: 'Bilal Driver', phone: '0300-7654321', type: 'salary', monthly_salary: 30000, is_active: true, areas: [] },
];

const lists = (call: StubCall) => {
  if (call.path === '/api/filter-owner/areas' && call.method === 'GET') return { areas: AREAS };
  if (call.path === '/api/filter-owner/employees')
    return { employees: EMPLOYEES, statistics: { total: 2, active: 2, commission: 1, salary: 1 } };
  return undefined;
};

describe('AreasScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the plant's areas with status, staff, and customers and balance when the API sends them", async () => {
    const calls = stubApi(lists);
    renderScreen(<AreasScreen />);
    expect(screen.getByText('Loading areas…')).toBeTruthy();
    const gulberg = await screen.findByRole('article', { name: 'Gulberg' });
    expect(within(gulberg).getByText('Main boulevard')).toBeTruthy();
    expect(within(gulberg).getByText('Active')).toBeTruthy();
    expect(within(gulberg).getByTestId('area-customers-count').textContent).toContain('12');
    expect(within(gulberg).getByTestId('area-balance').textContent).toContain(formatMoney(4500.5));
    await within(gulberg).findByText('Asif Rider');
    const modelTown = screen.getByRole('article', { name: 'Model Town' });
    expect(within(modelTown).getByText('Inactive')).toBeTruthy();
    expect(within(modelTown).queryByTestId('area-customers-count')).toBeNull();
    expect(within(modelTown).queryByTestId('area-balance')).toBeNull();
    expect(within(modelTown).getByRole('button', { name: 'Activate Model Town' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/filter-owner/areas')?.query.get('filter_plant_id')).toBe('7');
  });

  it('offers the Add action when there is no area yet', async () => {
    stubApi((call) => (call.path === '/api/filter-owner/areas' ? { areas: [] } : lists(call)));
    renderScreen(<AreasScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Your First Area' }));
    expect(await screen.findByRole('dialog', { name: 'Add Area' })).toBeTruthy();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    const calls = stubApi((call) =>
      call.path === '/api/filter-owner/areas' && fail ? { fail: { status: 500, message: 'boom' } } : lists(call),
    );
    renderScreen(<AreasScreen />);
    expect(await screen.findByText('Error Loading Areas')).toBeTruthy();
    expect(screen.getByText(/Server error. Please try again later./)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Gulberg' });
    expect(calls.filter((call) => call.path === '/api/filter-owner/areas')).toHaveLength(2);
  });

  it("shows the server's message when an area with customers cannot be deleted", async () => {
    const message =
      'Cannot delete this area: it has 12 customers and 0 daily entries. Move or remove them first, or deactivate the area instead.';
    stubApi((call) =>
      call.method === 'DELETE'
        ? { fail: { status: 422, message, error_code: 'AREA_HAS_DEPENDENCIES', data: { customers_count: 12, daily_entries_count: 0 } } }
        : lists(call),
    );
    renderScreen(<AreasScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Gulberg' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Area' })).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Cannot Delete Area');
    expect(toast.textContent).toContain(message);
  });

  it('creates an area and loads the list again', async () => {
    const calls = stubApi((call) => (call.method === 'POST' ? { id: 3 } : lists(call)));
    renderScreen(<AreasScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Area' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Area' });
    fireEvent.change(within(dialog).getByLabelText(/Area Name/), { target: { value: 'Johar Town' } });
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Canal side' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Area' }));
    await screen.findByText('Area Created');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ name: 'Johar Town', description: 'Canal side' });
    expect(post.query.get('filter_plant_id')).toBe('7');
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/filter-owner/areas')).toHaveLength(2));
  });

  it('assigns an employee who does not serve the area yet', async () => {
    const calls = stubApi((call) => (call.method === 'POST' ? { id: 1 } : lists(call)));
    renderScreen(<AreasScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Assign staff to Gulberg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Staff to Gulberg' });
    expect(within(dialog).getByText('Already serving: Asif Rider')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Employee' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bilal Driver']);
    fireEvent.click(options[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await screen.findByText('Staff Assigned');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/filter-owner/areas/1/employees');
    expect(post.body).toEqual({ employee_id: 12 });
  });
});
