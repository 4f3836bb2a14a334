import type { User } from '@paani/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/AuthContext';
import { applyPreferences, getPreferences, unsavedChoice } from '../i18n/preferences';
import { STORAGE } from '../lib/storage';
import { renderScreen, stubApi } from '../test/api-stub';
import { LanguageMenu } from './LanguageMenu';

const owner: User = { id: 7, name: 'Asif', email: 'asif@example.com', role: 'filter_owner', language: 'en', digits: 'latn' };

afterEach(() => {
  vi.unstubAllGlobals();
  applyPreferences({ language: 'en', digits: 'latn' });
});

function renderSignedIn() {
  localStorage.setItem(STORAGE.token, 'token');
  localStorage.setItem(STORAGE.user, JSON.stringify(owner));
  renderScreen(
    <AuthProvider>
      <LanguageMenu />
    </AuthProvider>,
  );
}

const choose = async (button: RegExp, item: string) => {
  fireEvent.click(screen.getByRole('button', { name: button }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
};

describe('LanguageMenu', () => {
  it("switches at once and saves the choice on the signed-in user's account", async () => {
    const calls = stubApi((call) => (call.method === 'PATCH' ? { ...owner, ...(call.body as object) } : owner));
    renderSignedIn();
    await choose(/Language and digits/, 'اردو');
    expect(getPreferences().language).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ language: 'ur', digits: 'latn' }));
    // The menu itself is now in Urdu, digits named the way an Urdu reader says them.
    await choose(/زبان اور ہندسے/, 'اردو ہندسے (۱۲۳)');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ language: 'ur', digits: 'arabext' }),
    );
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE.user)!).digits).toBe('arabext'));
    expect(unsavedChoice()).toBeNull();
  });

  it('keeps the choice on the device and says so when the account cannot be reached', async () => {
    stubApi((call) => (call.method === 'PATCH' ? { fail: { status: 503, message: 'Service unavailable' } } : owner));
    renderSignedIn();
    await choose(/Language and digits/, 'اردو');
    expect(await screen.findByText(/صرف اس ڈیوائس پر محفوظ/)).toBeTruthy();
    expect(getPreferences().language).toBe('ur');
    expect(unsavedChoice()).toEqual({ language: 'ur', digits: 'latn' });
  });
});
