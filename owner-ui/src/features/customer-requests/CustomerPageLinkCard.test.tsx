import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerPageLink } from '@paani/contracts';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type StubAnswer, type StubCall } from '../../test/api-stub';
import { CustomerPageLinkCard } from './CustomerPageLinkCard';
import { link, NO_LINK } from './test-data';

const LINK = '/api/filter-owner/customers/11/page-link';
const NEW_URL = 'https://paani.example/c/N3wL1nkN3wL1nk00';

/** Serves the link as `current` says, and answers a POST, PUT …/pin or DELETE with `change(call)` (which becomes the current link). */
function serve(initial: CustomerPageLink, change: (call: StubCall) => StubAnswer = () => initial) {
  let current = initial;
  const calls = stubApi((call) => {
    if (call.path !== LINK && call.path !== `${LINK}/pin`) return { fail: { status: 404, message: `not in this test: ${call.path}` } };
    if (call.method === 'GET') return current;
    const answer = change(call);
    if (answer && typeof answer === 'object' && !('fail' in answer)) current = answer as CustomerPageLink;
    return answer;
  });
  return calls;
}

const renderCard = () => renderScreen(<CustomerPageLinkCard plantId={7} customerId={11} />);
const card = () => screen.findByTestId('customer-page-link');
const changes = (calls: StubCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => (call.path === LINK ? [call.method, call.body] : [call.method, call.path, call.body]));

async function confirmIn(title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

describe("the customer's page link", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('without a link: says what the page is, and creates one with a PIN when asked', async () => {
    const calls = serve(NO_LINK, (call) => link({ pin: (call.body as { pin?: boolean }).pin ? '4821' : null }));
    renderCard();
    const section = await screen.findByRole('region', { name: "Customer's page" });
    expect(await within(section).findByText(/No app or password/)).toBeTruthy();
    expect(within(section).queryByTestId('customer-page-url')).toBeNull();

    fireEvent.click(within(section).getByRole('checkbox', { name: 'Ask for a 4-digit PIN' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Link created')).toBeTruthy();
    expect(changes(calls)).toEqual([['POST', { pin: true }]]);
    // Per plant, like the customer.
    expect(calls.find((call) => call.method === 'POST')!.query.get('filter_plant_id')).toBe('7');

    expect(((await within(section).findByTestId('customer-page-url')) as HTMLInputElement).value).toBe(link().url);
    expect(within(section).getByTestId('customer-page-pin').textContent).toBe('4821');
    expect((await card()).dataset.status).toBe('active');
  });

  it('creates one without a PIN by default', async () => {
    const calls = serve(NO_LINK, () => link());
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    await screen.findByTestId('customer-page-url');
    expect(changes(calls)).toEqual([['POST', {}]]);
    expect(screen.getByText('No PIN: the link alone opens the page.')).toBeTruthy();
  });

  it('after a revoke: says the last link no longer opens, and offers a new one', async () => {
    serve({ ...NO_LINK, status: 'revoked' });
    renderCard();
    expect(await screen.findByText('The last link was revoked and no longer opens.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create link' })).toBeTruthy();
  });

  it('active: the address to copy, Send by WhatsApp in a new tab, and no PIN', async () => {
    serve(link());
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCard();
    const url = (await screen.findByTestId('customer-page-url')) as HTMLInputElement;
    expect(url.value).toBe(link().url);
    expect(url.readOnly).toBe(true);
    expect(url.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('textbox', { name: "Address of the customer's page" })).toBe(url);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link().url));
    expect(await screen.findByText('Link copied')).toBeTruthy();

    const whatsapp = screen.getByRole('link', { name: 'Send by WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(link().whatsapp_url);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('customer-page-pin')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn PIN on' })).toBeTruthy();
  });

  it('says when copying failed', async () => {
    serve(link());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy: select the link and copy it yourself')).toBeTruthy();
  });

  it('without a number to send to: Send by WhatsApp is disabled, and says why', async () => {
    serve(link({ whatsapp_url: null }));
    renderCard();
    const button = await screen.findByRole('button', { name: 'Send by WhatsApp' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Add a phone or WhatsApp number to this customer to send the link by WhatsApp.')).toBeTruthy();
  });

  it('makes a new link after saying the old one stops working', async () => {
    const calls = serve(link(), () => link({ url: NEW_URL }));
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new link?' });
    expect(dialog.textContent).toContain('The old link stops working at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    await confirmIn('Make a new link?', 'Make new link');
    expect(await screen.findByText('New link made: the old one no longer opens')).toBeTruthy();
    expect(changes(calls)).toEqual([['POST', {}]]);
    await waitFor(() => expect((screen.getByTestId('customer-page-url') as HTMLInputElement).value).toBe(NEW_URL));
  });

  it('revokes the link after asking', async () => {
    const calls = serve(link(), () => ({ ...NO_LINK, status: 'revoked' }));
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await confirmIn('Revoke the link?', 'Revoke link');
    expect(await screen.findByText('Link revoked')).toBeTruthy();
    expect(changes(calls)).toEqual([['DELETE', undefined]]);
    expect(calls.find((call) => call.method === 'DELETE')!.query.get('filter_plant_id')).toBe('7');
    expect(await screen.findByText('The last link was revoked and no longer opens.')).toBeTruthy();
    expect((await card()).dataset.status).toBe('revoked');
  });

  it('shows the PIN when it is on, and turns it off and on on the same link', async () => {
    const calls = serve(link({ pin: '0597' }), (call) => link({ pin: (call.body as { pin?: boolean }).pin ? '7310' : null }));
    renderCard();
    expect((await screen.findByTestId('customer-page-pin')).textContent).toBe('0597');

    fireEvent.click(screen.getByRole('button', { name: 'Turn PIN off' }));
    const off = await confirmIn('Turn the PIN off?', 'Turn PIN off');
    expect(off.textContent).toContain('The link stays the same.');
    expect(await screen.findByText('PIN turned off')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('customer-page-pin')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Turn PIN on' }));
    await confirmIn('Turn the PIN on?', 'Turn PIN on');
    expect(await screen.findByText('PIN turned on')).toBeTruthy();
    expect((await screen.findByTestId('customer-page-pin')).textContent).toBe('7310');
    expect(changes(calls)).toEqual([
      ['PUT', `${LINK}/pin`, { pin: false }],
      ['PUT', `${LINK}/pin`, { pin: true }],
    ]);
  });

  it("says a change failed, with the server's reason, and shows the link as the server has it", async () => {
    const calls = serve(link(), () => ({ fail: { status: 422, message: 'This customer is inactive.' } }));
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'New link' }));
    await confirmIn('Make a new link?', 'Make new link');
    expect(await screen.findByText('The link could not be changed')).toBeTruthy();
    expect(screen.getByText('This customer is inactive.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect((screen.getByTestId('customer-page-url') as HTMLInputElement).value).toBe(link().url);
  });

  it('speaks Urdu', async () => {
    serve(link({ pin: '0597' }));
    await act(() => i18next.changeLanguage('ur'));
    try {
      renderCard();
      expect(await screen.findByRole('region', { name: 'کسٹمر کا صفحہ' })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'PIN ہٹائیں' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'واٹس ایپ پر بھیجیں' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
