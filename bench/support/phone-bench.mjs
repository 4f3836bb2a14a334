import { chromium } from 'playwright-core';
import globalSetup from '../../test/browser/support/global-setup.mjs';
import globalTeardown from '../../test/browser/support/global-teardown.mjs';
import { server } from './bench-owner.mjs';

/** Chrome DevTools' "slow 3G": 400 kbit/s down and up, 400 ms latency. */
export const SLOW_3G = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };

/** A 360 × 740 touch phone's context on the benchmark's server. */
export const phoneContext = (browser) =>
  browser.newContext({ baseURL: server.base, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * Every response of a benchmarked page must succeed and its scripts come as JavaScript: collects
 * the failures and each script's body (to weigh it).
 */
export function watchResponses(page) {
  const scripts = new Map();
  const failures = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.status() >= 400) failures.push(`${response.status()} ${url}`);
    if (response.request().resourceType() !== 'script') return;
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) failures.push(`not JavaScript: ${url}`);
    scripts.set(
      url,
      response.body().catch((error) => failures.push(`${url}: ${error.message}`)),
    );
  });
  return { scripts, failures };
}

/**
 * Runs a phone benchmark: one built server on a throwaway database, started as the browser tests
 * start theirs (its address in `server.base`), and the system's Chromium; `measure(browser)`
 * answers the exit code (2 for a budget missed). Both are stopped after, whatever happened.
 */
export function runPhoneBench(measure) {
  const main = async () => {
    await globalSetup({ maxWorkers: 1 });
    [server.base] = JSON.parse(process.env.PAANI_BASE_URLS);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    });
    try {
      return await measure(browser);
    } finally {
      await browser.close();
      await globalTeardown();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
