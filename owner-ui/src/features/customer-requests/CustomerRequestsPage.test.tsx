import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OwnerCustomerRequest } from '@paani/contracts';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageNameFor } from '../../shell/pageName';
import { renderRoute, stubApi, type StubAnswer, type StubCall } from '../../test/api-stub';
import CustomerRequestsPage from './CustomerRequestsPage';
import { dayText, monthText, timeText } from './display';
import { EVERY_KIND, listOf, request } from './test-data';

const plants = vi.hoisted(() => ({ selectPlant: vi.fn(), selectedPlant: { id: 7 } }));
vi.mock('../../plants/PlantContext', () => ({ usePlants: () => plants }));

const LIST = '/api/filter-owner/customer-requests';

/** Serves the list (the requests of the status asked for, from `items()` at the time) and answers an accept or decline with `answer`. */
function serve(items: () => OwnerCustomerRequest[], answer: (call: StubCall) => StubAnswer = () => ({})) {
  return stubApi((call) => {
    if (call.method === 'POST') return answer(call);
    if (call.path === LIST) {
      const status = call.query.get('status');
      const kind = call.query.get('kind');
      const shown = items().filter((each) => (!status || each.status === status) && (!kind || each.kind === kind));
      return listOf(shown, Number(call.query.get('page') ?? 1), Number(call.query.get('per_page') ?? 25), shown.length, 0);
    }
    return { fail: { status: 404, message: `not in this test: ${call.path}` } };
  });
}

const renderPage = (path = '/messages') => renderRoute('/messages', <CustomerRequestsPage />, path);

