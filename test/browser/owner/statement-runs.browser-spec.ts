import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { pdfText } from '../../support/pdf-text';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

/**
 * Month-end statements (issue 16): the owner starts the month's run on /filter-owner/statements,
 * watches the progress bar fill while the job renders the PDFs, downloads the ZIP, and walks
 * through "send all", one tap per customer (WhatsApp itself is answered by a stub: no request
 * leaves the machine), each tap marking the customer's statement sent.
 */
describe('the month-end statement run', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const CUSTOMERS = 40;
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit' }).format(new Date());
  const whatsapp: string[] = [];

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Statements Owner');
    const scoped = `filter_plant_id=${owner.plantId}`;
    const areas = await api('GET', `/filter-owner/areas?${scoped}`, { token: owner.token });
    const areaId = (areas.body.data.areas ?? areas.body.data)[0].id;
    for (let i = 1; i <= CUSTOMERS; i++) {
      const created = await api('POST', `/filter-owner/customers?${scoped}`, {
        token: owner.token,
        body: { name: `Run Customer ${String(i).padStart(2, '0')}`, area_id: areaId, phone: `0300-70000${String(i).padStart(2, '0')}` },
      });
      if (created.status !== 201) throw new Error(`customer: ${created.status} ${JSON.stringify(created.body)}`);
    }
    page = await session.newPage({ timezoneId: 'Asia/Karachi' });
    // WhatsApp is never reached: the stub answers and records what was asked.
    await page.context().route('https://wa.me/**', (route) => {
      whatsapp.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' });
    });
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('starts the run from the menu, shows its progress bar, then lists every statement', async () => {
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('link', { name: /Statements/ }).click();
    await page.waitForURL('**/filter-owner/statements');
    await page.getByRole('heading', { name: 'Statements', level: 1 }).waitFor();
    await page.getByLabel('Month').fill(month);
    await page.getByRole('button', { name: 'Make statements' }).click();
    const bar = page.getByRole('progressbar', { name: 'Statements made' });
    await bar.waitFor();
    const values: number[] = [];
    while (await bar.isVisible()) {
      // The bar may go between isVisible and the read: no value then (Number(null) would be a 0).
      const raw = await bar.getAttribute('aria-valuenow').catch(() => null);
      if (raw !== null && Number.isFinite(Number(raw))) values.push(Number(raw));
      await page.waitForTimeout(100);
    }
    expect(values.length).toBeGreaterThan(0);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await page.getByRole('heading', { name: new RegExp(`^${CUSTOMERS} statements for`) }).waitFor();
    const rows = page.getByRole('table', { name: 'Statements of the run' }).getByRole('row');
    expect(await rows.count()).toBe(CUSTOMERS + 1);
    await screenshot(page, 'statement-run');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all (ZIP)' }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^statements-${month}-run-\\d+\\.zip$`));

    // The same run as one merged PDF: a real PDF with a page per customer at least.
    const merged = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all (one PDF)' }).click();
    const pdf = await merged;
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^statements-${month}-run-\\d+\\.pdf$`));
    const bytes = readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfText(bytes)).pages).toBeGreaterThanOrEqual(CUSTOMERS);

    // Making them again with nothing changed answers the same run.
    await page.getByRole('button', { name: 'Make statements' }).click();
    expect(await toastText(page, 'are up to date')).toContain('nothing changed');
  });

  it('walks through sending every statement on WhatsApp, one tap each, marking each sent', async () => {
    await page.getByRole('link', { name: 'Send all on WhatsApp' }).click();
    await page.getByRole('heading', { name: 'Send statements on WhatsApp' }).waitFor();
    for (let i = 1; i <= 3; i++) {
      await page.getByRole('heading', { name: `Run Customer ${String(i).padStart(2, '0')}` }).waitFor();
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Open WhatsApp and mark sent' }).click();
      await (await popup).waitForURL(/wa\.me/);
      await page.getByText(`${CUSTOMERS - i} left to send`).waitFor();
    }
    expect(whatsapp).toHaveLength(3);
    expect(whatsapp[0]).toMatch(/^https:\/\/wa\.me\/92300700000?1\?text=/);
    expect(decodeURIComponent(whatsapp[0])).toContain('/s/');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('heading', { name: 'Run Customer 05' }).waitFor();
    await page.getByRole('link', { name: 'Back to statements' }).click();
    await page.waitForURL(/\/filter-owner\/statements\?run=\d+$/);
    await screenshot(page, 'statement-run-sent');
    const sent = page
      .getByRole('table', { name: 'Statements of the run' })
      .getByRole('row')
      .filter({ has: page.getByText('Sent', { exact: true }), hasNotText: 'Code' });
    await sent.first().waitFor();
    expect(await sent.count()).toBe(3);
  });
});
