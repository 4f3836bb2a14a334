import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

/**
 * The owner's side of the riders' day: a rider's day with money collected shows as not closed with
 * its expected cash; the owner closes it, sees the differences as the figures are typed, and the
 * day shows closed with them; the dashboard shows the day, the week and the difference. Also the plant's day settings (time zone, lock period) saved from
 * Plant Settings and read back from the API.
 */
describe("riders' days and the plant's day settings", () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  let riderId: number;
  let riderName: string;
  const ownerApi = (method: string, path: string, body?: unknown) => api(method, path, { token: owner.token, body });
  const scoped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Rider Days Owner');
    const areas = await ownerApi('GET', scoped('/filter-owner/areas'));
    const employees = await ownerApi('GET', scoped('/filter-owner/employees'));
    riderId = employees.body.data.employees[0].id;
    riderName = employees.body.data.employees[0].name;
    const customer = await ownerApi('POST', scoped('/filter-owner/customers'), {
      name: 'Day Close Customer',
      area_id: areas.body.data.areas[0].id,
      employee_id: riderId,
    });
    const saved = await ownerApi('POST', scoped('/filter-owner/daily-entries/batch'), {
      entries: [{ customer_id: customer.body.data.id, cans_delivered: 3, cans_returned: 1, collected: 120 }],
    });
    if (saved.status !== 201) throw new Error(`Saving the day failed: ${JSON.stringify(saved.body)}`);
    page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it("shows the rider's unclosed day, closes it with the differences worked out as typed", async () => {
    await page.goto('/filter-owner/rider-days');
    await page.getByRole('heading', { name: 'Rider Days', level: 1 }).waitFor();
    const row = page.getByTestId('rider-day-row').filter({ hasText: riderName });
    await row.waitFor();
    expect(await row.getAttribute('data-closed')).toBe('false');
    expect(await row.innerText()).toContain('Not closed');
    expect(await row.innerText()).toMatch(/PKR 120\.00/);
    await row.getByRole('button', { name: 'Close day' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full cans taken out').fill('10');
    await dialog.getByLabel('Cans returned to the plant').fill('7');
    await dialog.getByLabel('Cash handed over (PKR)').fill('100');
    // Expected back: 10 − 3 + 1 = 8; returned 7 → −1. Cash: 100 − 120 = −20.
    expect(await dialog.getByTestId('owner-close-difference').innerText()).toContain('PKR -20.00');
    expect(await dialog.getByTestId('owner-close-cans-difference').innerText()).toContain('-1');
    await dialog.getByRole('button', { name: 'Close day' }).click();
    expect(await toastText(page, 'Day closed')).toContain('Day closed');
    await page.getByTestId('rider-day-row').filter({ hasText: riderName }).and(page.locator('[data-closed="true"]')).waitFor();
    const closed = await page.getByTestId('rider-day-row').filter({ hasText: riderName }).innerText();
    expect(closed).toContain('Closed');
    expect(closed).toContain('PKR -20.00');
    const days = await ownerApi('GET', scoped('/filter-owner/rider-days?status=closed'));
    expect(days.body.data.days[0]).toMatchObject({ employee_id: riderId, difference: -20, cans_difference: -1 });
  });

  it("shows the day's figures, the week and the rider's difference on the dashboard", async () => {
    await page.goto('/filter-owner/dashboard');
    await page.getByTestId('owner-dashboard').waitFor();
    expect(await page.getByTestId('stat-deliveries').innerText()).toBe('3');
    const bars = page.getByTestId('weekly-bars');
    expect(await bars.locator('[data-testid^="weekly-day-"]').count()).toBe(7);
    expect(await bars.locator('[data-testid^="weekly-day-"]').last().innerText()).toContain('3');
    // Written by the app from the notification's figures, in the dashboard's money format.
    expect(await page.getByTestId('dashboard-alerts').innerText()).toMatch(/on \d{1,2} \w{3} \d{4}: cash short by (Rs|PKR)\s?20\b/);
  });

  it("saves the plant's time zone and lock period from Plant Settings", async () => {
    await page.goto('/filter-owner/plant-settings');
    await page.getByRole('heading', { name: 'Plant Settings', level: 1 }).waitFor();
    await page.getByLabel('Lock Period (days)').fill('10');
    await page.getByLabel('Time Zone').click();
    await page.getByRole('option', { name: 'Asia/Dubai' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Saved')).toContain('updated');
    const plant = await ownerApi('GET', `/filter-owner/my-plants/${owner.plantId}`);
    expect(plant.body.data).toMatchObject({ time_zone: 'Asia/Dubai', lock_period_days: 10 });
  });
});