const row = (id: number) => screen.findByTestId(`customer-request-${id}`);
const text = async (id: number) => within(await row(id)).getByTestId('request-text').textContent;
const listCalls = (calls: StubCall[]) => calls.filter((call) => call.method === 'GET' && call.path === LIST);
const posts = (calls: StubCall[]) => calls.filter((call) => call.method === 'POST');

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('CustomerRequestsPage', () => {
  beforeEach(() => plants.selectPlant.mockReset());
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the page at /messages, named in the header', () => {
    expect(pageNameFor('/messages')).toEqual({ otherPage: 'messages' });
    expect(i18next.t('header:pages.messages')).toBe('Customer requests');
  });

  it("lists the pending requests of every plant, each kind's sentence in English, with the customer, plant and when", async () => {
    const calls = serve(() => EVERY_KIND);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Customer requests', level: 1 })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading requests' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');

    expect(await text(5)).toBe(`Asks for an extra 2 × 19 L can on ${dayText('2026-12-02', { weekday: true })}`);
    expect(dayText('2026-12-02', { weekday: true })).toBe('Wed, 2 Dec');
    expect(await text(4)).toBe('Asks to pause deliveries from 3 Dec to 10 Dec');
    expect(await text(3)).toBe(`Disputes the statement of ${monthText('2026-10')}: Two cans were not delivered`);
    expect(monthText('2026-10')).toBe('October 2026');
    expect(await text(2)).toBe('Confirms the statement of October 2026');
    expect(await text(1)).toBe('Reports a leaking can: The cap was loose');

    const bilal = await row(3);
    expect(bilal.textContent).toContain('South Plant');
    expect(bilal.textContent).toContain(`Sent ${timeText('2026-11-29T09:30:00.000Z')}`);
    expect(within(bilal).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(bilal).getByRole('button', { name: 'Decline' })).toBeTruthy();

    // A customer of another plant: that plant is selected on the way to their page.
    const customer = within(bilal).getByRole('link', { name: 'Bilal' });
    expect(customer.getAttribute('href')).toBe('/filter-owner/customers/12');
    fireEvent.click(customer);
    expect(plants.selectPlant).toHaveBeenCalledWith(8);
    expect(screen.getByTestId('where').textContent).toBe('/filter-owner/customers/12');

    const query = Object.fromEntries(listCalls(calls)[0].query);
    expect(query).toEqual({ status: 'pending', page: '1', per_page: '25' });
  });

  it('accepts a request with the reply, says so, and the list loads again without it', async () => {
    let items = [request({ id: 5 }), request({ id: 4, customer_name: 'Bilal', customer_id: 12 })];
    const calls = serve(
      () => items,
      (call) => {
        items = items.map((each) => (call.path.endsWith(`/${each.id}/accept`) ? { ...each, status: 'accepted' as const } : each));
        return { ...items[0], reply: 'Coming at 10' };
      },
    );
    renderPage();
    fireEvent.click(within(await row(5)).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: "Accept Ayesha Bibi's request?" });
    expect(dialog.textContent).toContain('Asks for an extra 2 × 19 L can on Wed, 2 Dec');
    expect(dialog.textContent).toContain("It goes on the day sheet of Wed, 2 Dec and on the rider's card.");
    fireEvent.change(within(dialog).getByLabelText('Reply to the customer (optional)'), { target: { value: '  Coming at 10 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept request' }));

    expect(await screen.findByText('Request accepted')).toBeTruthy();
    expect(posts(calls)).toEqual([expect.objectContaining({ path: `${LIST}/5/accept`, body: { reply: 'Coming at 10' } })]);
    await waitFor(() => expect(screen.queryByTestId('customer-request-5')).toBeNull());
    expect(screen.getByTestId('customer-request-4')).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("declines with no reply, and on a refusal keeps the dialog open with the server's message and the reply", async () => {
    let refuse = true;
    const calls = serve(
      () => [request({ id: 4, kind: 'pause', date: null, product_name: null, quantity: null, from: '2026-12-03', until: '2026-12-03' })],
      () =>
        refuse
          ? { fail: { status: 409, message: 'This request was already accepted.', error_code: 'CUSTOMER_REQUEST_DECIDED' } }
          : request({ id: 4, status: 'declined' }),
    );
    renderPage();
    expect(await text(4)).toBe('Asks to pause deliveries on 3 Dec');
    fireEvent.click(within(await row(4)).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: "Decline Ayesha Bibi's request?" });
    const reply = within(dialog).getByLabelText('Reply to the customer (optional)') as HTMLTextAreaElement;
    fireEvent.change(reply, { target: { value: 'Sorry, we are closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect((await within(dialog).findByTestId('decision-failure')).textContent).toBe('This request was already accepted.');
    expect(reply.value).toBe('Sorry, we are closed');
    // Already answered elsewhere: the list is asked again.
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));

    refuse = false;
    fireEvent.change(reply, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Request declined')).toBeTruthy();
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      [`${LIST}/4/decline`, { reply: 'Sorry, we are closed' }],
      [`${LIST}/4/decline`, {}],
    ]);
  });

  it('refuses a reply over 500 characters before sending it', async () => {
    const calls = serve(() => [request({ id: 5 })]);
    renderPage();
    fireEvent.click(within(await row(5)).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    // The field stops at 500; a pasted longer text is refused too.
    fireEvent.change(within(dialog).getByLabelText('Reply to the customer (optional)'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept request' }));
    expect(await within(dialog).findByText('The reply may be at most 500 characters.')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('says no requests are waiting', async () => {
    serve(() => []);
    renderPage();
    expect(await screen.findByText('No requests waiting')).toBeTruthy();
    expect(screen.getByTestId('customer-requests-empty')).toBeTruthy();
  });

  it('shows answered requests with their status and reply, and filters by status and kind through the address', async () => {
    const answered = request({
      id: 9,
      status: 'accepted',
      decided_at: '2026-11-29T11:00:00.000Z',
      reply: 'On its way',
    });
    const calls = serve(() => [...EVERY_KIND, answered]);
    renderPage('/messages?page=2');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));

    fireEvent.click(screen.getByRole('tab', { name: 'Accepted' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/messages?status=accepted'));
    const row9 = await row(9);
    expect(within(row9).getByTestId('request-status').textContent).toBe('Accepted');
    expect(row9.textContent).toContain(`Accepted ${timeText('2026-11-29T11:00:00.000Z')}`);
    expect(within(row9).getByTestId('request-reply').textContent).toBe('Your reply: On its way');
    expect(within(row9).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(Object.fromEntries(listCalls(calls).at(-1)!.query)).toEqual({ status: 'accepted', page: '1', per_page: '25' });

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/messages?status=all'));
    await choose('Kind', 'Pause');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/messages?status=all&kind=pause'));
    await waitFor(() =>
      expect(screen.queryAllByTestId(/^customer-request-/).map((element) => element.dataset.testid)).toEqual(['customer-request-4']),
    );
    expect(listCalls(calls).at(-1)!.query.has('status')).toBe(false);
    expect(listCalls(calls).at(-1)!.query.get('kind')).toBe('pause');

    await choose('Kind', 'Extra delivery');
    fireEvent.click(screen.getByRole('tab', { name: 'Declined' }));
    expect(await screen.findByText('No requests match these filters.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/messages?kind=extra_delivery'));
  });

  it("reads one customer's requests from the address, as their page links them", async () => {
    const calls = serve(() => [EVERY_KIND[2]]);
    renderPage('/messages?status=all&customer_id=12');
    await row(3);
    expect(Object.fromEntries(listCalls(calls)[0].query)).toEqual({ customer_id: '12', page: '1', per_page: '25' });
    expect(screen.getByText('Bilal', { selector: '.MuiChip-label' })).toBeTruthy();
    fireEvent.click(screen.getByTitle('Show every customer').closest('svg')!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/messages?status=all'));
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    stubApi((call) => {
      if (call.path === LIST) return fail ? { fail: { status: 500, message: 'boom' } } : listOf([request({ id: 5 })]);
      return { fail: { status: 404, message: 'not here' } };
    });
    renderPage();
    expect(await screen.findByText('The requests could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await row(5)).toBeTruthy();
  });

  it('speaks Urdu', async () => {
    serve(() => EVERY_KIND);
    await act(() => i18next.changeLanguage('ur'));
    try {
      renderPage();
      expect(await screen.findByRole('heading', { name: 'کسٹمرز کی درخواستیں', level: 1 })).toBeTruthy();
      expect(await text(4)).toBe(`${dayText('2026-12-03')} سے ${dayText('2026-12-10')} تک ڈیلیوری روکنے کا کہا ہے`);
      expect(await text(1)).toBe('لیک ہونے والے کین کی شکایت کی ہے، کہتے ہیں: The cap was loose');
      expect(within(await row(5)).getByRole('button', { name: 'منظور کریں' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'جواب باقی' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it("shows the customers' WhatsApp replies in their tab, and marks the unread ones read", async () => {
    const replies = [
      {
        id: 12,
        customer_id: 11,
        customer_name: 'Bilal',
        plant_id: 7,
        from: '923217654321',
        text: 'Kal 2 bottle zyada',
        received_at: '2026-11-28T06:00:00.000Z',
        read: false,
      },
      {
        id: 9,
        customer_id: null,
        customer_name: null,
        plant_id: null,
        from: '923451112223',
        text: 'Who is this?',
        received_at: '2026-11-27T06:00:00.000Z',
        read: true,
      },
    ];
    const calls = stubApi((call) => {
      if (call.path === '/api/filter-owner/whatsapp/replies') return { data: replies, total: 2, page: 1, per_page: 25 };
      if (call.path === '/api/filter-owner/notifications/read') return { read: 1, unread: 0 };
      return { fail: { status: 404, message: `not in this test: ${call.path}` } };
    });
    renderPage('/messages?tab=replies');
    const bilal = await screen.findByTestId('whatsapp-reply-12');
    expect(within(bilal).getByRole('link', { name: 'Bilal' }).getAttribute('href')).toBe('/filter-owner/customers/11');
    expect(within(bilal).getByText('Kal 2 bottle zyada')).toBeTruthy();
    expect(within(bilal).getByText('New')).toBeTruthy();
    expect(within(screen.getByTestId('whatsapp-reply-9')).getByText('+923451112223')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'WhatsApp replies', selected: true })).toBeTruthy();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toEqual({ keys: ['whatsapp_reply:12'] });

    // Back to the requests: the tab leaves the address.
    stubApi((call) => (call.path === LIST ? listOf([]) : { fail: { status: 404, message: 'not here' } }));
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/messages'));
  });

  it('says when no customer has replied yet', async () => {
    stubApi((call) =>
      call.path === '/api/filter-owner/whatsapp/replies'
        ? { data: [], total: 0, page: 1, per_page: 25 }
        : { fail: { status: 404, message: 'not here' } },
    );
    renderPage('/messages?tab=replies');
    expect(await screen.findByText('No replies yet')).toBeTruthy();
  });
});
