import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WhatsAppSettings } from '@paani/contracts';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type StubAnswer, type StubCall } from '../../test/api-stub';
import { CONNECTED, listOf, message, NO_AUTOMATION, NOT_CONNECTED } from './test-data';
import { WhatsAppCard } from './WhatsAppCard';

const SETTINGS = '/api/filter-owner/whatsapp';
const TEST = '/api/filter-owner/whatsapp/test';
const MESSAGES = '/api/filter-owner/whatsapp/messages';
const AUTOMATION = '/api/filter-owner/whatsapp/automation';

/** Serves the settings as they stand (a PUT connects, a DELETE disconnects), and whatever `other` answers. */
function serve(start: WhatsAppSettings, other: (call: StubCall) => StubAnswer = () => ({ fail: { status: 404, message: 'not here' } })) {
  let settings = start;
  return stubApi((call) => {
    if (call.path !== SETTINGS) return other(call);
    if (call.method === 'PUT') settings = CONNECTED;
    if (call.method === 'DELETE') settings = { ...NOT_CONNECTED, webhook_url: CONNECTED.webhook_url, verify_token: CONNECTED.verify_token };
    return settings;
  });
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const card = () => screen.getByTestId('whatsapp-card');
const toggle = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });

function fillConnectForm(values: { phone?: string; account?: string; token?: string; secret?: string } = {}) {
  type(/^Phone number id/, values.phone ?? '106540352242922');
  type(/^WhatsApp Business account id/, values.account ?? '102290129340398');
  type(/^Permanent access token/, values.token ?? 'EAAG-secret-token-1234');
  type(/^App secret/, values.secret ?? 'app-secret-5678');
}

