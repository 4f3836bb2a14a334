import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { eventually } from '../support/eventually';
import { launchBrowser, screenshot, unlabelledControls, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

/** Today in the plant's zone (the default, Asia/Karachi), as the server counts its days. */
const plantToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

/**
 * The delivery-schedule screen against the real API: an area's customers in route order with
 * their schedules edited in place (the form's own checks, then saved), the route reordered with
 * the arrows and by dragging (saved at once), the week's cans per day equal to the API's, and a
 * holiday added and removed.
 */
describe('delivery schedule', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const ids: Record<string, number> = {};
  const today = plantToday();
  const scoped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const { status, body: envelope } = await api(method, scoped(path), { token: owner.token, body });
    if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const routeNames = async () => {
    const routes = await call('GET', '/filter-owner/delivery-schedule/routes');
    return routes.areas[0].customers.map((c: { name: string }) => c.name);
  };
  const row = (name: string) => page.getByTestId(`route-row-${ids[name]}`);

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Schedule Owner');
    const areas = await call('GET', '/filter-owner/areas');
    const areaId = areas.areas[0].id;
    for (const [name, schedule] of [
      ['Amna', undefined],
      ['Bilal', { kind: 'weekdays', days: ['mon', 'thu'], quantity: 2 }],
      ['Chaudhry', undefined],
    ] as const) {
      const customer = await call('POST', '/filter-owner/customers', { name, area_id: areaId, ...(schedule ? { schedule } : {}) });
      ids[name] = customer.id;
    }
    page = await session.newPage({ timezoneId: 'Asia/Karachi' });
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens from the menu with the area’s customers and their schedules', async () => {
    await page.goto('/filter-owner/dashboard');
    await page
      .getByRole('link', { name: /Delivery Schedule/ })
      .first()
      .click();
    await page.waitForURL(/\/filter-owner\/delivery-schedule/);
    await page.getByRole('heading', { name: 'Delivery Schedule', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Centre', level: 2 }).waitFor();
    const list = page.getByRole('list', { name: 'Route of Centre' });
    await list.getByText('Amna').waitFor();
    expect(await list.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Amna'),
      expect.stringContaining('Bilal'),
      expect.stringContaining('Chaudhry'),
    ]);
    expect(await row('Bilal').getByRole('button', { name: 'Mon' }).getAttribute('aria-pressed')).toBe('true');
    expect(await row('Bilal').getByRole('button', { name: 'Tue' }).getAttribute('aria-pressed')).toBe('false');
    expect(await unlabelledControls(page)).toEqual([]);
  });

  it('changes a schedule in place: the form checks the kind’s fields, then it is saved', async () => {
    const amna = row('Amna');
    await amna.getByRole('combobox', { name: 'Schedule' }).click();
    await page.getByRole('option', { name: 'Every N days', exact: true }).click();
    expect(await amna.getByLabel('Starting').inputValue()).toBe(today);
    await amna.getByRole('button', { name: 'Save: Amna' }).click();
    await amna.getByText('The every n field is required for an every_n_days schedule.').waitFor();
    await amna.getByLabel('Every (days)').fill('2');
    await amna.getByLabel('Cans: Amna').fill('3');
    await amna.getByRole('button', { name: 'Save: Amna' }).click();
    await toastText(page, 'Schedule saved for Amna');
    expect(await call('GET', `/filter-owner/customers/${ids.Amna}/schedule`)).toMatchObject({
      kind: 'every_n_days',
      every_n: 2,
      start_date: today,
      quantity: 3,
      is_default: false,
    });

    const chaudhry = row('Chaudhry');
    await chaudhry.getByRole('combobox', { name: 'Schedule' }).click();
    await page.getByRole('option', { name: 'Weekdays', exact: true }).click();
    await chaudhry.getByRole('button', { name: 'Save: Chaudhry' }).click();
    await chaudhry.getByText('Choose at least one day for a weekdays schedule.').waitFor();
    await chaudhry.getByRole('button', { name: 'Wed' }).click();
    await chaudhry.getByRole('button', { name: 'Sat' }).click();
    await chaudhry.getByRole('button', { name: 'Save: Chaudhry' }).click();
    await toastText(page, 'Schedule saved for Chaudhry');
    expect(await call('GET', `/filter-owner/customers/${ids.Chaudhry}/schedule`)).toMatchObject({ kind: 'weekdays', days: ['wed', 'sat'] });
  });

  it('reorders the route with the arrows and by dragging, saved at once', async () => {
    await row('Chaudhry').getByRole('button', { name: 'Move Chaudhry up' }).click();
    await toastText(page, 'Route order saved');
    await eventually(routeNames, ['Amna', 'Chaudhry', 'Bilal']);

    await page.getByTestId(`drag-${ids.Bilal}`).dragTo(row('Amna'));
    await eventually(routeNames, ['Bilal', 'Amna', 'Chaudhry']);
    const list = page.getByRole('list', { name: 'Route of Centre' });
    const shownOrder = async () => (await list.getByRole('listitem').allInnerTexts()).map((text) => text.match(/Amna|Bilal|Chaudhry/)?.[0]);
    await eventually(shownOrder, ['Bilal', 'Amna', 'Chaudhry']);
    // A reload shows the saved order.
    await page.reload();
    await page.getByRole('list', { name: 'Route of Centre' }).getByText('Bilal').waitFor();
    expect(
      (await page.getByRole('list', { name: 'Route of Centre' }).getByRole('listitem').allInnerTexts()).map(
        (t) => t.match(/Amna|Bilal|Chaudhry/)?.[0],
      ),
    ).toEqual(['Bilal', 'Amna', 'Chaudhry']);
    await screenshot(page, 'delivery-schedule-routes');
  });

  it('shows the week’s cans per day as the API counts them, and who is due on a day', async () => {
    await page.getByRole('tab', { name: 'Week' }).click();
    await page.getByRole('heading', { name: 'Cans due this week' }).waitFor();
    const week = await call('GET', `/filter-owner/delivery-schedule/week?start=${today}`);
    expect(week.days).toHaveLength(7);
    for (const day of week.days) {
      await page.getByTestId(`week-cans-${day.date}`).getByText(`${day.cans} can`).waitFor();
    }
    // Amna every second day from today (3 cans) plus Bilal (Mon, Thu: 2) and Chaudhry (Wed, Sat: 1).
    const expected = (date: string, index: number) => {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      return (index % 2 === 0 ? 3 : 0) + ([1, 4].includes(weekday) ? 2 : 0) + ([3, 6].includes(weekday) ? 1 : 0);
    };
    expect(week.days.map((d: { cans: number }) => d.cans)).toEqual(week.days.map((d: { date: string }, i: number) => expected(d.date, i)));

    await page.getByTestId(`week-day-${today}`).click();
    const due = page.getByRole('table', { name: /^Due on/ });
    await due.getByText('Amna').waitFor();
    expect(await due.getByRole('row').count()).toBe(1 + week.days[0].customers);
    await screenshot(page, 'delivery-schedule-week');
  });

  it('adds a holiday (the week shows it, nobody due) and removes it', async () => {
    const tomorrow = addDays(today, 1);
    await page.getByRole('tab', { name: 'Holidays' }).click();
    await page.getByText('No holidays from today on.').waitFor();
    await page.getByRole('button', { name: 'Add holiday' }).click();
    await page.getByText('The date is required.').waitFor();
    await page.getByLabel(/^Date/).fill(tomorrow);
    await page.getByLabel('Reason (optional)').fill('Water board shutdown');
    await page.getByRole('button', { name: 'Add holiday' }).click();
    await toastText(page, 'Holiday added');
    await page.getByText('Water board shutdown').waitFor();
    // The same day again: the server's refusal under the date.
    await page.getByLabel(/^Date/).fill(tomorrow);
    await page.getByRole('button', { name: 'Add holiday' }).click();
    await page.getByText('This day is already a holiday of the plant.').waitFor();
    expect(await unlabelledControls(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Week' }).click();
    await page.getByTestId(`week-day-${tomorrow}`).getByText('Holiday').waitFor();
    expect((await call('GET', `/filter-owner/delivery-schedule?date=${tomorrow}`)).customers).toEqual([]);

    await page.getByRole('tab', { name: 'Holidays' }).click();
    await page.getByRole('button', { name: /^Remove holiday on/ }).click();
    await toastText(page, 'Holiday removed');
    await page.getByText('No holidays from today on.').waitFor();
  });
});
