import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../test/api-stub';
import { CustomerRequestsCard } from './CustomerRequestsCard';
import { listOf, request } from './test-data';

const LIST = '/api/filter-owner/customer-requests';

describe("a customer's requests on their page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the customer's 5 newest requests with their status, and links to all of them", async () => {
    const calls = stubApi((call) =>
      call.path === LIST
        ? listOf(
            [
              request({ id: 8 }),
              request({ id: 7, kind: 'statement_confirm', month: '2026-10', status: 'accepted', decided_at: '2026-11-02T08:00:00.000Z' }),
            ],
            1,
            5,
            9,
          )
        : { fail: { status: 404, message: 'not here' } },
    );
    renderScreen(<CustomerRequestsCard plantId={7} customerId={11} />);
    const section = await screen.findByRole('region', { name: 'Requests' });
    const items = await within(section).findAllByTestId('customer-recent-request');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Asks for an extra 2 × 19 L can on Wed, 2 Dec');
    expect(items[0].textContent).toContain('Pending');
    expect(items[1].textContent).toContain('Confirms the statement of October 2026');
    expect(items[1].textContent).toContain('Accepted');
    expect(Object.fromEntries(calls[0].query)).toEqual({ customer_id: '11', per_page: '5', filter_plant_id: '7' });
    expect(within(section).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/messages?status=all&customer_id=11');
  });

  it('says when there are none', async () => {
    stubApi(() => listOf([]));
    renderScreen(<CustomerRequestsCard plantId={7} customerId={11} />);
    expect(await screen.findByText('No requests from this customer yet.')).toBeTruthy();
  });
});
