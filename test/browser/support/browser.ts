import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = resolve(__dirname, '../../screenshots');

/** The address of the server started by the global setup. */
export function baseUrl(): string {
  const url = process.env.PAANI_BASE_URL;
  if (!url) throw new Error('PAANI_BASE_URL is not set: run through test/browser/jest.config.js');
  return url;
}

export function superAdmin(): { email: string; password: string } {
  return JSON.parse(process.env.PAANI_SUPER_ADMIN ?? '{}');
}

export interface BrowserSession {
  browser: Browser;
  /** A fresh context (own storage, cookies) and page, starting at `path` when given. */
  newPage(options?: BrowserContextOptions & { path?: string }): Promise<Page>;
  close(): Promise<void>;
}

const CLOSE_WITHIN_MS = 10000;

/** Settles when `work` does, or after `ms` with false, so a hung close cannot hold a hook. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const done = work.then(
    () => true,
    () => true,
  );
  const finished = await Promise.race([done, timedOut]);
  clearTimeout(timer);
  return finished;
}

/** One Chromium per test file; a new context per page keeps sign-ins apart. */
export async function launchBrowser(): Promise<BrowserSession> {
  // Chromium ignores switches it does not know; this one names its processes so a browser that
  // will not close (seen once in CI, after a service worker test) can be killed rather than keep
  // Jest, and CI, waiting on it.
  const marker = `--paani-test-browser=${randomUUID()}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      marker,
      // No --user-data-dir: playwright refuses it for launch() and gives each launch a fresh temporary profile itself.
    ],
  });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    async newPage(options = {}) {
      const { path, ...contextOptions } = options;
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, ...contextOptions });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15000);
      if (path !== undefined) await page.goto(path);
      return page;
    },
    async close() {
      const closed = await within(
        (async () => {
          for (const context of contexts) await context.close().catch(() => undefined);
          await browser.close();
        })(),
        CLOSE_WITHIN_MS,
      );
      if (closed) return;
      console.warn(`Chromium did not close within ${CLOSE_WITHIN_MS} ms; killing its processes`);
      try {
        execFileSync('pkill', ['-KILL', '-f', marker.slice(2)]);
      } catch {
        // pkill exits 1 when nothing matched: the browser went away on its own meanwhile.
      }
    },
  };
}

/** Saves a full-page screenshot under test/screenshots/ (not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Reads the page's local storage (the API's tsconfig has no DOM types, hence globalThis). */
export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (name) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(name),
    key,
  );
}

/**
 * Focusable controls without an accessible name (aria-label, aria-labelledby, a <label>, or text),
 * as short HTML snippets; an empty list means every control a keyboard can reach is labelled.
 */
export function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="combobox"], [tabindex]')];
    const named = (el) => {
      if (el.getAttribute('aria-label')?.trim()) return true;
      const by = el.getAttribute('aria-labelledby');
      if (by && by.split(/\\s+/).some((id) => document.getElementById(id)?.textContent?.trim())) return true;
      if (el.labels && [...el.labels].some((label) => label.textContent.trim())) return true;
      if (el.textContent.trim() || el.getAttribute('title')) return true;
      return false;
    };
    return controls
      .filter((el) => el.tabIndex >= 0 && !el.disabled && el.type !== 'hidden' && !el.closest('[aria-hidden="true"]') && el.getClientRects().length > 0)
      .filter((el) => !named(el))
      .map((el) => el.outerHTML.slice(0, 160));
  })()`);
}
