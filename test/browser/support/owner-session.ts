import type { BrowserContext, Page } from 'playwright-core';
import { api, login } from './api';
import type { BrowserSession } from './browser';

/** Puts a signed-in session into a context's storage before any page script runs, as the app itself keeps it. */
export async function signInContext(context: BrowserContext, email: string, password: string): Promise<{ token: string; user: any }> {
  const { body } = await api('POST', '/login', { body: { email, password } });
  const session = { token: body.data.token as string, user: body.data.user };
  await context.addInitScript(({ token, user }) => {
    const storage = (globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } })
      .localStorage;
    if (storage.getItem('auth_token') === null && storage.getItem('paani_test_seeded') === null) {
      storage.setItem('auth_token', token);
      storage.setItem('auth_user', JSON.stringify(user));
      storage.setItem('paani_test_seeded', '1');
    }
  }, session);
  return session;
}

export async function ownerToken(email: string, password: string): Promise<string> {
  return login(email, password);
}

/** Waits for a toast whose title is `title` and returns its whole text. */
export async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title }).first();
  await toast.waitFor();
  return toast.innerText();
}

/** A phone-sized page (360 × 740, touch) in a fresh context of `session`, signed in as the user. */
export async function signedInPhone(session: BrowserSession, email: string, password: string): Promise<Page> {
  const page = await session.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await signInContext(page.context(), email, password);
  return page;
}
