import { formatNumber, type User } from '@paani/contracts';
import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/AuthContext';
import { STORAGE } from '../lib/storage';
import { renderScreen, stubApi } from '../test/api-stub';
import { LanguageSync } from './LanguageSync';
import {
  applyPreferences,
  getPreferences,
  markUnsaved,
  PREFERENCE_STORAGE,
  startPreferences,
  subscribePreferences,
  unsavedChoice,
} from './preferences';

const owner: User = { id: 7, name: 'Asif', email: 'asif@example.com', role: 'filter_owner', language: 'en', digits: 'latn' };

afterEach(() => {
  vi.unstubAllGlobals();
  applyPreferences({ language: 'en', digits: 'latn' });
});

describe('the language and digits store', () => {
  it('starts from local storage, English with Western digits when nothing (or nonsense) is stored', () => {
    localStorage.setItem(PREFERENCE_STORAGE.language, 'fr');
    expect(startPreferences()).toEqual({ language: 'en', digits: 'latn' });
    localStorage.setItem(PREFERENCE_STORAGE.language, 'ur');
    localStorage.setItem(PREFERENCE_STORAGE.digits, 'arabext');
    expect(startPreferences()).toEqual({ language: 'ur', digits: 'arabext' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(formatNumber(42)).toBe('۴۲');
  });

  it('switches i18next, <html dir lang>, the digits and local storage together, and tells its listeners', () => {
    const heard = vi.fn();
    const unsubscribe = subscribePreferences(heard);
    applyPreferences({ language: 'ur' });
    expect(i18next.language).toBe('ur');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18next.t('language:language')).toBe('زبان');
    expect(formatNumber(1234)).toBe('1,234');
    applyPreferences({ digits: 'arabext' });
    expect(getPreferences()).toEqual({ language: 'ur', digits: 'arabext' });
    expect(formatNumber(1234)).toBe('۱٬۲۳۴');
    expect(localStorage.getItem(PREFERENCE_STORAGE.digits)).toBe('arabext');
    applyPreferences({ language: 'en', digits: 'latn' });
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('language:language')).toBe('Language');
    expect(heard).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('keeps a choice waiting to be saved, and ignores a malformed one', () => {
    markUnsaved({ language: 'ur', digits: 'latn' });
    expect(unsavedChoice()).toEqual({ language: 'ur', digits: 'latn' });
    localStorage.setItem(PREFERENCE_STORAGE.unsaved, '{"language":"de"}');
    expect(unsavedChoice()).toBeNull();
  });
});

describe('LanguageSync: the signed-in user’s language', () => {
  const signIn = (user: User) => {
    localStorage.setItem(STORAGE.token, 'token');
    localStorage.setItem(STORAGE.user, JSON.stringify(user));
  };
  const renderSync = () =>
    renderScreen(
      <AuthProvider>
        <LanguageSync />
      </AuthProvider>,
    );

  it("shows the language and digits the server keeps for the user, over this device's last", async () => {
    signIn(owner);
    applyPreferences({ language: 'en', digits: 'latn' });
    stubApi((call) =>
      call.path === '/api/profile' ? { ...owner, language: 'ur', digits: 'arabext' } : { fail: { status: 404, message: 'no' } },
    );
    renderSync();
    await waitFor(() => expect(getPreferences()).toEqual({ language: 'ur', digits: 'arabext' }));
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('sends a choice made before sign-in to the account, and keeps it shown', async () => {
    applyPreferences({ language: 'ur' });
    markUnsaved(getPreferences());
    signIn(owner);
    // The server as it stands: the profile answers what the last PATCH saved.
    let saved = owner;
    const calls = stubApi((call) => {
      if (call.path === '/api/profile/preferences') saved = { ...saved, ...(call.body as object) };
      return saved;
    });
    renderSync();
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ language: 'ur', digits: 'latn' });
    await waitFor(() => expect(unsavedChoice()).toBeNull());
    expect(getPreferences().language).toBe('ur');
    expect(JSON.parse(localStorage.getItem(STORAGE.user)!).language).toBe('ur');
  });
});
