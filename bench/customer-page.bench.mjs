// npm run bench:customer-page (issue 37): a customer's own page (/c/{token}) on a low-end phone,
// measured in Chromium through the DevTools Protocol on the built server (started on a throwaway
// database exactly as the browser tests start it), for a customer delivered to on every day the
// plant still takes entries for (its lock period, at most 30), paying every fifth, seeded through the API:
// - JS: every script the page fetches until its balance shows, gzip-compressed (level 9), summed;
// - first view on slow 3G (Network.emulateNetworkConditions: 400 kbit/s down and up, 400 ms
//   latency), cold cache, 360 px wide, until the balance, the lines and the statements are drawn;
// - the ceiling, in the same page under the same network: a hand-written minimum doing the same
//   work with no script of ours, the page's HTML document and its data (the API answer) fetched
//   one after the other. The ratio first view / ceiling says what the page's own scripts and
//   drawing cost on top of the two round trips no page can avoid.
// Every response counted is checked (status below 400; scripts served as JavaScript). Budgets:
// JS < 60 KB, first view < 3 s. Prints PASS/FAIL per budget, exits 2 on a FAIL; the last line is
// `customer page: js K KB gzip, slow-3g first view S s, ceiling C s, ratio R`.
// The functions given to page.evaluate and waitForFunction run in the page.
/* global document */
import { gzipSync } from 'node:zlib';
import { call, ownerWithPlant, server } from './support/bench-owner.mjs';
import { phoneContext, runPhoneBench, SLOW_3G, watchResponses } from './support/phone-bench.mjs';

const BUDGET = { jsKb: 60, firstViewS: 3 };
const ROUNDS = Number(process.env.BENCH_CUSTOMER_PAGE_ROUNDS ?? 3);

const shiftDay = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An owner with one plant and a customer delivered to on every open day, paying every fifth; the customer's page link. */
async function seed() {
  const owner = { name: 'Bench Page Owner', email: 'bench-page@paani.bench', password: 'bench-page-password' };
  const { token, plantId, area } = await ownerWithPlant(owner, 'Gulberg');
  const scoped = `filter_plant_id=${plantId}`;
  await call('POST', '/filter-owner/onboarding/complete', token);
  const lockDays = Number((await call('GET', `/filter-owner/my-plants/${plantId}`, token)).lock_period_days);
  const sheet = await call('GET', `/filter-owner/daily-entries/sheet?${scoped}`, token);
  const today = sheet.date;
  const first = shiftDay(today, -Math.min(lockDays, 30));
  const customer = await call('POST', `/filter-owner/customers?${scoped}`, token, {
    name: 'Bench Customer Khan',
    area_id: area.id,
    phone: '0300-7654321',
    address: 'House 12, Street 4, Gulberg III, Lahore',
    opening_date: first,
  });
  let days = 0;
  for (let day = first; day <= today; day = shiftDay(day, 1), days += 1)
    await call('POST', `/filter-owner/daily-entries/batch?${scoped}`, token, {
      date: day,
      entries: [{ customer_id: customer.id, cans_delivered: 2, cans_returned: 1, collected: days % 5 === 0 ? 300 : 0 }],
    });
  const link = await call('POST', `/filter-owner/customers/${customer.id}/page-link?${scoped}`, token, {});
  return { path: new URL(link.url).pathname, days };
}

/** The page is drawn: its balance, its lines and its statements' section. */
const viewShown = (page) =>
  page.waitForFunction(
    () =>
      Boolean(document.querySelector('[data-testid="balance"]')?.textContent?.trim()) &&
      document.querySelectorAll('[data-testid="lines"] li, [data-testid="lines"] tr').length > 0 &&
      Boolean(document.querySelector('[data-testid="statements"]')),
    undefined,
    { polling: 'raf', timeout: 60000 },
  );

async function slowPhone(browser) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  return { context, page };
}

runPhoneBench(async (browser) => {
  const base = server.base;
  const { path, days } = await seed();
  console.log(`seeded a customer with ${days} days of deliveries (${base})`);
  const views = [];
  const ceilings = [];
  let jsKb = 0;
  let scriptCount = 0;
  const failures = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { context, page } = await slowPhone(browser);
    const watched = watchResponses(page);
    const started = Date.now();
    await page.goto(path);
    await viewShown(page);
    views.push((Date.now() - started) / 1000);
    let bytes = 0;
    for (const [, body] of watched.scripts) {
      const script = await body;
      if (Buffer.isBuffer(script)) bytes += gzipSync(script, { level: 9 }).length;
    }
    jsKb = bytes / 1024;
    scriptCount = watched.scripts.size;
    // The ceiling in the same page and network: the HTML document, then the data, no script of ours.
    const token = path.split('/').pop();
    const ceiling = await page.evaluate(
      async ({ pagePath, api }) => {
        const began = performance.now();
        const html = await fetch(pagePath, { cache: 'no-store' });
        await html.text();
        const data = await fetch(api, { cache: 'no-store' });
        const body = await data.json();
        if (!html.ok || !data.ok || typeof body.data?.balance !== 'number')
          throw new Error(`ceiling failed: ${html.status} ${data.status}`);
        return (performance.now() - began) / 1000;
      },
      { pagePath: path, api: `/api/public/customer-page/${token}` },
    );
    ceilings.push(ceiling);
    failures.push(...watched.failures);
    console.log(
      `round ${round}: first view ${views.at(-1).toFixed(2)} s, ceiling ${ceiling.toFixed(2)} s, ${scriptCount} scripts ${jsKb.toFixed(1)} KB gzip`,
    );
    await context.close();
  }
  if (failures.length) throw new Error(`failed responses:\n${failures.join('\n')}`);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const firstViewS = median(views);
  const ceilingS = median(ceilings);
  const checks = [
    [`customer page JS ${jsKb.toFixed(1)} KB gzip < ${BUDGET.jsKb} KB`, jsKb < BUDGET.jsKb],
    [`slow-3G first view ${firstViewS.toFixed(2)} s < ${BUDGET.firstViewS} s (median of ${ROUNDS})`, firstViewS < BUDGET.firstViewS],
  ];
  for (const [text, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${text}`);
  console.log(
    `customer page: js ${jsKb.toFixed(1)} KB gzip, slow-3g first view ${firstViewS.toFixed(2)} s, ceiling ${ceilingS.toFixed(2)} s, ratio ${(firstViewS / ceilingS).toFixed(2)}`,
  );
  return checks.every(([, ok]) => ok) ? 0 : 2;
});
