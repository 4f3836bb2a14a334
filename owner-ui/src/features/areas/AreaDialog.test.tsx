import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { AreaDialog } from './AreaDialog';

const renderDialog = (props: Partial<Parameters<typeof AreaDialog>[0]> = {}) => {
  const onSubmit = vi.fn(() => Promise.resolve());
  render(<AreaDialog open busy={false} onClose={() => undefined} onSubmit={onSubmit} {...props} />);
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
};

describe('AreaDialog', () => {
  it("shows the spec's messages under the fields and sends nothing until they are fixed", async () => {
    const { onSubmit } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Create Area' }));
    expect(await screen.findByText('Area name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Area Name/), { target: { value: 'x'.repeat(101) } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'y'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Area' }));
    expect(await screen.findByText('Area name too long')).toBeTruthy();
    expect(screen.getByText('Description too long')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and description', async () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(screen.getByLabelText(/Area Name/), { target: { value: '  Gulberg ' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: ' Main boulevard ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Area' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Gulberg', description: 'Main boulevard' }));
  });

  it("puts the server's 422 field message under its field", async () => {
    const failure = new ApiError('Validation failed', 422, undefined, { name: ['Area name already exists in this plant.'] });
    renderDialog({ onSubmit: vi.fn(() => Promise.reject(failure)) });
    fireEvent.change(screen.getByLabelText(/Area Name/), { target: { value: 'gulberg' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Area' }));
    const message = await screen.findByText('Area name already exists in this plant.');
    expect(screen.getByLabelText(/Area Name/).getAttribute('aria-describedby')).toBe(message.id);
  });

  it('shows any other failure at the top of the dialog, keeping what was typed', async () => {
    renderDialog({ onSubmit: vi.fn(() => Promise.reject(new ApiError('Network error. Please check your connection.', 0))) });
    fireEvent.change(screen.getByLabelText(/Area Name/), { target: { value: 'Gulberg' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Main boulevard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Area' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please check your connection.');
    expect((screen.getByLabelText(/Area Name/) as HTMLInputElement).value).toBe('Gulberg');
  });

  it('edits an existing area with its values filled in, and reads Save', () => {
    renderDialog({ area: { name: 'Gulberg', description: 'Main boulevard' } });
    expect(screen.getByRole('dialog', { name: 'Edit Area' })).toBeTruthy();
    expect((screen.getByLabelText(/Area Name/) as HTMLInputElement).value).toBe('Gulberg');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