describe('WhatsAppCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("explains itself when not connected, checks the form by the server's rules and sends nothing until they hold", async () => {
    const calls = serve(NOT_CONNECTED);
    renderScreen(<WhatsAppCard />);
    expect(await screen.findByText(/Connect your own WhatsApp Business number/)).toBeTruthy();
    expect(screen.getByText(/the WhatsApp \(wa\.me\) links keep working/)).toBeTruthy();
    expect(within(card()).getByText('Not connected')).toBeTruthy();
    // The secrets are password fields.
    expect((screen.getByLabelText(/^Permanent access token/) as HTMLInputElement).type).toBe('password');
    expect((screen.getByLabelText(/^App secret/) as HTMLInputElement).type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The phone number id must be digits.')).toBeTruthy();
    expect(screen.getByText('The business account id must be digits.')).toBeTruthy();
    expect(screen.getByText('Enter the access token.')).toBeTruthy();
    expect(screen.getByText('Enter the app secret.')).toBeTruthy();

    fillConnectForm({ phone: '1065-4035', account: 'abc' });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByText('Enter the access token.')).toBeNull());
    expect(screen.getByText('The phone number id must be digits.')).toBeTruthy();
    expect(screen.getByText('The business account id must be digits.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('connects with the four values (spaces around them dropped), then shows the account and never the secrets', async () => {
    const calls = serve(NOT_CONNECTED);
    renderScreen(<WhatsAppCard />);
    await screen.findByLabelText(/^Phone number id/);
    fillConnectForm({ phone: ' 106540352242922 ', token: 'EAAG-secret-token-1234\n' });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('WhatsApp account connected')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: SETTINGS,
      body: {
        phone_number_id: '106540352242922',
        business_account_id: '102290129340398',
        access_token: 'EAAG-secret-token-1234',
        app_secret: 'app-secret-5678',
      },
    });
    expect(await within(card()).findByText('Connected')).toBeTruthy();
    expect(screen.getByTestId('token-hint').textContent).toBe('ending …WXYZ');
    expect(card().textContent).not.toContain('EAAG-secret-token-1234');
    expect(card().textContent).not.toContain('app-secret-5678');
    expect(screen.queryByLabelText(/^Permanent access token/)).toBeNull();
    expect(card().querySelectorAll('input[type="password"]')).toHaveLength(0);
  });

  it("puts the server's 422 messages under their fields, and its other refusals above them", async () => {
    let answer: StubAnswer = {
      fail: {
        status: 422,
        message: 'Validation failed',
        errors: { access_token: ['The access token may not be greater than 1000 characters.'] },
      },
    };
    stubApi((call) => (call.method === 'PUT' ? answer : NOT_CONNECTED));
    renderScreen(<WhatsAppCard />);
    await screen.findByLabelText(/^Phone number id/);
    fillConnectForm();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const message = await screen.findByText('The access token may not be greater than 1000 characters.');
    expect(message.id).toBe((screen.getByLabelText(/^Permanent access token/) as HTMLInputElement).getAttribute('aria-describedby'));

    answer = { fail: { status: 503, message: 'The database is not reachable right now.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(i18next.t('app:errors.server'))).toBeTruthy();
  });

  it('shows the ids, the webhook URL and verify token with copy buttons, and what to do with them', async () => {
    serve(CONNECTED);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen(<WhatsAppCard />);
    expect(await screen.findByText('106540352242922')).toBeTruthy();
    expect(screen.getByText('102290129340398')).toBeTruthy();
    expect(screen.getByText(/Enter the callback URL and the verify token in your Meta app's webhook settings/)).toBeTruthy();
    expect(screen.getByTestId('webhook-url').textContent).toBe(CONNECTED.webhook_url);
    // A URL reads left to right in Urdu too.
    expect(screen.getByTestId('webhook-url').querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('verify-token').textContent).toBe(CONNECTED.verify_token);

    fireEvent.click(screen.getByRole('button', { name: 'Copy Callback URL' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CONNECTED.webhook_url));
    expect(await screen.findByText('Callback URL copied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Verify token' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(CONNECTED.verify_token));

    expect(screen.getByRole('link', { name: 'Sent messages' }).getAttribute('href')).toBe('/filter-owner/whatsapp/messages');
  });

  it('"Change credentials" opens the form again and puts the new ones', async () => {
    const calls = serve(CONNECTED);
    renderScreen(<WhatsAppCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change credentials' }));
    expect(screen.getByText('New credentials')).toBeTruthy();
    fillConnectForm({ token: 'EAAG-new-token-9999' });
    fireEvent.click(screen.getByRole('button', { name: 'Save credentials' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect((calls.find((call) => call.method === 'PUT')!.body as { access_token: string }).access_token).toBe('EAAG-new-token-9999');
    await waitFor(() => expect(screen.queryByText('New credentials')).toBeNull());
  });

  it('disconnects only once confirmed', async () => {
    const calls = serve(CONNECTED);
    renderScreen(<WhatsAppCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect WhatsApp?' });
    expect(dialog.textContent).toContain('The wa.me links keep working');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'DELETE')!.path).toBe(SETTINGS);
    expect(await screen.findByText('WhatsApp account disconnected')).toBeTruthy();
    expect(await within(card()).findByText('Not connected')).toBeTruthy();
    expect(screen.getByLabelText(/^Phone number id/)).toBeTruthy();
  });

  it('shows the automatic messages as the settings have them, each explained, and when they apply', async () => {
    serve({ ...CONNECTED, automation: { ...NO_AUTOMATION, payments: true, statements: true } });
    renderScreen(<WhatsAppCard />);
    const section = await screen.findByRole('region', { name: 'Automatic messages' });
    expect(within(section).getAllByRole('switch')).toHaveLength(4);
    expect(toggle('Delivery receipts').checked).toBe(false);
    expect(toggle('Payment thanks').checked).toBe(true);
    expect(toggle('Monthly statements').checked).toBe(true);
    expect(toggle('Delivery receipts').disabled).toBe(false);
    expect(screen.getByRole('switch', { description: 'A WhatsApp receipt to the customer after each delivery.' })).toBe(
      toggle('Delivery receipts'),
    );
    expect(screen.getByRole('switch', { description: 'A thank-you to the customer after each payment.' })).toBe(toggle('Payment thanks'));
    expect(
      screen.getByRole('switch', {
        description: "Each customer's statement of the month just ended, sent on the first day of the next month.",
      }),
    ).toBe(toggle('Monthly statements'));
    expect(section.textContent).toContain(
      'They apply from the moment you turn them on, never to earlier deliveries or payments, and never to a number that replied STOP.',
    );
  });

  it('saves a switch at once with all three values, showing it on and every switch waiting until the answer', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const calls = serve(CONNECTED, async (call) => {
      if (call.method === 'PUT' && call.path === AUTOMATION) {
        await answered;
        return { ...CONNECTED, automation: call.body };
      }
      return { fail: { status: 404, message: 'not here' } };
    });
    renderScreen(<WhatsAppCard />);
    await screen.findByRole('region', { name: 'Automatic messages' });
    fireEvent.click(toggle('Delivery receipts'));

    await waitFor(() => expect(calls.filter((call) => call.path === AUTOMATION)).toHaveLength(1));
    expect(calls.find((call) => call.path === AUTOMATION)).toMatchObject({
      method: 'PUT',
      body: { ...NO_AUTOMATION, receipts: true },
    });
    // Optimistic: on at once, and nothing can be switched until the server answers.
    expect(toggle('Delivery receipts').checked).toBe(true);
    expect(screen.getAllByRole<HTMLInputElement>('switch').every((each) => each.disabled)).toBe(true);

    release();
    await waitFor(() => expect(toggle('Delivery receipts').disabled).toBe(false));
    expect(toggle('Delivery receipts').checked).toBe(true);
    expect(toggle('Payment thanks').checked).toBe(false);
    // The answer is the settings: the cache holds it, nothing is loaded again.
    expect(calls.filter((call) => call.method === 'GET' && call.path === SETTINGS)).toHaveLength(1);

    fireEvent.click(toggle('Monthly statements'));
    await waitFor(() => expect(calls.filter((call) => call.path === AUTOMATION)).toHaveLength(2));
    expect(calls.filter((call) => call.path === AUTOMATION)[1].body).toEqual({ ...NO_AUTOMATION, receipts: true, statements: true });
    await waitFor(() => expect(toggle('Monthly statements').disabled).toBe(false));
    expect(toggle('Monthly statements').checked).toBe(true);
  });

  it("puts a refused switch back to the server's value and says why", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const calls = serve(CONNECTED, async (call) => {
      if (call.path !== AUTOMATION) return { fail: { status: 404, message: 'not here' } };
      await answered;
      return { fail: { status: 422, message: 'Connect a WhatsApp account first.' } };
    });
    renderScreen(<WhatsAppCard />);
    await screen.findByRole('region', { name: 'Automatic messages' });
    fireEvent.click(toggle('Payment thanks'));
    await waitFor(() => expect(toggle('Payment thanks').checked).toBe(true));

    release();
    expect(await screen.findByText('The automatic messages could not be saved')).toBeTruthy();
    expect(screen.getByText('Connect a WhatsApp account first.')).toBeTruthy();
    expect(calls.find((call) => call.path === AUTOMATION)!.body).toEqual({ ...NO_AUTOMATION, payments: true });
    await waitFor(() => expect(toggle('Payment thanks').checked).toBe(false));
    expect(toggle('Payment thanks').disabled).toBe(false);
    // And the settings load again, so what shows is what the server has.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.path === SETTINGS)).toHaveLength(2));
    expect(toggle('Payment thanks').checked).toBe(false);
  });

  it('sends a test message to a Pakistani mobile only, then shows its state from the log', async () => {
    const calls = serve(CONNECTED, (call) => {
      if (call.method === 'POST' && call.path === TEST) return { id: 41, state: 'queued' };
      if (call.path === MESSAGES)
        return listOf([message({ id: 41, kind: 'test', customer_id: null, customer_name: null, month: null, state: 'delivered' })]);
      return { fail: { status: 404, message: 'not here' } };
    });
    renderScreen(<WhatsAppCard />);
    const phone = await screen.findByLabelText(/^Mobile number/);
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test message' }));
    expect(await screen.findByText('Enter a Pakistani mobile number, e.g. 0300-1234567.')).toBeTruthy();
    expect(calls.some((call) => call.path === TEST)).toBe(false);

    fireEvent.change(phone, { target: { value: '0300-1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test message' }));
    expect(await screen.findByText('Test message queued')).toBeTruthy();
    expect(calls.find((call) => call.path === TEST)).toMatchObject({ method: 'POST', body: { phone: '0300-1234567' } });
    const sent = await screen.findByTestId('test-message');
    await waitFor(() => expect(within(sent).getByTestId('message-state').dataset.state).toBe('delivered'));
    expect(within(sent).getByText('Delivered')).toBeTruthy();
    const log = calls.find((call) => call.path === MESSAGES)!;
    expect(log.query.get('kind')).toBe('test');
  });

  it('shows a skeleton while loading, then why it failed with a Retry', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    stubApi(async () => {
      await waiting;
      return fail ? { fail: { status: 503, message: 'The database cannot be reached' } } : NOT_CONNECTED;
    });
    renderScreen(<WhatsAppCard />);
    expect(screen.getByTestId('whatsapp-loading')).toBeTruthy();
    release();
    expect(await screen.findByText('Your WhatsApp settings could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Phone number id/)).toBeTruthy();
  });

  it('chooses receipts once a day, and saves the reminder rule after checking it', async () => {
    const calls = serve({ ...CONNECTED, automation: { ...NO_AUTOMATION, receipts: true, reminders: true } }, async (call) =>
      call.method === 'PUT' && call.path === AUTOMATION
        ? { ...CONNECTED, automation: call.body }
        : { fail: { status: 404, message: 'not here' } },
    );
    renderScreen(<WhatsAppCard />);
    await screen.findByRole('region', { name: 'Automatic messages' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'When receipts go' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Once a day, the next morning' }));
    await waitFor(() => expect(calls.filter((call) => call.path === AUTOMATION)).toHaveLength(1));
    expect(calls.find((call) => call.path === AUTOMATION)!.body).toEqual({
      ...NO_AUTOMATION,
      receipts: true,
      reminders: true,
      receipt_timing: 'daily',
    });

    const rule = within(screen.getByTestId('reminder-rule'));
    fireEvent.change(rule.getByLabelText('At most once every (days)'), { target: { value: '0' } });
    fireEvent.click(rule.getByRole('button', { name: 'Save rule' }));
    expect(await rule.findByText('Enter whole days from 1 to 90.')).toBeTruthy();
    expect(calls.filter((call) => call.path === AUTOMATION)).toHaveLength(1);
    fireEvent.change(rule.getByLabelText('At most once every (days)'), { target: { value: '10' } });
    fireEvent.change(rule.getByLabelText('When they owe at least (Rs)'), { target: { value: '1500' } });
    fireEvent.click(rule.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(calls.filter((call) => call.path === AUTOMATION)).toHaveLength(2));
    expect(calls.filter((call) => call.path === AUTOMATION)[1].body).toMatchObject({
      reminder_min_balance: 1500,
      reminder_every_days: 10,
      reminders: true,
    });
  });

  it('speaks Urdu, with the ids left to right', async () => {
    serve(CONNECTED);
    await act(() => i18next.changeLanguage('ur'));
    try {
      renderScreen(<WhatsAppCard />);
      expect(await screen.findByRole('heading', { name: 'واٹس ایپ بزنس' })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'کریڈینشلز بدلیں' })).toBeTruthy();
      expect(screen.getByText('106540352242922').closest('bdi')?.getAttribute('dir')).toBe('ltr');
      expect(screen.getByRole('switch', { name: 'ڈیلیوری کی رسیدیں' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
