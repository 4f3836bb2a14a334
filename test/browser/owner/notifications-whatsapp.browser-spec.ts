import type { Page } from 'playwright-core';
import { FakeGraphApi, startFakeGraphApi } from '../../support/fake-graph-api';
import { pdfText } from '../../support/pdf-text';
import { api, readyOwner, superAdminToken } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { eventually } from '../support/eventually';
import { signInContext, toastText } from '../support/owner-session';

/**
 * The owner's bell and feed, an announcement from the super admin, and WhatsApp sent by the
 * product: the owner connects a (fake) WhatsApp Business account, sends a test message and a
 * customer's statement, and follows them in the messages log. WhatsApp's Graph API is a local
 * fake on the port this worker's server was given (PAANI_GRAPH_URL): nothing reaches Meta.
 */
describe('notifications and WhatsApp from the owner app', () => {
  let session: BrowserSession;
  let page: Page;
  let graph: FakeGraphApi;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit' }).format(new Date());
  const bell = () => page.getByRole('button', { name: /^Notifications/ }).first();

  beforeAll(async () => {
    graph = await startFakeGraphApi(Number(new URL(process.env.PAANI_GRAPH_URL!).port));
    session = await launchBrowser();
    owner = await readyOwner('Notified Owner');
    const scoped = `filter_plant_id=${owner.plantId}`;
    const { areas } = (await api('GET', `/filter-owner/areas?${scoped}`, { token: owner.token })).body.data;
    const created = await api('POST', `/filter-owner/customers?${scoped}`, {
      token: owner.token,
      body: { name: 'Saima Khan', area_id: areas[0].id, phone: '0300-7654321', credit_limit: 10, opening_balance: 250 },
    });
    if (created.status !== 201) throw new Error(`customer: ${created.status} ${JSON.stringify(created.body)}`);
    // To this owner only: the other files on this worker's server never see it.
    const now = Date.now();
    const announced = await api('POST', '/admin/announcements', {
      token: await superAdminToken(),
      body: {
        title: 'Tariff update',
        text: 'New plan prices from next month.',
        level: 'info',
        starts_at: new Date(now - 60_000).toISOString(),
        ends_at: new Date(now + 86_400_000).toISOString(),
        audience: 'owner',
        owner_id: owner.id,
      },
    });
    if (announced.status !== 201) throw new Error(`announcement: ${announced.status} ${JSON.stringify(announced.body)}`);
    page = await session.newPage({ timezoneId: 'Asia/Karachi' });
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
    await graph.close();
  });

  it("counts the unread in the bell, opens each where it is handled, and shows the super admin's announcement on the dashboard", async () => {
    await page.goto('/filter-owner/dashboard');
    await page.getByText('Tariff update').waitFor();
    await eventually(() => bell().getAttribute('aria-label'), 'Notifications, 2 unread');
    await bell().click();
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByText('Customers over their credit limit: 1').waitFor();
    await page.getByText('New plan prices from next month.').waitFor();
    await screenshot(page, 'notifications');

    await page.getByText('Customers over their credit limit: 1').click();
    await page.waitForURL('**/filter-owner/customers');
    await eventually(() => bell().getAttribute('aria-label'), 'Notifications, 1 unread');

    // Dismissed on the dashboard: read, and the bell shows no count.
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await eventually(() => bell().getAttribute('aria-label'), 'Notifications');
    expect(await page.getByText('Tariff update').count()).toBe(0);
  });

  it('connects a WhatsApp Business account and sends a test message', async () => {
    await page.goto('/filter-owner/settings');
    await page.getByText('Connect your WhatsApp Business number').waitFor();
    await page.getByLabel('Phone number id').fill(graph.phoneNumberId);
    await page.getByLabel('WhatsApp Business account id').fill('102290129340398');
    await page.getByRole('textbox', { name: 'Permanent access token' }).fill(graph.token);
    await page.getByRole('textbox', { name: 'App secret' }).fill('browser-app-secret-123');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    expect(await toastText(page, 'WhatsApp account connected')).toBeTruthy();
    await page.getByText(graph.token.slice(-4)).waitFor();
    expect(await page.content()).not.toContain(graph.token);
    await page
      .getByText(/\/api\/whatsapp\/webhook\/[0-9a-f]{32}/)
      .first()
      .waitFor();

    await page.getByLabel('Mobile number').fill('0300-1112223');
    await page.getByRole('button', { name: 'Send test message' }).click();
    await eventually(async () => graph.sent.some((m) => m.name === 'hello_world' && m.to === '923001112223'), true);
    await screenshot(page, 'whatsapp-connected');
  });

  it("sends a customer's statement with its PDF from the month's run, and the log shows it sent", async () => {
    await page.goto('/filter-owner/statements');
    await page.getByLabel('Month').fill(month);
    await page.getByRole('button', { name: 'Make statements' }).click();
    await page.getByRole('heading', { name: /^1 statements? for/ }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: "Send Saima Khan's statement by WhatsApp" }).click();
    expect(await toastText(page, 'Statement queued for WhatsApp')).toBeTruthy();
    await eventually(async () => graph.sent.some((m) => m.name === 'paani_statement' && m.to === '923007654321'), true);
    const statement = graph.sent.find((m) => m.name === 'paani_statement')!;
    expect(statement.body[0]).toBe('Saima Khan');
    const pdf = graph.media.find((m) => m.id === statement.document!.id)!;
    expect((await pdfText(pdf.bytes)).text).toContain('Saima Khan');

    await page.goto('/filter-owner/whatsapp/messages');
    const table = page.getByRole('table', { name: 'WhatsApp messages' });
    await table.waitFor();
    await eventually(async () => {
      const text = await table.innerText();
      return ['Saima Khan', 'Statement', 'Sent', 'Test'].every((part) => text.includes(part));
    }, true);
    await screenshot(page, 'whatsapp-messages');
  });
});
