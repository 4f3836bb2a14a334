import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerRequestKind, OwnerNotification } from '@paani/contracts';
import i18next from 'i18next';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markNotificationsRead } from '../../api/notifications/notifications';
import { formatDay, formatMoney } from '../../lib/format';
import { renderScreen, stubApi, type StubAnswer, type StubCall } from '../../test/api-stub';
import NotificationsPage from './NotificationsPage';
import { EVERY_KIND, feedOf, notification } from './test-data';

const plants = vi.hoisted(() => ({ selectPlant: vi.fn() }));
vi.mock('../../plants/PlantContext', () => ({ usePlants: () => plants }));

const FEED = '/api/filter-owner/notifications';
const READ = '/api/filter-owner/notifications/read';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Serves the feed (whatever `items()` says at the time) and answers a mark-read with `read`. */
function serve(items: () => OwnerNotification[], read: (call: StubCall) => StubAnswer = () => ({ unread: 0 })) {
  return stubApi((call) => {
    if (call.method === 'POST' && call.path === READ) return read(call);
    if (call.path === FEED) return feedOf(items());
    return { fail: { status: 404, message: `not in this test: ${call.path}` } };
  });
}

const renderPage = () =>
  renderScreen(
    <>
      <NotificationsPage />
      <Where />
    </>,
  );
