import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';

/**
 * A customer's statement from a share link (issue 16): the owner shares the month through the
 * API; the customer opens /s/{token} on a 360 × 740 phone without signing in, reads the header,
 * the day lines and the closing figures, and asks a question, which the owner then sees.
 */
describe("the customer's statement page on a phone", () => {
  let session: BrowserSession;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  let customerId: number;
  let link: { url: string; token: string; whatsapp_url: string | null };
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit' }).format(new Date());

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Statement Owner');
    const scoped = `filter_plant_id=${owner.plantId}`;
    const areas = await api('GET', `/filter-owner/areas?${scoped}`, { token: owner.token });
    const areaId = (areas.body.data.areas ?? areas.body.data)[0].id;
    const created = await api('POST', `/filter-owner/customers?${scoped}`, {
      token: owner.token,
      body: { name: 'Sana Qureshi', area_id: areaId, phone: '0300-7654321', rate: 60 },
    });
    if (created.status !== 201) throw new Error(`customer: ${created.status} ${JSON.stringify(created.body)}`);
    customerId = created.body.data.id;
    const saved = await api('POST', `/filter-owner/daily-entries/batch?${scoped}`, {
      token: owner.token,
      body: { entries: [{ customer_id: customerId, cans_delivered: 3, cans_returned: 1, collected: 50 }] },
    });
    if (saved.status !== 201) throw new Error(`entries: ${saved.status} ${JSON.stringify(saved.body)}`);
    const shared = await api('POST', `/filter-owner/customers/${customerId}/statement/share`, { token: owner.token, body: { month } });
    if (shared.status !== 201) throw new Error(`share: ${shared.status} ${JSON.stringify(shared.body)}`);
    link = shared.body.data;
  });
  afterAll(async () => {
    await session.close();
  });

  it('shows the statement without signing in, 360 px wide, and sends a question', async () => {
    expect(link.whatsapp_url).toMatch(/^https:\/\/wa\.me\/923007654321\?text=/);
    const page = await session.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await page.goto(new URL(link.url).pathname);
    await page.getByRole('heading', { name: owner.plantName }).waitFor();
    await page.getByText('Sana Qureshi').waitFor();
    // One day: 3 delivered, 1 back, 180 charged, 50 paid, 130 owed.
    const lines = page.getByTestId('statement-line');
    expect(await lines.count()).toBe(1);
    expect(await lines.first().innerText()).toMatch(/\+3 \/ −1\s+180\s+50\s+130/);
    expect(await page.getByTestId('closing-balance').innerText()).toMatch(/130/);
    expect(await page.getByTestId('closing-cans').innerText()).toBe('2');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshot(page, 'statement-share');

    await page.getByRole('button', { name: 'I have a question' }).click();
    await page.getByLabel('Your question').fill('I was away on that day.');
    await page.getByRole('button', { name: 'Send question' }).click();
    await page.getByText('Thank you. Your question was sent to the plant.').waitFor();
    const shares = await api('GET', `/filter-owner/customers/${customerId}/statement/shares`, { token: owner.token });
    expect(shares.body.data[0].answers).toEqual([expect.objectContaining({ answer: 'question', message: 'I was away on that day.' })]);
    await page.close();
  });

  it('says so when a link was revoked', async () => {
    const revoked = await api('DELETE', `/filter-owner/statement-shares/${link.token}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    const page = await session.newPage({ viewport: { width: 360, height: 740 }, path: new URL(link.url).pathname });
    await page.getByText('This statement link does not work.').waitFor();
    await page.getByText(/withdrawn by the plant/).waitFor();
    await page.close();
  });
});
