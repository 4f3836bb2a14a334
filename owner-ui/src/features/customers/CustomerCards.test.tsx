import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CustomerCards } from './CustomerCards';
import { customer } from './test-utils';

describe('CustomerCards (the list on a phone)', () => {
  it('shows each customer with balance and cans, the totals, and sorts through a select', async () => {
    const onSort = vi.fn();
    const onToggle = vi.fn();
    render(
      <MemoryRouter>
        <CustomerCards
          list={{
            data: [customer(1, { name: 'Ali Raza', balance: -300, cans_out: 1, over_credit_limit: true })],
            current_page: 1,
            last_page: 1,
            per_page: 25,
            total: 1,
            totals: { balance: -300, cans_out: 1 },
          }}
          sort="name"
          onSort={onSort}
          selected={new Set()}
          onToggle={onToggle}
          onToggleAll={() => undefined}
        />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('customer-row');
    expect(within(card).getByText(/300 advance/)).toBeTruthy();
    expect(within(card).getByText('1 can out')).toBeTruthy();
    expect(within(card).getByText('Over credit limit')).toBeTruthy();
    expect(screen.getByTestId('customer-totals').textContent).toContain('Totals (1 customer)');
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Select Ali Raza' }));
    expect(onToggle).toHaveBeenCalledWith(1);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Balance (Z→A, high→low)' }));
    expect(onSort).toHaveBeenCalledWith('-balance');
  });
});
