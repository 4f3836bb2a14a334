import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../test/api-stub';
import { CustomerWhatsAppMessages } from './CustomerWhatsAppMessages';
import { CONNECTED, listOf, message, NOT_CONNECTED } from './test-data';

const SETTINGS = '/api/filter-owner/whatsapp';
const MESSAGES = '/api/filter-owner/whatsapp/messages';

function serve(settings = CONNECTED, messages = listOf([])) {
  return stubApi((call) => {
    if (call.path === SETTINGS) return settings;
    if (call.path === MESSAGES) return messages;
    return { fail: { status: 404, message: 'not here' } };
  });
}

describe("a customer's WhatsApp messages", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the customer's last 5 messages with their states when an account is connected", async () => {
    const calls = serve(
      CONNECTED,
      listOf([message({ id: 2, state: 'read' }), message({ id: 1, state: 'failed', error: 'Number not on WhatsApp' })], 1, 5, 9),
    );
    renderScreen(<CustomerWhatsAppMessages customerId={11} />);
    const section = await screen.findByRole('region', { name: 'WhatsApp messages' });
    const items = await within(section).findAllByTestId('customer-message');
    expect(items.map((item) => within(item).getByTestId('message-state').dataset.state)).toEqual(['read', 'failed']);
    expect(items[0].textContent).toContain('Statement · November 2026');
    expect(within(items[1]).getByText('Why: Number not on WhatsApp')).toBeTruthy();
    const log = calls.find((call) => call.path === MESSAGES)!;
    expect(Object.fromEntries(log.query)).toEqual({ customer_id: '11', per_page: '5' });
    expect(within(section).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
      '/filter-owner/whatsapp/messages?customer_id=11',
    );
  });

  it('says when none were sent', async () => {
    serve();
    renderScreen(<CustomerWhatsAppMessages customerId={11} />);
    expect(await screen.findByText('No WhatsApp messages to this customer yet.')).toBeTruthy();
  });

  it('shows nothing, and asks for no messages, without an account', async () => {
    const calls = serve(NOT_CONNECTED);
    const { container } = renderScreen(<CustomerWhatsAppMessages customerId={11} />);
    await waitFor(() => expect(calls.some((call) => call.path === SETTINGS)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('[data-testid="customer-whatsapp"]')).toBeNull();
    expect(calls.some((call) => call.path === MESSAGES)).toBe(false);
  });
});
