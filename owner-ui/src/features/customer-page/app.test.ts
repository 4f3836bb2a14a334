import type { CustomerPage, CustomerRequest } from '@paani/contracts';
import { setNumberLocale } from '@paani/contracts';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCustomerPage, tokenFromPath } from './app';

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-';
const PAGE_URL = `/api/public/customer-page/${TOKEN}`;

const REQUEST: CustomerRequest = {
  id: 41,
  kind: 'pause',
  status: 'accepted',
  month: null,
  date: null,
  product_id: null,
  product_name: null,
  quantity: null,
  from: '2026-02-20',
  until: '2026-02-25',
  problem: null,
  note: 'Going to Multan',
  created_at: '2026-02-18T06:00:00.000Z',
  decided_at: '2026-02-18T09:00:00.000Z',
  reply: 'Have a good trip',
};

const PAGE: CustomerPage = {
  customer: { code: 'C-0007', name: 'Sana Qureshi', address: 'House 12, Street 4, Lahore', language: 'en' },
  plant: { name: 'Crystal Water', phone: '0300-1112223', payment_details: 'JazzCash 0300-1112223\nMeezan Bank 0101', today: '2026-03-10' },
  balance: 1250,
  containers: [{ product_id: 3, name: '19 L bottle', name_ur: '19 لیٹر بوتل', held: 4 }],
  products: [
    { id: 3, name: '19 L bottle', name_ur: '19 لیٹر بوتل' },
    { id: 4, name: '6 L bottle', name_ur: null },
  ],
  lines: [
    { date: '2026-03-08', kind: 'delivery', description: 'Delivery', debit: 300, credit: 0, cans_delivered: 3, cans_returned: 2 },
    { date: '2026-03-01', kind: 'payment', description: 'Payment, cash', debit: 0, credit: 500, cans_delivered: 0, cans_returned: 0 },
  ],
  statements: [
    { month: '2026-02', answer: 'statement_confirm' },
    { month: '2026-01', answer: null },
  ],
  requests: [REQUEST],
};

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** The edge of the world: fetch answers from a queue of replies (the last one repeats). */
function stubFetch(...replies: (Reply | 'offline')[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const ok = (data: unknown, status = 200): Reply => ({ status, body: { success: true, message: 'OK', data } });
const fail = (status: number, error_code?: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): Reply => ({
  status,
  body: { success: false, message: 'Refused', error_code, ...extra },
  headers,
});

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  document.body.appendChild(root);
});

