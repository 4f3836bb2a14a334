import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { link, listOf, NO_LINK, request } from '../customer-requests/test-data';
import CustomerDetailPage from './CustomerDetailPage';
import { customer, pageAnswer, renderAt, stubApi } from './test-utils';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North', default_can_rate: 50 }, isLoading: false }),
}));

const LINK = '/api/filter-owner/customers/11/page-link';
const REQUESTS = '/api/filter-owner/customer-requests';

function renderPage(pageLink = NO_LINK) {
  const calls = stubApi((call) => {
    if (call.path === '/api/filter-owner/customers/11') return customer(11, { name: 'Ayesha Bibi' });
    if (call.path === LINK) return call.method === 'POST' ? link() : pageLink;
    if (call.path === REQUESTS) return listOf([request({ id: 8 })], 1, 5, 1, 1);
    return pageAnswer(call) ?? {};
  });
  renderAt(<CustomerDetailPage />, { path: '/filter-owner/customers/11', route: '/filter-owner/customers/:id' });
  return calls;
}

describe("the customer's page and requests on the customer detail", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the link card for this customer in the selected plant, and creates the link from it', async () => {
    const calls = renderPage();
    const card = await screen.findByTestId('customer-page-link');
    fireEvent.click(await within(card).findByRole('button', { name: 'Create link' }));
    await waitFor(() => expect((within(card).getByTestId('customer-page-url') as HTMLInputElement).value).toBe(link().url));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(LINK);
    expect(post.query.get('filter_plant_id')).toBe('7');
    expect(post.body).toEqual({});
  });

  it("lists the customer's latest requests beside it, with a link to all of them in the inbox", async () => {
    const calls = renderPage(link({ pin: '1234' }));
    expect((await screen.findByTestId('customer-page-pin')).textContent).toBe('1234');
    const section = await screen.findByRole('region', { name: 'Requests' });
    expect((await within(section).findByTestId('customer-recent-request')).textContent).toContain('Asks for an extra 2 × 19 L can');
    expect(Object.fromEntries(calls.find((call) => call.path === REQUESTS)!.query)).toEqual({
      customer_id: '11',
      per_page: '5',
      filter_plant_id: '7',
    });
    fireEvent.click(within(section).getByRole('link', { name: 'See all' }));
    expect(screen.getByTestId('location').textContent).toBe('/messages?status=all&customer_id=11');
  });
});
