import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddPlantDialog } from './AddPlantDialog';

describe('AddPlantDialog', () => {
  it('starts at PKR 50 a can and submits only with name, address and a non-zero rate', async () => {
    const onSubmit = vi.fn();
    render(<AddPlantDialog open busy={false} onClose={() => undefined} onSubmit={onSubmit} />);
    const create = screen.getByRole('button', { name: 'Create Plant' }) as HTMLButtonElement;
    const rate = screen.getByLabelText(/Default Can Rate/) as HTMLInputElement;
    expect(rate.value).toBe('50');
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Plant Name/), { target: { value: 'North' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Address/), { target: { value: '7 Ring Road' } });
    expect(create.disabled).toBe(false);
    fireEvent.change(rate, { target: { value: '0' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(rate, { target: { value: '45' } });
    fireEvent.click(create);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'North', address: '7 Ring Road', default_can_rate: 45 }));
  });

  it("reads 'Creating...' while busy", () => {
    render(<AddPlantDialog open busy onClose={() => undefined} onSubmit={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeTruthy();
  });
});
