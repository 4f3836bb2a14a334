import { setNumberLocale, type Digits, type Language } from '@paani/contracts';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { isLanguageLoaded, loadLanguage } from './load-language';

/**
 * The app's language and digits (issue 17), in one store: what this device shows now. It starts
 * from local storage (so the sign-in page is already in the user's language), follows the
 * signed-in user's server value, and every change goes to i18next, to the number formatters, and
 * to `<html dir lang>`.
 */
export interface Preferences {
  language: Language;
  digits: Digits;
}

export const PREFERENCE_STORAGE = {
  language: 'language',
  digits: 'digits',
  /** A choice not yet on the server: made on the sign-in page, or while the save failed. */
  unsaved: 'unsavedLanguageChoice',
} as const;

/** i18next event that re-renders translated components when only the digits change. */
export const FORMAT_CHANGED = 'formatChanged';

/** The languages and digit sets a user can choose, in the order the menus offer them. */
export const LANGUAGES: readonly Language[] = ['en', 'ur'];
export const DIGITS: readonly Digits[] = ['latn', 'arabext'];
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
export const isDigits = (value: unknown): value is Digits => DIGITS.includes(value as Digits);
export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ur' ? 'rtl' : 'ltr');

function storedPreferences(): Preferences {
  const language = localStorage.getItem(PREFERENCE_STORAGE.language);
  const digits = localStorage.getItem(PREFERENCE_STORAGE.digits);
  return { language: isLanguage(language) ? language : 'en', digits: isDigits(digits) ? digits : 'latn' };
}

let current: Preferences = storedPreferences();
const listeners = new Set<() => void>();

export const getPreferences = (): Preferences => current;

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts the preferences on the page: i18next's language, the formatters' locale, `<html dir lang>`. */
function show(preferences: Preferences): void {
  setNumberLocale(preferences);
  document.documentElement.lang = preferences.language;
  document.documentElement.dir = directionOf(preferences.language);
}

/** At start-up (before the first render): the stored preferences, shown. */
export function startPreferences(): Preferences {
  current = storedPreferences();
  show(current);
  return current;
}

/** Changes what this device shows and remembers it here; saving to the user's account is the caller's. */
export function applyPreferences(next: Partial<Preferences>): Preferences {
  const merged: Preferences = {
    language: isLanguage(next.language) ? next.language : current.language,
    digits: isDigits(next.digits) ? next.digits : current.digits,
  };
  localStorage.setItem(PREFERENCE_STORAGE.language, merged.language);
  localStorage.setItem(PREFERENCE_STORAGE.digits, merged.digits);
  if (merged.language === current.language && merged.digits === current.digits) return current;
  current = merged;
  show(current);
  const language = current.language;
  if (i18next.language === language) i18next.emit(FORMAT_CHANGED, current);
  else if (isLanguageLoaded(language)) void i18next.changeLanguage(language);
  // First time: the words are fetched, then shown, unless another language was chosen meanwhile.
  else void loadLanguage(language).then(() => (getPreferences().language === language ? i18next.changeLanguage(language) : undefined));
  listeners.forEach((listener) => listener());
  return current;
}

export function markUnsaved(preferences: Preferences): void {
  localStorage.setItem(PREFERENCE_STORAGE.unsaved, JSON.stringify(preferences));
}

export function unsavedChoice(): Preferences | null {
  try {
    const value = JSON.parse(localStorage.getItem(PREFERENCE_STORAGE.unsaved) ?? 'null') as Partial<Preferences> | null;
    return value && isLanguage(value.language) && isDigits(value.digits) ? { language: value.language, digits: value.digits } : null;
  } catch {
    return null;
  }
}

export function clearUnsaved(): void {
  localStorage.removeItem(PREFERENCE_STORAGE.unsaved);
}

/** The current preferences, re-rendering the caller when they change. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences);
}
