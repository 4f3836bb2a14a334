import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { toCustomerInput, toCustomerUpdate } from './customerForm';
import { CustomerFormDialog } from './CustomerFormDialog';
import { AREAS, customer, EMPLOYEES } from './test-utils';

function renderDialog(props: Partial<Parameters<typeof CustomerFormDialog>[0]> = {}) {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <CustomerFormDialog
      open
      areas={AREAS}
      employees={EMPLOYEES}
      defaultRate={50}
      busy={false}
      onClose={() => undefined}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

// Each test fills a whole form by keystrokes: a few seconds on a loaded two-core machine (npm test runs it beside the build).
describe('CustomerFormDialog', { timeout: 30_000 }, () => {
  it('explains what is missing or wrong under each field and sends nothing', async () => {
    const { onSubmit } = renderDialog();
    expect(screen.getByText('Empty = the plant’s default, Rs 50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12ab' } });
    fireEvent.change(screen.getByLabelText('Rate per can (PKR)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Can limit'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByLabelText('Opening balance (PKR)'), { target: { value: '10.555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Choose an area')).toBeTruthy();
    expect(screen.getByText('Enter a Pakistani mobile number, e.g. 0300-1234567 or +92 300 1234567')).toBeTruthy();
    expect(screen.getByText('Must be above 0')).toBeTruthy();
    expect(screen.getByText('Enter a whole number')).toBeTruthy();
    expect(screen.getByText('At most 2 decimals')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a valid customer, with an opening balance, leaving empty fields out', async () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Ali Raza ' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0300-1234567' } });
    await pick('Area', 'Model Town');
    // Only the riders assigned to Model Town are offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rider' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['No rider', 'Asif Rider']);
    fireEvent.click(screen.getByRole('option', { name: 'Asif Rider' }));
    fireEvent.change(screen.getByLabelText('Opening balance (PKR)'), { target: { value: '-250.50' } });
    // The day the opening stands at: a register typed in late starts from its own first day.
    fireEvent.change(screen.getByLabelText('Opening as of'), { target: { value: '2026-11-02' } });
    // English unless chosen: the customer's statements and WhatsApp messages go in Urdu.
    expect(screen.getByRole('combobox', { name: 'Statement & WhatsApp language' }).textContent).toBe('English');
    await pick('Statement & WhatsApp language', 'Urdu');
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [values] = onSubmit.mock.calls[0] as unknown as [Parameters<typeof toCustomerInput>[0]];
    expect(toCustomerInput(values)).toEqual({
      name: 'Ali Raza',
      phone: '0300-1234567',
      area_id: 4,
      employee_id: 9,
      opening_balance: -250.5,
      opening_date: '2026-11-02',
      language: 'ur',
    });
  });

  it("shows the server's 422 field messages under their fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Validation failed', 422, undefined, {
        phone: ['This phone belongs to C-0007'],
        code: ['Code is taken'],
        latitude: ['The latitude must be between -90 and 90.'],
        notes_html: ['The field notes_html is not allowed.'],
      });
    });
    renderDialog({ onSubmit });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ali' } });
    await pick('Area', 'Gulberg');
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('This phone belongs to C-0007')).toBeTruthy();
    expect(screen.getByText('Code is taken')).toBeTruthy();
    // The place on the map is one field for the server's two.
    expect(screen.getByText('The latitude must be between -90 and 90.')).toBeTruthy();
    // A field the form does not show: its message above the fields.
    expect(screen.getByRole('alert').textContent).toBe('Validation failed The field notes_html is not allowed.');
  });

  it('takes the place on the map as typed or pasted from Google Maps, and refuses text that holds none', async () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Sara' } });
    await pick('Area', 'Gulberg');
    fireEvent.change(screen.getByLabelText('Place on the map'), { target: { value: 'Gulberg III' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Enter the latitude and longitude, e.g. 31.5204, 74.3587, or paste a Google Maps link')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Place on the map'), {
      target: { value: 'https://www.google.com/maps/place/Gulberg/@31.5203696,74.3587473,17z' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [values] = onSubmit.mock.calls[0] as unknown as [Parameters<typeof toCustomerInput>[0]];
    expect(toCustomerInput(values)).toEqual({ name: 'Sara', area_id: 3, latitude: 31.5203696, longitude: 74.3587473 });
  });

  it('shows a saved place for editing, and clears it when emptied', async () => {
    const { onSubmit } = renderDialog({ customer: customer(7, { name: 'Nadia', latitude: 24.8607, longitude: 67.0011 }) });
    expect((screen.getByLabelText('Place on the map') as HTMLInputElement).value).toBe('24.8607, 67.0011');
    fireEvent.change(screen.getByLabelText('Place on the map'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [values] = onSubmit.mock.calls[0] as unknown as [Parameters<typeof toCustomerUpdate>[0]];
    expect(toCustomerUpdate(values)).toMatchObject({ name: 'Nadia', latitude: null, longitude: null });
  });

  it('leaves the language out of a new customer left in English (the server default)', async () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Sara' } });
    await pick('Area', 'Gulberg');
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [values] = onSubmit.mock.calls[0] as unknown as [Parameters<typeof toCustomerInput>[0]];
    expect(toCustomerInput(values)).toEqual({ name: 'Sara', area_id: 3 });
  });

  it("edits a customer's language: shown as saved, sent as chosen", async () => {
    const { onSubmit } = renderDialog({ customer: customer(6, { name: 'Zafar', language: 'ur' }) });
    expect(screen.getByRole('combobox', { name: 'Statement & WhatsApp language' }).textContent).toBe('Urdu');
    await pick('Statement & WhatsApp language', 'English');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [values] = onSubmit.mock.calls[0] as unknown as [Parameters<typeof toCustomerUpdate>[0]];
    expect(toCustomerUpdate(values)).toMatchObject({ name: 'Zafar', language: 'en' });
  });

  it('edits a customer without the opening figures, clearing emptied fields', async () => {
    const existing = customer(5, { name: 'Bina', phone: '+923001112223', rate: 60, effective_rate: 60, credit_limit: 5000 });
    const { onSubmit } = renderDialog({ customer: existing });
    const dialog = screen.getByRole('dialog', { name: 'Edit Customer' });
    expect(within(dialog).queryByLabelText('Opening balance (PKR)')).toBeNull();
    expect((screen.getByLabelText('Rate per can (PKR)') as HTMLInputElement).value).toBe('60');
    fireEvent.change(screen.getByLabelText('Credit limit (PKR)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [values] = onSubmit.mock.calls[0] as unknown as [Parameters<typeof toCustomerUpdate>[0]];
    expect(toCustomerUpdate(values)).toMatchObject({
      name: 'Bina',
      area_id: 3,
      employee_id: 9,
      rate: 60,
      credit_limit: null,
      address: null,
      language: 'en',
    });
  });
});
