import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WhatsAppMessageList } from '@paani/contracts';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEUED_REFETCH_MS } from '../../api/whatsapp/whatsapp';
import { pageNameFor } from '../../shell/pageName';
import { renderRoute, stubApi, type StubCall } from '../../test/api-stub';
import { CONNECTED, listOf, message, NOT_CONNECTED } from './test-data';
import WhatsAppMessagesPage from './WhatsAppMessagesPage';

const plants = vi.hoisted(() => ({ selectPlant: vi.fn(), selectedPlant: { id: 7 } }));
vi.mock('../../plants/PlantContext', () => ({ usePlants: () => plants }));

const SETTINGS = '/api/filter-owner/whatsapp';
const MESSAGES = '/api/filter-owner/whatsapp/messages';

const LOG = [
  message({ id: 5, state: 'queued', attempts: 0 }),
  message({ id: 4, state: 'sent' }),
  message({ id: 3, state: 'delivered', customer_id: 12, customer_name: 'Bilal', plant_id: 8 }),
  message({ id: 2, state: 'read', automatic: true }),
  message({
    id: 1,
    state: 'failed',
    kind: 'test',
    customer_id: null,
    customer_name: null,
    month: null,
    to: '923451112223',
    attempts: 3,
    error: '(#131026) Message undeliverable',
  }),
];

/** Serves the settings and answers the log with `list(call)`. */
function serve(list: (call: StubCall) => WhatsAppMessageList, settings = CONNECTED) {
  return stubApi((call) => {
    if (call.path === SETTINGS) return settings;
    if (call.path === MESSAGES) return list(call);
    return { fail: { status: 404, message: `not in this test: ${call.path}` } };
  });
}

const renderPage = (path = '/filter-owner/whatsapp/messages') =>
  renderRoute('/filter-owner/whatsapp/messages', <WhatsAppMessagesPage />, path);

const rows = () => screen.findAllByTestId('message-row');
const row = async (id: number) => (await rows()).find((element) => element.dataset.id === String(id))!;
const logCalls = (calls: StubCall[]) => calls.filter((call) => call.path === MESSAGES);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('WhatsAppMessagesPage', () => {
  beforeEach(() => plants.selectPlant.mockReset());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is named by its menu item', () => {
    expect(pageNameFor('/filter-owner/whatsapp/messages')).toEqual({ menuItem: 'whatsappMessages' });
  });

  it('lists each message with its customer or number, kind, month, coloured state and attempts', async () => {
    const calls = serve(() => listOf(LOG));
    renderPage();
    const states = (await rows()).map((element) => within(element).getByTestId('message-state').dataset.state);
    expect(states).toEqual(['queued', 'sent', 'delivered', 'read', 'failed']);
    expect(within(await row(4)).getByText('Sent')).toBeTruthy();
    expect(within(await row(3)).getByText('Delivered')).toBeTruthy();

    const customer = within(await row(4)).getByRole('link', { name: 'Customer 11' });
    expect(customer.getAttribute('href')).toBe('/filter-owner/customers/11');
    expect((await row(4)).textContent).toContain('November 2026');
    expect((await row(4)).textContent).toContain('Statement');
    expect((await row(2)).textContent).toContain('Automatic');

    // A test message: the number, left to right; why it failed, under its chip.
    const failed = await row(1);
    expect(within(failed).getByText('+92 345 1112223').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(failed).getByTestId('message-error').textContent).toBe('Why: (#131026) Message undeliverable');
    expect(failed.textContent).toContain('Test');
    expect(within(failed).getAllByRole('cell').at(-1)?.textContent).toBe('3');

    // A customer of another plant: that plant is selected on the way to their page.
    fireEvent.click(within(await row(3)).getByRole('link', { name: 'Bilal' }));
    expect(plants.selectPlant).toHaveBeenCalledWith(8);
    expect(screen.getByTestId('where').textContent).toBe('/filter-owner/customers/12');

    expect(logCalls(calls)[0].query.get('page')).toBe('1');
    expect(logCalls(calls)[0].query.get('per_page')).toBe('15');
    expect(logCalls(calls)[0].query.has('filter_plant_id')).toBe(false);
  });

  it('filters by state and kind through the address, back to page 1', async () => {
    const calls = serve((call) =>
      listOf(
        LOG.filter(
          (each) =>
            (!call.query.get('state') || each.state === call.query.get('state')) &&
            (!call.query.get('kind') || each.kind === call.query.get('kind')),
        ),
      ),
    );
    renderPage('/filter-owner/whatsapp/messages?page=2');
    await waitFor(() => expect(logCalls(calls)).toHaveLength(1));
    await choose('State', 'Failed');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/filter-owner/whatsapp/messages?state=failed'));
    await waitFor(() => expect(screen.queryAllByTestId('message-row').map((element) => element.dataset.id)).toEqual(['1']));
    expect(logCalls(calls).at(-1)!.query.get('state')).toBe('failed');
    expect(logCalls(calls).at(-1)!.query.get('page')).toBe('1');

    await choose('Kind', 'Statement');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/filter-owner/whatsapp/messages?state=failed&kind=statement'),
    );
    expect(await screen.findByText('No messages match these filters.')).toBeTruthy();
    expect(logCalls(calls).at(-1)!.query.get('kind')).toBe('statement');

    await choose('State', 'All');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/filter-owner/whatsapp/messages?kind=statement'));
  });

  it("reads the filters from the address, a customer's too", async () => {
    const calls = serve(() => listOf([LOG[2]]));
    renderPage('/filter-owner/whatsapp/messages?state=delivered&customer_id=12&per_page=50&page=2');
    expect(await rows()).toHaveLength(1);
    const query = logCalls(calls)[0].query;
    expect(Object.fromEntries(query)).toEqual({ state: 'delivered', customer_id: '12', per_page: '50', page: '2' });
    expect(screen.getByText('Bilal', { selector: '.MuiChip-label' })).toBeTruthy();
  });

  it('says no messages were sent yet, and that no account is connected', async () => {
    serve(() => listOf([]), NOT_CONNECTED);
    renderPage();
    expect(await screen.findByText('No messages sent yet')).toBeTruthy();
    expect(await screen.findByText('No WhatsApp account is connected, so nothing new is sent.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect one' }).getAttribute('href')).toBe('/filter-owner/settings');
  });

  it('asks again every 10 s while a message on the page is queued, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: 'queued' | 'read' = 'queued';
    const calls = serve(() => listOf([message({ id: 9, state })]));
    renderPage();
    await waitFor(() => expect(screen.getByTestId('message-state').dataset.state).toBe('queued'));
    expect(logCalls(calls)).toHaveLength(1);
    state = 'read';
    await act(() => vi.advanceTimersByTimeAsync(QUEUED_REFETCH_MS));
    await waitFor(() => expect(screen.getByTestId('message-state').dataset.state).toBe('read'));
    expect(logCalls(calls)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(QUEUED_REFETCH_MS * 3));
    expect(logCalls(calls)).toHaveLength(2);
  });

  it('speaks Urdu', async () => {
    serve(() => listOf(LOG));
    await act(() => i18next.changeLanguage('ur'));
    try {
      renderPage();
      expect(await screen.findByRole('heading', { name: 'واٹس ایپ پیغامات', level: 1 })).toBeTruthy();
      expect(within(await row(3)).getByText('پہنچ گیا')).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