afterEach(() => {
  root.remove();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  setNumberLocale({ language: 'en', digits: 'latn' });
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const page = () => within(root);
/** An element's text with Intl's no-break spaces ("Rs\u00a01,250") as plain ones. */
const text = (element: Element) => element.textContent!.replace(/\u00a0/g, ' ');
const section = (testid: string) => within(root.querySelector<HTMLElement>(`[data-testid="${testid}"]`)!);

describe('the customer page', () => {
  it('takes the token of /c/{token} only', () => {
    expect(tokenFromPath(`/c/${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromPath(`/c/${TOKEN}/`)).toBe(TOKEN);
    expect(tokenFromPath('/c/short')).toBeNull();
    expect(tokenFromPath(`/c/${TOKEN}x`)).toBeNull();
  });

  it('shows the page in English: balance, containers, lines, statements and requests', async () => {
    const calls = stubFetch(ok(PAGE));
    await startCustomerPage(root, TOKEN);

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(PAGE_URL);
    expect(calls[0].headers['X-Customer-Pin']).toBeUndefined();
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(page().getByRole('heading', { level: 1 }).textContent).toBe('Sana Qureshi');
    expect(page().getByText('Crystal Water')).toBeTruthy();
    expect(page().getByRole('link', { name: 'Call 0300-1112223' }).getAttribute('href')).toBe('tel:03001112223');

    expect(text(root.querySelector('[data-testid="balance"] .balance')!)).toBe('You owe Rs 1,250');
    expect(section('balance').getByText(/JazzCash/)).toBeTruthy();
    expect(section('containers').getByText('19 L bottle')).toBeTruthy();
    expect(section('containers').getByText('4')).toBeTruthy();

    const lines = root.querySelectorAll('[data-testid="lines"] li');
    expect([...lines].map((line) => line.querySelector('.date')!.textContent)).toEqual(['8 Mar 2026', '1 Mar 2026']);
    expect(text(lines[0])).toContain('Charged Rs 300');
    expect(lines[0].textContent).toContain('3 delivered · 2 empty returned');
    expect(text(lines[1])).toContain('Paid Rs 500');

    const february = section('statements').getByRole('link', { name: 'Download PDF: February 2026 statement' });
    expect(february.getAttribute('href')).toBe(`${PAGE_URL}/statements/2026-02?language=en`);
    expect(section('statements').getByText('You confirmed this statement.')).toBeTruthy();
    expect(section('statements').getByRole('button', { name: 'Confirm the January 2026 statement' })).toBeTruthy();

    const request = root.querySelector('[data-testid="requests"] li')!;
    expect(request.textContent).toContain('Accepted');
    expect(request.textContent).toContain('Pause from 20 Feb 2026 to 25 Feb 2026');
    expect(request.textContent).toContain('The plant replied: Have a good trip');

    for (const testid of ['ask-extra', 'ask-pause', 'ask-problem', 'language'])
      expect(root.querySelector(`[data-testid="${testid}"]`)).not.toBeNull();
    const extraDate = root.querySelector<HTMLInputElement>('#extra-date')!;
    expect([extraDate.value, extraDate.min, extraDate.max]).toEqual(['2026-03-11', '2026-03-11', '2026-05-09']);
    expect(root.querySelector<HTMLSelectElement>('#extra-product_id')!.value).toBe('3');
    expect(root.querySelector<HTMLInputElement>('#extra-quantity')!.value).toBe('1');
    expect(document.title).toBe('Sana Qureshi · Crystal Water');
  });

  it("opens in the customer's language, right to left, and keeps the phone's choice", async () => {
    stubFetch(ok({ ...PAGE, balance: -200, customer: { ...PAGE.customer, language: 'ur' } }));
    await startCustomerPage(root, TOKEN);

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur');
    expect(page().getByRole('heading', { name: 'آپ کا حساب' })).toBeTruthy();
    const balance = root.querySelector('[data-testid="balance"] .balance')!;
    expect(text(balance)).toBe('آپ نے Rs 200 پیشگی ادا کیے ہیں');
    // The amount keeps its own direction inside the Urdu sentence.
    expect(text(balance.querySelector('bdi')!)).toBe('Rs 200');
    expect(section('containers').getByText('19 لیٹر بوتل')).toBeTruthy();
    expect(root.querySelector('[data-testid="lines"] .date')!.textContent).toBe('8 مارچ، 2026');
    // The server writes a line's description in English: the Urdu page names its kind instead.
    expect([...root.querySelectorAll('[data-testid="lines"] .desc')].map((line) => line.textContent)).toEqual(['ڈیلیوری', 'ادائیگی']);
    expect(section('statements').getAllByRole('link')[0].getAttribute('href')).toContain('language=ur');
    expect(section('requests').getByText('منظور')).toBeTruthy();
    const options = [...root.querySelectorAll<HTMLOptionElement>('#extra-product_id option')].map((option) => option.textContent);
    expect(options).toEqual(['19 لیٹر بوتل', '6 L bottle']);
    // Not stored until the phone chooses.
    expect(localStorage.getItem('paani.customerPage.language')).toBeNull();

    const toggle = root.querySelector<HTMLButtonElement>('[data-testid="language"]')!;
    expect(toggle.textContent).toBe('English');
    toggle.focus();
    fireEvent.click(toggle);
    expect(document.documentElement.dir).toBe('ltr');
    expect(text(root.querySelector('[data-testid="balance"] .balance')!)).toBe('Paid ahead Rs 200');
    expect(localStorage.getItem('paani.customerPage.language')).toBe('en');
    expect(document.activeElement).toBe(root.querySelector('[data-testid="language"]'));
    expect(root.querySelector('[data-testid="language"]')!.textContent).toBe('اردو');
  });

  it('starts from the language this phone chose before', async () => {
    localStorage.setItem('paani.customerPage.language', 'ur');
    stubFetch(ok({ ...PAGE, balance: 0 }));
    await startCustomerPage(root, TOKEN);
    expect(document.documentElement.dir).toBe('rtl');
    expect(text(root.querySelector('[data-testid="balance"] .balance')!)).toBe('کوئی رقم باقی نہیں');
  });

  it('asks the PIN, says when it is wrong, and keeps an accepted one for the tab only', async () => {
    const calls = stubFetch(
      fail(401, 'CUSTOMER_PAGE_PIN_REQUIRED'),
      fail(401, 'CUSTOMER_PAGE_PIN_WRONG'),
      fail(429, 'CUSTOMER_PAGE_TOO_MANY_GUESSES', {}, { 'Retry-After': '120' }),
      ok(PAGE),
    );
    await startCustomerPage(root, TOKEN);

    const form = () => within(root.querySelector<HTMLElement>('[data-testid="pin-form"]')!);
    const input = () => form().getByLabelText('PIN (4 digits)') as HTMLInputElement;
    expect(input().getAttribute('inputmode')).toBe('numeric');
    expect(input().getAttribute('autocomplete')).toBe('one-time-code');

    // Three digits: said on the phone, nothing sent.
    fireEvent.input(input(), { target: { value: '123' } });
    fireEvent.submit(input().form!);
    expect(form().getByText('Write the 4 digits of your PIN.')).toBeTruthy();
    expect(calls).toHaveLength(1);

    fireEvent.input(input(), { target: { value: '1111' } });
    fireEvent.submit(input().form!);
    await waitFor(() => expect(form().getByText('That PIN is not right. Try again.')).toBeTruthy());
    expect(calls[1].headers['X-Customer-Pin']).toBe('1111');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input());

    fireEvent.input(input(), { target: { value: '2222' } });
    fireEvent.submit(input().form!);
    await waitFor(() => expect(form().getByRole('alert').textContent).toBe('Too many tries. Wait 2 min and try again.'));

    // Urdu digits from an Urdu keyboard.
    fireEvent.input(input(), { target: { value: '۱۲۳۴' } });
    fireEvent.submit(input().form!);
    await waitFor(() => expect(root.querySelector('[data-testid="balance"]')).not.toBeNull());
    expect(calls[3].headers['X-Customer-Pin']).toBe('1234');
    expect(sessionStorage.getItem(`paani.customerPin.${TOKEN}`)).toBe('1234');
    expect(Object.keys(localStorage).some((key) => localStorage.getItem(key) === '1234')).toBe(false);
    // The PDF opens in the phone's viewer with the PIN in its address.
    expect(section('statements').getAllByRole('link')[0].getAttribute('href')).toBe(`${PAGE_URL}/statements/2026-02?language=en&pin=1234`);
  });

  it('sends a kept PIN at once and asks again when the owner changed it', async () => {
    sessionStorage.setItem(`paani.customerPin.${TOKEN}`, '4321');
    const calls = stubFetch(fail(401, 'CUSTOMER_PAGE_PIN_WRONG'));
    await startCustomerPage(root, TOKEN);
    expect(calls[0].headers['X-Customer-Pin']).toBe('4321');
    expect(root.querySelector('[data-testid="pin-form"]')).not.toBeNull();
    expect(sessionStorage.getItem(`paani.customerPin.${TOKEN}`)).toBeNull();
  });

  it('says a revoked link no longer works, and an unreadable one without asking', async () => {
    stubFetch(fail(404));
    await startCustomerPage(root, TOKEN);
    expect(page().getByText('This link no longer works. Ask the plant for a new one.')).toBeTruthy();

    root.replaceChildren();
    const calls = stubFetch(ok(PAGE));
    await startCustomerPage(root, null);
    expect(calls).toHaveLength(0);
    expect(page().getByText('This link no longer works. Ask the plant for a new one.')).toBeTruthy();
  });

  it('offers Try again when the network fails', async () => {
    const calls = stubFetch('offline', ok(PAGE));
    await startCustomerPage(root, TOKEN);
    expect(page().getByRole('alert').textContent).toBe('Could not load your page. Check your internet and try again.');
    fireEvent.click(page().getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root.querySelector('[data-testid="balance"]')).not.toBeNull());
    expect(calls).toHaveLength(2);
  });

  it("shows the API's 422 beside its field and keeps what was written", async () => {
    const calls = stubFetch(ok(PAGE), fail(422, undefined, { errors: { date: ['The plant is closed that day.'], kind: ['Not now.'] } }));
    await startCustomerPage(root, TOKEN);
    const form = within(root.querySelector<HTMLElement>('[data-testid="ask-extra"]')!);
    fireEvent.input(form.getByLabelText('Day'), { target: { value: '2026-03-15' } });
    fireEvent.change(form.getByLabelText('Product'), { target: { value: '4' } });
    fireEvent.input(form.getByLabelText('How many'), { target: { value: '3' } });
    fireEvent.input(form.getByLabelText('Note (optional)'), { target: { value: 'Guests on Sunday' } });
    fireEvent.click(form.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(form.getByText('The plant is closed that day.')).toBeTruthy());
    expect(calls[1]).toMatchObject({
      url: `${PAGE_URL}/requests`,
      method: 'POST',
      body: { kind: 'extra_delivery', date: '2026-03-15', product_id: 4, quantity: 3, note: 'Guests on Sunday' },
    });
    const day = form.getByLabelText('Day') as HTMLInputElement;
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(day.getAttribute('aria-describedby')).toContain('extra-date-error');
    expect(document.getElementById('extra-date-error')!.textContent).toBe('The plant is closed that day.');
    expect(form.getByRole('alert').textContent).toBe('Not now.');
    expect(document.activeElement).toBe(day);
    // Nothing lost.
    expect(day.value).toBe('2026-03-15');
    expect((form.getByLabelText('Product') as HTMLSelectElement).value).toBe('4');
    expect((form.getByLabelText('How many') as HTMLInputElement).value).toBe('3');
    expect((form.getByLabelText('Note (optional)') as HTMLTextAreaElement).value).toBe('Guests on Sunday');
    expect((form.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);

    // Kept through a switch of language too.
    fireEvent.click(root.querySelector('[data-testid="language"]')!);
    expect(root.querySelector<HTMLTextAreaElement>('#extra-note')!.value).toBe('Guests on Sunday');
    expect(document.getElementById('extra-date-error')!.textContent).toBe('The plant is closed that day.');
  });

  it('checks on the phone first: nothing is sent out of the limits', async () => {
    const calls = stubFetch(ok(PAGE));
    await startCustomerPage(root, TOKEN);
    const form = within(root.querySelector<HTMLElement>('[data-testid="ask-extra"]')!);
    fireEvent.input(form.getByLabelText('Day'), { target: { value: '2026-03-10' } });
    fireEvent.input(form.getByLabelText('How many'), { target: { value: '21' } });
    fireEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(document.getElementById('extra-date-error')!.textContent).toBe('Choose a day from 11 Mar 2026 to 9 May 2026.');
    expect(document.getElementById('extra-quantity-error')!.textContent).toBe('Write a number from 1 to 20.');

    const problem = within(root.querySelector<HTMLElement>('[data-testid="ask-problem"]')!);
    fireEvent.click(problem.getByLabelText('Something else'));
    fireEvent.click(problem.getByRole('button', { name: 'Send' }));
    expect(document.getElementById('problem-note-error')!.textContent).toBe('Please write a few words.');
    expect(calls).toHaveLength(1);
  });

  it('sends once, confirms, and lists the request as waiting', async () => {
    let answer!: (response: Response) => void;
    const created: CustomerRequest = {
      ...REQUEST,
      id: 42,
      kind: 'problem',
      status: 'pending',
      from: null,
      until: null,
      problem: 'late',
      note: null,
      reply: null,
    };
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit = {}) => {
        calls.push(`${init.method ?? 'GET'} ${url}`);
        if (init.method === 'POST') return new Promise<Response>((resolve) => (answer = resolve));
        const requests = calls.length > 2 ? [created, REQUEST] : [REQUEST];
        return Promise.resolve(new Response(JSON.stringify({ success: true, message: 'OK', data: { ...PAGE, requests } })));
      }),
    );
    await startCustomerPage(root, TOKEN);
    const form = () => within(root.querySelector<HTMLElement>('[data-testid="ask-problem"]')!);
    fireEvent.click(form().getByLabelText('Delivery was late'));
    fireEvent.click(form().getByRole('button', { name: 'Send' }));
    const sending = form().getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    fireEvent.submit(sending.form!);
    expect(calls.filter((call) => call.startsWith('POST'))).toHaveLength(1);

    answer(new Response(JSON.stringify({ success: true, message: 'Created', data: created }), { status: 201 }));
    await waitFor(() => expect(form().getByRole('status').textContent).toBe('Sent to the plant. You will see their answer here.'));
    await waitFor(() => expect(calls).toEqual([`GET ${PAGE_URL}`, `POST ${PAGE_URL}/requests`, `GET ${PAGE_URL}`]));
    const first = root.querySelector('[data-testid="requests"] li')!;
    expect(first.textContent).toContain('Waiting');
    expect(first.textContent).toContain('Problem: Delivery was late');
    // The form is ready for a new ask.
    expect((form().getByLabelText('Delivery was late') as HTMLInputElement).checked).toBe(false);
  });

  it('disputes a statement only with a note', async () => {
    const calls = stubFetch(
      ok(PAGE),
      ok({ ...REQUEST, id: 43, kind: 'statement_dispute', month: '2026-01', status: 'pending' }, 201),
      ok(PAGE),
    );
    await startCustomerPage(root, TOKEN);
    fireEvent.click(section('statements').getByRole('button', { name: 'Dispute the January 2026 statement' }));
    const note = section('statements').getByLabelText('What is wrong?') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(note);
    fireEvent.click(section('statements').getByRole('button', { name: 'Send dispute' }));
    expect(document.getElementById('st-2026-01-note-error')!.textContent).toBe('Please write a few words.');
    expect(calls).toHaveLength(1);

    fireEvent.input(note, { target: { value: 'Two cans too many on the 12th' } });
    fireEvent.click(section('statements').getByRole('button', { name: 'Send dispute' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1].body).toEqual({
      kind: 'statement_dispute',
      month: '2026-01',
      note: 'Two cans too many on the 12th',
      client_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(section('statements').queryByLabelText('What is wrong?')).toBeNull();
  });

  it('sends a request again with the same key after a lost answer, and a new key once it is changed', async () => {
    const calls = stubFetch(ok(PAGE), 'offline', 'offline', 'offline', ok({ ...REQUEST, id: 44 }, 201), ok(PAGE));
    await startCustomerPage(root, TOKEN);
    const form = within(root.querySelector<HTMLElement>('[data-testid="ask-problem"]')!);
    fireEvent.click(form.getByLabelText('Delivery was late'));
    const send = () => fireEvent.click(form.getByRole('button', { name: 'Send' }));
    const keyOf = (index: number) => (calls[index].body as { client_key: string }).client_key;
    send();
    await waitFor(() => expect(form.getByText('Could not send. Check your internet and try again.')).toBeTruthy());
    send();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(keyOf(2)).toBe(keyOf(1));
    // Changed before trying again: another request, another key.
    fireEvent.click(form.getByLabelText('A can was leaking'));
    await waitFor(() => expect((form.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false));
    send();
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(keyOf(3)).not.toBe(keyOf(2));
    send();
    await waitFor(() => expect(calls).toHaveLength(6));
    expect(keyOf(4)).toBe(keyOf(3));
  });
});
