import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatementRunDetail } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type StubAnswer, type StubCall } from '../../test/api-stub';
import { CONNECTED, listOf, message, NOT_CONNECTED } from '../whatsapp/test-data';
import StatementRunsPage from './StatementRunsPage';

const plants = vi.hoisted(() => ({ selectedPlant: { id: 7 }, isLoading: false, selectPlant: () => undefined }));
vi.mock('../../plants/PlantContext', () => ({ usePlants: () => plants }));

const SETTINGS = '/api/filter-owner/whatsapp';
const SEND = '/api/filter-owner/whatsapp/statements';
const MESSAGES = '/api/filter-owner/whatsapp/messages';
const SHARE = '/api/filter-owner/customers/11/statement/share';

const RUN: StatementRunDetail = {
  id: 5,
  plant_id: 7,
  area_id: null,
  month: '2026-11',
  status: 'completed',
  total: 2,
  done: 2,
  failed: 0,
  progress: 100,
  error: null,
  created_at: '2026-12-01T08:00:00.000Z',
  finished_at: '2026-12-01T08:01:00.000Z',
  files: [
    { customer_id: 11, customer_code: 'C-0011', customer_name: 'Aslam', area: 'Gulberg', closing_balance: 1500, cans: 20, sent_at: null },
    { customer_id: 12, customer_code: 'C-0012', customer_name: 'Bilal', area: null, closing_balance: 0, cans: 4, sent_at: null },
  ],
};

/** The run and its statements, the WhatsApp settings, and whatever `other` answers. */
function serve(settings: typeof CONNECTED, other: (call: StubCall) => StubAnswer = () => ({ fail: { status: 404, message: 'not here' } })) {
  return stubApi((call) => {
    if (call.path === '/api/filter-owner/statements/runs' && call.method === 'GET') return [RUN];
    if (call.path === '/api/filter-owner/statements/runs/5') return RUN;
    if (call.path === '/api/filter-owner/areas') return { areas: [] };
    if (call.path === SETTINGS) return settings;
    return other(call);
  });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('StatementRunsPage: a statement by WhatsApp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('with an account connected, "Send by WhatsApp" posts the customer and month, says so and shows its state from the log', async () => {
    const calls = serve(CONNECTED, (call) => {
      if (call.method === 'POST' && call.path === SEND) return { id: 77, state: 'queued' };
      if (call.path === MESSAGES) return listOf([message({ id: 77, customer_id: 11, customer_name: 'Aslam', state: 'delivered' })]);
      return { fail: { status: 404, message: 'not here' } };
    });
    renderScreen(<StatementRunsPage />);
    const row = await rowOf('Aslam');
    fireEvent.click(await within(row).findByRole('button', { name: "Send Aslam's statement by WhatsApp" }));
    expect(await screen.findByText('Statement queued for WhatsApp')).toBeTruthy();
    expect(calls.find((call) => call.path === SEND)).toMatchObject({ method: 'POST', body: { customer_id: 11, month: '2026-11' } });

    const state = await within(row).findByTestId('statement-whatsapp-state');
    await waitFor(() => expect(within(state).getByTestId('message-state').dataset.state).toBe('delivered'));
    const log = calls.find((call) => call.path === MESSAGES)!;
    expect(log.query.get('customer_id')).toBe('11');
    expect(log.query.get('kind')).toBe('statement');
    // The wa.me link is replaced, in every row.
    expect(screen.queryByRole('button', { name: 'Send on WhatsApp' })).toBeNull();
    expect(within(await rowOf('Bilal')).getByRole('button', { name: "Send Bilal's statement by WhatsApp" })).toBeTruthy();
  });

  it('says why the server refused (a customer with no mobile number), under no state', async () => {
    serve(CONNECTED, (call) =>
      call.path === SEND
        ? {
            fail: {
              status: 422,
              message: 'Validation failed',
              errors: { customer_id: ['This customer has no mobile number WhatsApp can reach.'] },
            },
          }
        : { fail: { status: 404, message: 'not here' } },
    );
    renderScreen(<StatementRunsPage />);
    fireEvent.click(await within(await rowOf('Bilal')).findByRole('button', { name: "Send Bilal's statement by WhatsApp" }));
    expect(await screen.findByText('The statement could not be sent by WhatsApp')).toBeTruthy();
    expect(screen.getByText('This customer has no mobile number WhatsApp can reach.')).toBeTruthy();
    expect(screen.queryByTestId('statement-whatsapp-state')).toBeNull();
  });

  it('without an account, keeps the wa.me link as it was: a share link opened in WhatsApp', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const calls = serve(NOT_CONNECTED, (call) => {
      if (call.path === SHARE)
        return { token: 'tok', url: 'https://paani.example/s/tok', whatsapp_url: 'https://wa.me/923001234567?text=hi' };
      if (call.path === '/api/filter-owner/statement-shares/tok/sent') return { id: 1, sent: true };
      return { fail: { status: 404, message: 'not here' } };
    });
    renderScreen(<StatementRunsPage />);
    const row = await rowOf('Aslam');
    await waitFor(() => expect(calls.some((call) => call.path === SETTINGS)).toBe(true));
    fireEvent.click(within(row).getByRole('button', { name: 'Send on WhatsApp' }));
    await waitFor(() => expect(tab.location.href).toBe('https://wa.me/923001234567?text=hi'));
    expect(calls.find((call) => call.path === SHARE)).toMatchObject({ method: 'POST', body: { month: '2026-11' } });
    expect(screen.queryByRole('button', { name: /statement by WhatsApp/ })).toBeNull();
    expect(calls.some((call) => call.path === SEND)).toBe(false);
  });
});
