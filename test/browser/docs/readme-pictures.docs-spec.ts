import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { consoleToken, openSignedIn } from '../admin/support/console';
import { api, ownerWithRider } from '../support/api';
import { baseUrl, launchBrowser, type BrowserSession } from '../support/browser';
import { signInContext } from '../support/owner-session';

/**
 * `npm run docs:screenshots`: the README's pictures (docs/images/), taken from the real screens of
 * the built product on a demo plant seeded through the API: a week of deliveries and payments for
 * eighteen customers. Not part of `npm test` (its file name is not a browser spec's); each picture
 * is taken only once the seeded figures it shows are on the screen.
 */
const IMAGES = resolve(__dirname, '../../../docs/images');
const RIDER = { email: `demo-rider-${Date.now().toString(36)}@paani.demo`, password: 'demo-rider-password' };
const NAMES = [
  'Muhammad Aslam',
  'Ayesha Siddiqui',
  'Bilal Ahmed',
  'Fatima Zahra',
  'Hamza Qureshi',
  'Nadia Hussain',
  'Usman Ghani',
  'Sana Javed',
  'Imran Butt',
  'Rabia Anwar',
  'Tariq Mehmood',
  'Zainab Akhtar',
  'Kamran Sheikh',
  'Hina Rauf',
  'Adeel Chaudhry',
  'Mehwish Iqbal',
  'Farhan Malik',
  'Saima Nawaz',
];

const day = (today: string, offset: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

async function must<T = any>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const { status, body: envelope } = await api<T>(method, path, { token, body });
  if (status >= 300) throw new Error(`${method} ${path} failed: ${status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

async function picture(page: Page, name: string): Promise<void> {
  mkdirSync(IMAGES, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(IMAGES, `${name}.png`) });
}

describe("the README's pictures", () => {
  let session: BrowserSession;
  let seeded: Awaited<ReturnType<typeof ownerWithRider>>;
  let today: string;
  /** Bilal Ahmed: an opening balance, a week of deliveries, a payment; statements in Urdu. */
  let bilalId: number;

  beforeAll(async () => {
    session = await launchBrowser();
    seeded = await ownerWithRider('Al-Noor Water', [], RIDER);
    const { owner, scoped } = seeded;
    // The operator activates the plant, as after its first invoice is settled.
    await must('PUT', `/super-admin/filter-plants/${owner.plantId}/toggle-status`, await consoleToken());
    const sheet = await must<{ date: string }>('GET', `/filter-owner/daily-entries/sheet?${scoped}`, owner.token);
    today = sheet.date;
    const { areas } = await must<{ areas: Array<{ id: number }> }>('GET', `/filter-owner/areas?${scoped}`, owner.token);
    const ids: number[] = [];
    for (const [n, name] of NAMES.entries()) {
      const created = await must<{ id: number }>('POST', `/filter-owner/customers?${scoped}`, owner.token, {
        name,
        area_id: areas[0].id,
        phone: `0300${String(4_200_000 + n * 7_919).padStart(7, '0')}`,
        address: `House ${12 + n * 3}, Street ${1 + (n % 9)}, Gulberg III, Lahore`,
        opening_balance: (n * 370) % 2400,
        opening_cans: n % 3,
        opening_date: day(today, -7),
        schedule: { kind: 'daily', quantity: 1 + (n % 3) },
        language: n % 2 === 0 ? 'ur' : 'en',
      });
      ids.push(created.id);
    }
    bilalId = ids[2];
    for (let offset = -7; offset < 0; offset += 1) {
      const entries = ids.map((id, n) => ({
        customer_id: id,
        cans_delivered: 1 + ((n + offset + 7) % 3),
        cans_returned: (n + offset + 7) % 2,
        collected: (n + offset) % 4 === 0 ? 200 : 0,
      }));
      await must('POST', `/filter-owner/daily-entries/batch?${scoped}`, owner.token, { date: day(today, offset), entries });
    }
    for (const id of ids.slice(0, 6))
      await must('POST', `/filter-owner/customers/${id}/payments`, owner.token, { amount: 500, method: 'jazzcash', reference: 'JC-2291' });
    // This morning's round is half done: the rest of the sheet waits for the owner.
    const morning = ids.slice(0, 9).map((id, n) => ({ customer_id: id, cans_delivered: 1 + (n % 3), cans_returned: 1, collected: 0 }));
    await must('POST', `/filter-owner/daily-entries/batch?${scoped}`, owner.token, { date: today, entries: morning });
  });
  afterAll(async () => {
    await session.close();
  });

  it("the owner's dashboard and day sheet", async () => {
    const page = await session.newPage();
    await signInContext(page.context(), seeded.owner.email, seeded.owner.password);
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('heading', { name: 'Filter Owner Dashboard' }).waitFor();
    await page.getByText('Total Customers').locator('..').getByText('18').waitFor();
    await picture(page, 'owner-dashboard');

    await page.goto('/filter-owner/daily-entries');
    await page.getByText('Muhammad Aslam').first().waitFor();
    await page.getByText('Saima Nawaz').first().waitFor();
    await picture(page, 'day-sheet');
    await page.close();
  });

  it("the rider's day on a phone, in Urdu", async () => {
    const page = await session.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signInContext(page.context(), RIDER.email, RIDER.password);
    await page.goto('/rider');
    await page.getByRole('button', { name: 'Language and digits' }).click();
    await page.getByRole('menuitem', { name: 'اردو' }).click();
    await page.locator('html[dir="rtl"][lang="ur"]').waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'ڈیلیوریاں' }).click();
    await page.getByText('Muhammad Aslam').first().waitFor();
    await picture(page, 'rider-sheet-urdu');
    await page.close();
  });

  it("a customer's statement: the shared page and the PDF", async () => {
    const { owner } = seeded;
    const month = today.slice(0, 7);
    const link = await must<{ url: string }>('POST', `/filter-owner/customers/${bilalId}/statement/share`, owner.token, { month });
    const phone = await session.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await phone.goto(new URL(link.url).pathname);
    await phone.getByText('Bilal Ahmed').first().waitFor();
    await picture(phone, 'statement-share');
    await phone.close();

    const pdf = await fetch(`${baseUrl()}/api/filter-owner/customers/${bilalId}/statement?month=${month}&format=pdf`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'paani-statement-')), 'statement.pdf');
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const viewer = await session.newPage({ viewport: { width: 900, height: 1000 } });
    await viewer.goto(`file://${file}#toolbar=0&navpanes=0&view=FitH`);
    await viewer.waitForTimeout(2500);
    await picture(viewer, 'statement-pdf');
    await viewer.close();
  });

  it("the operator's console", async () => {
    const page = await openSignedIn(session, '/super-admin/dashboard');
    await page.getByRole('heading', { name: 'Super Admin Dashboard' }).waitFor();
    await page.getByText('Recent System Activity').waitFor();
    await page.getByText('Al-Noor Water').first().waitFor();
    await picture(page, 'admin-dashboard');
    await page.close();
  });
});
