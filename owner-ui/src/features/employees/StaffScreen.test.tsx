import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type StubCall } from '../../test/api-stub';
import { StaffScreen } from './StaffScreen';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North' }, isLoading: false }),
}));

const EMPLOYEES = [
  {
    id: 11,
    name: 'Asif Rider',
    phone: '0300-1234567',
    address: 'Gulberg III',
    type: 'commission',
    commission_rate: 12.5,
    monthly_salary: null,
    is_active: true,
    areas: [{ id: 1, name: 'Gulberg' }],
  },
  {
    id: 12,
    name: 'Bilal Driver',
    phone: '0300-7654321',
    type: 'salary',
    commission_rate: null,
    monthly_salary: 30000,
    is_active: false,
    areas: [],
  },
];
const STATISTICS = { total: 2, active: 1, inactive: 1, commission: 1, salary: 1 };

const list = (call: StubCall) =>
  call.path === '/api/filter-owner/employees' && call.method === 'GET' ? { employees: EMPLOYEES, statistics: STATISTICS } : undefined;

describe('StaffScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the API's statistics and each employee's pay, status and areas", async () => {
    stubApi(list);
    renderScreen(<StaffScreen />);
    expect(screen.getByText('Loading staff…')).toBeTruthy();
    const asif = await screen.findByRole('article', { name: 'Asif Rider' });
    expect(screen.getByTestId('staff-stat-total').textContent).toBe('Total Staff2');
    expect(screen.getByTestId('staff-stat-active').textContent).toBe('Active1');
    expect(screen.getByTestId('staff-stat-commission').textContent).toBe('Commission1');
    expect(screen.getByTestId('staff-stat-salary').textContent).toBe('Salary1');
    expect(within(asif).getByTestId('employee-pay').textContent).toBe('12.5% commission');
    expect(within(asif).getByText('Gulberg')).toBeTruthy();
    const bilal = screen.getByRole('article', { name: 'Bilal Driver' });
    expect(within(bilal).getByTestId('employee-pay').textContent).toBe(`${formatMoney(30000)} a month`);
    expect(within(bilal).getByText('Inactive')).toBeTruthy();
    expect(within(bilal).getByRole('button', { name: 'Activate Bilal Driver' })).toBeTruthy();
  });

  it('offers the Add action when there is no one yet, and retries a failed load', async () => {
    let fail = true;
    stubApi(() =>
      fail ? { fail: { status: 500, message: 'x' } } : { employees: [], statistics: { total: 0, active: 0, commission: 0, salary: 0 } },
    );
    renderScreen(<StaffScreen />);
    expect(await screen.findByText('Error Loading Staff')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Your First Employee' }));
    expect(await screen.findByRole('dialog', { name: 'Add Employee' })).toBeTruthy();
  });

  it("shows the plan's employee limit as a toast with the server's message", async () => {
    const message = 'Employee limit reached: your package allows 2 employees. Upgrade your package to add more employees.';
    stubApi((call) => (call.method === 'POST' ? { fail: { status: 422, message, error_code: 'EMPLOYEE_LIMIT_EXCEEDED' } } : list(call)));
    renderScreen(<StaffScreen />);
    await screen.findByRole('article', { name: 'Asif Rider' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Employee' });
    fireEvent.change(within(dialog).getByLabelText(/Employee Name/), { target: { value: 'Chand' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: '0300-1112223' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Employee Limit Exceeded');
    expect(toast.textContent).toContain(message);
  });

  it('deactivates an employee and loads the list again', async () => {
    const calls = stubApi((call) => (call.method === 'PUT' ? { ...EMPLOYEES[0], is_active: false } : list(call)));
    renderScreen(<StaffScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Asif Rider' }));
    await screen.findByText('Employee Deactivated');
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe('/api/filter-owner/employees/11/toggle-status');
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });
});
