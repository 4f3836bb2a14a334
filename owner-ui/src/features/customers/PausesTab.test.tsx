import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PausesTab } from './PausesTab';
import { customer, renderAt } from './test-utils';

// A plant in New York: at 02:00 UTC on 29 November it is still the 28th there.
vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'East', time_zone: 'America/New_York' }, isLoading: false }),
}));

describe("the customer's pauses", () => {
  afterEach(() => vi.useRealTimers());

  it("start on the plant's today in the plant's zone, whatever the browser's day", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T02:00:00Z'));
    const pause = { id: 1, from: '2026-11-29', until: null, reason: null, created_at: '2026-11-29T01:00:00Z' };
    renderAt(<PausesTab plantId={7} customer={customer(5, { pauses: [pause] })} />, { path: '/c', route: '/c' });
    expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe('2026-11-28');
    // A pause from the 29th has not begun on the plant's 28th.
    expect(screen.getByText(/29 Nov 2026|Nov 29, 2026|2026-11-29/)).toBeTruthy();
    expect(screen.queryByText('Now')).toBeNull();
  });
});