const rows = () => screen.findAllByTestId('notification');
const row = async (key: string) => (await rows()).find((element) => element.dataset.key === key)!;
const day = (date: string) => formatDay(new Date(`${date}T00:00:00`));
const posts = (calls: StubCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('NotificationsPage', () => {
  beforeEach(() => plants.selectPlant.mockReset());
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("writes each kind's sentence in English from its fields, with its plant, and an announcement's title and whole body", async () => {
    const calls = serve(() => EVERY_KIND);
    renderPage();
    const texts = (await rows()).map((element) => within(element).getByTestId('notification-text').textContent);
    expect(texts).toEqual([
      `Aslam has not closed ${day('2026-11-28')}`,
      `Sana on ${day('2026-11-27')}: cash short by ${formatMoney(20)}`,
      'Customers over their credit limit: 2',
      'Customers holding more cans than their limit: 3',
      '19 L can: 4 more out than the plant owns',
      'The customer import from register.xlsx failed',
      `Invoice INV-2026-11 for ${formatMoney(1500)} is overdue since ${day('2026-11-10')}`,
      'Maintenance on Sunday',
    ]);
    // Never the server's English text.
    expect(screen.queryByText(/The server says it/)).toBeNull();
    expect(within(await row('announcement:5')).getByTestId('announcement-body').textContent).toBe('The app will be down\nfrom 2 to 3 am.');
    expect((await row('containers_beyond_stock:7:1:4')).textContent).toContain('North Plant');
    expect((await row('invoice_due:31:overdue')).textContent).not.toContain('North Plant');
    expect((await row('rider_day_unclosed:7:9:2026-11-28')).textContent).toContain(day('2026-11-28'));
    // Unread ones are bold with a dot; the read one is neither.
    expect(within(await row('customers_over_can_limit:7:3')).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(await row('customers_over_credit_limit:7:2')).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(within(await row('containers_beyond_stock:7:1:4')).getByTitle('Needs action')).toBeTruthy();
    // The feed is the owner's, across plants: no plant in the request.
    expect(calls[0]).toMatchObject({ method: 'GET', path: FEED });
    expect(calls[0].query.has('filter_plant_id')).toBe(false);
  });

  it('writes them in Urdu when the language is Urdu', async () => {
    serve(() => EVERY_KIND);
    await act(() => i18next.changeLanguage('ur'));
    try {
      renderPage();
      const text = (key: string) => row(key).then((element) => within(element).getByTestId('notification-text').textContent);
      expect(await text('containers_beyond_stock:7:1:4')).toBe('19 لیٹر کین: پلانٹ کی ملکیت سے 4 زیادہ باہر ہیں');
      expect(await text('import_failed:12')).toBe('register.xlsx سے کسٹمرز کی امپورٹ ناکام ہو گئی');
      expect(await text('customers_over_credit_limit:7:2')).toBe('ادھار کی حد سے زیادہ بقایا والے گاہک: 2');
      expect(await text('invoice_due:31:overdue')).toContain('واجب الادا');
      expect(screen.getByRole('heading', { name: 'اطلاعات', level: 1 })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'سب کو پڑھا ہوا کریں' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it("writes a customer's request from its kind and the customer's name, in English and Urdu, and opens the inbox", async () => {
    const asked = (id: number, kind: CustomerRequestKind, customer: string | null) =>
      notification({
        key: `customer_request:${id}`,
        kind: 'customer_request',
        severity: 'info',
        request_id: id,
        request_kind: kind,
        customer_name: customer,
        link: '/messages',
      });
    const requests = [
      asked(41, 'extra_delivery', 'Ayesha'),
      asked(40, 'pause', 'Bilal'),
      asked(39, 'statement_dispute', null),
      asked(38, 'problem', 'Sana'),
      asked(37, 'statement_confirm', 'Omar'),
    ];
    serve(() => requests);
    const texts = async () => (await rows()).map((element) => within(element).getByTestId('notification-text').textContent);
    const { unmount } = renderPage();
    expect(await texts()).toEqual([
      'Ayesha asks for an extra delivery',
      'Bilal asks to pause deliveries',
      'A customer disputes a statement',
      'Sana reports a problem',
      'Omar confirms a statement',
    ]);
    fireEvent.click(within(await row('customer_request:41')).getByRole('button'));
    expect(screen.getByTestId('where').textContent).toBe('/messages');
    unmount();

    await act(() => i18next.changeLanguage('ur'));
    try {
      renderPage();
      expect((await texts()).slice(0, 3)).toEqual([
        'Ayesha نے اضافی ڈیلیوری مانگی ہے',
        'Bilal نے ڈیلیوری روکنے کا کہا ہے',
        'ایک کسٹمر نے اسٹیٹمنٹ پر اعتراض کیا ہے',
      ]);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('marks an item read when opened, selects its plant and goes where it is handled', async () => {
    let items = EVERY_KIND;
    const calls = serve(
      () => items,
      (call) => {
        const keys = (call.body as { keys: string[] }).keys;
        items = items.map((item) => (keys.includes(item.key) ? { ...item, read: true } : item));
        return { unread: items.filter((item) => !item.read).length };
      },
    );
    renderPage();
    fireEvent.click(within(await row('containers_beyond_stock:7:1:4')).getByRole('button'));
    expect(screen.getByTestId('where').textContent).toBe('/filter-owner/stock');
    expect(plants.selectPlant).toHaveBeenCalledWith(7);
    await waitFor(() => expect(posts(calls)).toEqual([{ keys: ['containers_beyond_stock:7:1:4'] }]));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: READ });
    await waitFor(async () => expect((await row('containers_beyond_stock:7:1:4')).dataset.read).toBe('true'));

    // An owner-level one selects no plant; a read one posts nothing.
    plants.selectPlant.mockReset();
    fireEvent.click(within(await row('customers_over_credit_limit:7:2')).getByRole('button'));
    expect(screen.getByTestId('where').textContent).toBe('/filter-owner/customers');
    fireEvent.click(within(await row('invoice_due:31:overdue')).getByRole('button'));
    expect(screen.getByTestId('where').textContent).toBe('/filter-owner/billing');
    expect(plants.selectPlant).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]).toEqual({ keys: ['invoice_due:31:overdue'] });
  });

  it('"Mark all read" posts the unread keys only, then shows them read; Unread filters', async () => {
    let items = [
      notification({ key: 'a', kind: 'customers_over_can_limit', count: 1 }),
      notification({ key: 'b', kind: 'customers_over_credit_limit', count: 2, read: true }),
      notification({ key: 'c', kind: 'import_failed', file_name: 'old.csv' }),
    ];
    const calls = serve(
      () => items,
      () => {
        items = items.map((item) => ({ ...item, read: true }));
        return { unread: 0 };
      },
    );
    renderPage();
    expect(await rows()).toHaveLength(3);
    fireEvent.click(screen.getByRole('tab', { name: 'Unread (2)' }));
    expect((await rows()).map((element) => element.dataset.key)).toEqual(['a', 'c']);

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(posts(calls)).toEqual([{ keys: ['a', 'c'] }]));
    expect(await screen.findByText('All notifications are marked read')).toBeTruthy();
    expect(await screen.findByText('All read')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect((await rows()).every((element) => element.dataset.read === 'true')).toBe(true);
  });

  it('marks many read 200 keys to a request', async () => {
    let unread = 450;
    const calls = serve(
      () => [],
      (call) => ({ unread: (unread -= (call.body as { keys: string[] }).keys.length) }),
    );
    const keys = Array.from({ length: 450 }, (_, index) => `k${index}`);
    expect(await markNotificationsRead({ keys })).toEqual({ unread: 0 });
    expect(posts(calls).map((body) => (body as { keys: string[] }).keys)).toEqual([
      keys.slice(0, 200),
      keys.slice(200, 400),
      keys.slice(400),
    ]);
    expect(calls.every((call) => call.path === READ)).toBe(true);
  });

  it('says nothing needs attention when the feed is empty', async () => {
    serve(() => []);
    renderPage();
    expect(await screen.findByText('Nothing needs your attention')).toBeTruthy();
    expect(screen.queryByTestId('notification')).toBeNull();
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a skeleton while loading, then why it failed with a Retry', async () => {
    let answer: () => StubAnswer = () => ({ fail: { status: 503, message: 'The database cannot be reached' } });
    let release: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    stubApi(async (call) => {
      if (call.path !== FEED) return { fail: { status: 404, message: 'not in this test' } };
      await waiting;
      return answer();
    });
    renderPage();
    expect(screen.getByTestId('notifications-loading')).toBeTruthy();
    release();
    expect(await screen.findByText('Your notifications could not be loaded')).toBeTruthy();
    expect(screen.getByText(i18next.t('app:errors.server'))).toBeTruthy();
    answer = () => feedOf([notification({ key: 'a', kind: 'customers_over_can_limit', count: 1 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(1);
  });
});
