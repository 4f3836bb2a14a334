import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { EmployeeDialog } from './EmployeeDialog';

const renderDialog = (props: Partial<Parameters<typeof EmployeeDialog>[0]> = {}) => {
  const onSubmit = vi.fn(() => Promise.resolve());
  render(<EmployeeDialog open busy={false} onClose={() => undefined} onSubmit={onSubmit} {...props} />);
  return { onSubmit };
};
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));

describe('EmployeeDialog', () => {
  it('starts as a commission employee at 15 % and sends only the commission rate', async () => {
    const { onSubmit } = renderDialog();
    expect((screen.getByLabelText(/Commission Rate/) as HTMLInputElement).value).toBe('15');
    fill(/Employee Name/, ' Asif Rider ');
    fill(/^Phone/, '0300-1234567');
    add();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Asif Rider',
        phone: '0300-1234567',
        address: '',
        type: 'commission',
        commission_rate: 15,
        monthly_salary: null,
      }),
    );
  });

  it("shows the server's rules as the spec's messages under the fields", async () => {
    const { onSubmit } = renderDialog();
    add();
    expect(await screen.findByText('Employee name is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required and must be at least 10 digits')).toBeTruthy();
    fill(/Employee Name/, 'Asif');
    fill(/^Phone/, '0300-123456#');
    fill(/Commission Rate/, '101');
    add();
    expect(await screen.findByText('Phone number contains invalid characters')).toBeTruthy();
    expect(screen.getByText('Commission rate cannot exceed 100%')).toBeTruthy();
    fill(/^Phone/, '0300 1234 5678 9012 345');
    fill(/Commission Rate/, '0.5');
    add();
    expect(await screen.findByText('Phone number cannot exceed 20 characters')).toBeTruthy();
    expect(screen.getByText('Commission rate must be at least 1%')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('switches to a salary of PKR 30,000 and checks 1,000 to 1,000,000', async () => {
    const { onSubmit } = renderDialog();
    fill(/Employee Name/, 'Bilal');
    fill(/^Phone/, '(042) 111-2223');
    fireEvent.click(screen.getByRole('radio', { name: 'Salary' }));
    const salary = screen.getByLabelText(/Monthly Salary/) as HTMLInputElement;
    expect(salary.value).toBe('30000');
    fill(/Monthly Salary/, '999');
    add();
    expect(await screen.findByText('Monthly salary must be at least PKR 1,000')).toBeTruthy();
    fill(/Monthly Salary/, '1000001');
    add();
    expect(await screen.findByText('Monthly salary seems too high')).toBeTruthy();
    fill(/Monthly Salary/, '');
    add();
    expect(await screen.findByText('Rate/salary is required based on employee type')).toBeTruthy();
    fill(/Monthly Salary/, '45000');
    add();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'salary', monthly_salary: 45000, commission_rate: null })),
    );
  });

  it("puts the server's 422 field messages under their fields", async () => {
    const failure = new ApiError('Validation failed', 422, undefined, {
      address: ['The address may not be greater than 500 characters.'],
    });
    renderDialog({ onSubmit: vi.fn(() => Promise.reject(failure)) });
    fill(/Employee Name/, 'Asif');
    fill(/^Phone/, '0300-1234567');
    fill(/Address/, 'a'.repeat(501));
    add();
    const message = await screen.findByText('The address may not be greater than 500 characters.');
    expect(screen.getByLabelText(/Address/).getAttribute('aria-describedby')).toBe(message.id);
  });

  it('edits an existing employee with their values filled in', () => {
    renderDialog({
      employee: { name: 'Bilal', phone: '0300-7654321', address: '', type: 'salary', commission_rate: '15', monthly_salary: '30000' },
    });
    expect(screen.getByRole('dialog', { name: 'Edit Employee' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Salary' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
