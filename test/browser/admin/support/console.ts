import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { api, login } from '../../support/api';
import { baseUrl, superAdmin, type BrowserSession } from '../../support/browser';

/**
 * The super admin's token, signed in once per server for the whole run and kept in a temporary file
 * (jest gives each test file its own module registry and environment): sign-ins are rate limited
 * per client address. A token the server no longer accepts is replaced.
 */
let adminToken: Promise<string> | null = null;
export function consoleToken(): Promise<string> {
  adminToken ??= (async () => {
    const key = createHash('sha1').update(`${baseUrl()} ${superAdmin().email}`).digest('hex').slice(0, 16);
    const file = join(tmpdir(), `paani-console-token-${key}`);
    if (existsSync(file)) {
      const saved = readFileSync(file, 'utf8');
      if ((await api('GET', '/profile', { token: saved })).status === 200) return saved;
    }
    const token = await login(superAdmin().email, superAdmin().password);
    writeFileSync(file, token, { mode: 0o600 });
    return token;
  })();
  return adminToken;
}

/** Signs in through the one /login page, starting from a console path (the route guard remembers it). */
export async function signInThroughLoginPage(page: Page, path = '/super-admin/dashboard'): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email').fill(superAdmin().email);
  await page.getByRole('textbox', { name: 'Password' }).fill(superAdmin().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** A page of the console already signed in as `token`'s user (the shared session keys of the owner app). */
export async function openSignedIn(
  session: BrowserSession,
  path: string,
  options: { token?: string; prepare?: (page: Page) => void; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const { token, prepare, viewport } = options;
  const bearer = token ?? (await consoleToken());
  const { body } = await api('GET', '/profile', { token: bearer });
  const page = await session.newPage(viewport ? { viewport, hasTouch: true } : {});
  await page.addInitScript(
    ([savedToken, savedUser]) => {
      const storage = (
        globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } }
      ).localStorage;
      if (storage.getItem('auth_token') === null) {
        storage.setItem('auth_token', savedToken);
        storage.setItem('auth_user', savedUser);
      }
    },
    [bearer, JSON.stringify(body.data)] as const,
  );
  prepare?.(page);
  await page.goto(path);
  return page;
}

let counter = 0;
export const runId = Date.now().toString(36);

/** A filter owner created by the super admin through the API. */
export async function createOwnerViaApi(
  name: string,
  options: { active?: boolean } = {},
): Promise<{ id: number; name: string; email: string; password: string }> {
  counter += 1;
  const email = `console-${runId}-${counter}@paani.browser`;
  const password = 'owner-password-1';
  const { status, body } = await api('POST', '/super-admin/filter-owners', {
    token: await consoleToken(),
    body: { name, email, password, is_active: options.active ?? true },
  });
  if (status !== 201 && status !== 200) throw new Error(`Creating an owner failed: ${status} ${JSON.stringify(body)}`);
  return { id: body.data.id, name, email, password };
}
