import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { baseUrl, launchBrowser, screenshot, type BrowserSession } from '../support/browser';

/**
 * Urdu, right to left (issue 17), against the real server: the owner signs in, switches to Urdu in
 * the header and the page turns right to left in Urdu; the customers table reads from the right;
 * money is written for ur-PK, in Eastern Arabic digits once chosen, while a phone stays left to
 * right; the choice is kept on the owner's account, so a reload and a sign-in on a device that
 * has forgotten it open in Urdu again. Titles checked: the header's and the customers screen's.
 */
describe('Urdu, right to left', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const offSite: string[] = [];

  const html = () =>
    page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { dir: string; lang: string } } }).document.documentElement;
      return { dir: root.dir, lang: root.lang };
    });
  const signIn = async () => {
    await page.getByLabel(/Email|ای میل/).fill(owner.email);
    await page
      .getByLabel(/^(Password|پاس ورڈ)/, { exact: false })
      .first()
      .fill(owner.password);
    await page.getByRole('button', { name: /^(Sign in|سائن اِن کریں)$/ }).click();
    await page.waitForURL(/\/filter-owner\/(dashboard|customers)/);
  };
  const chooseInHeader = async (item: string) => {
    await page
      .getByRole('button', { name: /Language and digits|زبان اور ہندسے/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  const balanceCell = () => page.getByTestId('customer-row').filter({ hasText: 'Bilal Ahmed' }).locator('td').nth(7);

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Urdu Owner');
    const areas = await api('GET', `/filter-owner/areas?filter_plant_id=${owner.plantId}`, { token: owner.token });
    const created = await api('POST', `/filter-owner/customers?filter_plant_id=${owner.plantId}`, {
      token: owner.token,
      body: { name: 'Bilal Ahmed', phone: '0300-7654321', area_id: areas.body.data.areas[0].id, opening_balance: 1500 },
    });
    if (created.status >= 300) throw new Error(`Adding a customer failed: ${JSON.stringify(created.body)}`);
    page = await session.newPage({ path: '/login' });
    const origin = new URL(baseUrl()).origin;
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) offSite.push(url);
    });
  });
  afterAll(async () => {
    await session.close();
  });

  it('signs in in English, left to right', async () => {
    await signIn();
    expect(await html()).toEqual({ dir: 'ltr', lang: 'en' });
  });

  it('switches to Urdu from the header: <html dir="rtl" lang="ur">, the title in Urdu, the Urdu font first', async () => {
    await chooseInHeader('اردو');
    await page.locator('html[dir="rtl"][lang="ur"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByText('ڈیش بورڈ', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'اکاؤنٹ مینو' }).waitFor();
    const font = await page.evaluate(() => {
      const g = globalThis as unknown as { document: { body: object }; getComputedStyle(e: object): { fontFamily: string } };
      return g.getComputedStyle(g.document.body).fontFamily;
    });
    expect(font.startsWith('"Noto Naskh Arabic"')).toBe(true);
  });

  it('lays the customers table out from the right, money in ur-PK rupees, the phone left to right', async () => {
    await page.goto('/filter-owner/customers');
    // The screen's own words in Urdu: its title, and the sidebar named in Urdu.
    await page.getByRole('heading', { name: 'کسٹمرز', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'مین مینو' }).waitFor();
    await page.getByRole('banner').getByText('کسٹمرز', { exact: true }).waitFor();
    expect(await page.title()).toBe('کسٹمرز · پانی');
    const row = page.getByTestId('customer-row').filter({ hasText: 'Bilal Ahmed' });
    await row.waitFor();
    const cells = row.locator('td');
    const [tick, code, name] = await Promise.all([0, 1, 2].map(async (i) => (await cells.nth(i).boundingBox())!));
    // The first columns stand at the right and each next one to its left.
    expect(tick.x).toBeGreaterThan(code.x);
    expect(code.x).toBeGreaterThan(name.x);
    const nameCell = cells.nth(2);
    expect(await nameCell.evaluate((cell) => (globalThis as any).getComputedStyle(cell).textAlign)).toBe('right');
    const nameLink = (await nameCell.locator('a').boundingBox())!;
    const nameBox = (await nameCell.boundingBox())!;
    // Right-aligned: the name hugs the cell's right edge (its padding), far from its left.
    expect(nameBox.x + nameBox.width - (nameLink.x + nameLink.width)).toBeLessThan(nameLink.x - nameBox.x);
    expect((await balanceCell().innerText()).replace(/\s/g, ' ')).toBe('Rs 1,500');
    const phone = row.locator('bdi[dir="ltr"]').filter({ hasText: '7654321' });
    expect(await phone.count()).toBe(1);
    expect(await phone.evaluate((bdi) => (globalThis as any).getComputedStyle(bdi).direction)).toBe('ltr');
    await screenshot(page, 'urdu-customers');
  });

  it('writes Eastern Arabic digits once chosen, and keeps the choice on the account', async () => {
    await chooseInHeader('اردو ہندسے (۱۲۳)');
    await page.waitForFunction(() => (globalThis as any).localStorage.getItem('digits') === 'arabext');
    await balanceCell().getByText(/۱٬۵۰۰/).waitFor();
    expect((await balanceCell().innerText()).replace(/\s/g, ' ')).toBe('Rs ۱٬۵۰۰');
    // Saved: the device no longer holds an unsaved choice, and the server answers it.
    await page.waitForFunction(() => (globalThis as any).localStorage.getItem('unsavedLanguageChoice') === null);
    expect((await api('GET', '/profile', { token: owner.token })).body.data).toMatchObject({ language: 'ur', digits: 'arabext' });
  });

  it("moves along the day sheet's columns the way they are laid out: ArrowLeft goes on to the next column", async () => {
    await page.goto('/filter-owner/daily-entries');
    const row = page.locator('[data-testid="sheet-row"][data-state="draft"]').first();
    const delivered = row.getByTestId('cell-delivered');
    const returned = row.getByTestId('cell-returned');
    await delivered.focus();
    // Right to left, the next column (returned cans) stands to the left of the first.
    expect((await returned.boundingBox())!.x).toBeLessThan((await delivered.boundingBox())!.x);
    await page.keyboard.press('ArrowLeft');
    await expect(returned.evaluate((cell) => cell === (globalThis as any).document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(delivered.evaluate((cell) => cell === (globalThis as any).document.activeElement)).resolves.toBe(true);
  });

  it('opens in Urdu after a reload, and after a new sign-in on a device that forgot the choice', async () => {
    await page.goto('/filter-owner/customers');
    await page.reload();
    await balanceCell().getByText(/۱٬۵۰۰/).waitFor();
    expect(await html()).toEqual({ dir: 'rtl', lang: 'ur' });

    await page.getByRole('button', { name: 'اکاؤنٹ مینو' }).click();
    await page.getByRole('menuitem', { name: 'لاگ آؤٹ' }).click();
    await page.waitForURL(/\/login/);
    await page.evaluate(() => (globalThis as any).localStorage.clear());
    await page.reload();
    expect(await html()).toEqual({ dir: 'ltr', lang: 'en' });
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await signIn();
    await page.locator('html[dir="rtl"][lang="ur"]').waitFor({ state: 'attached' });
    // The header names the page sign-in lands on (the dashboard, or the customers where the owner was) in Urdu.
    await page
      .getByRole('banner')
      .getByText(/^(ڈیش بورڈ|کسٹمرز)$/)
      .waitFor();
    await page.goto('/filter-owner/customers');
    await balanceCell().getByText(/۱٬۵۰۰/).waitFor();
    expect(offSite).toEqual([]);
  });
});
