import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '../i18n';
import { loadLanguage } from '../i18n/load-language';

// The app fetches Urdu's words when Urdu is first chosen (load-language.test.ts covers that);
// screens' tests switch languages with them at hand, as after that first time.
beforeAll(() => loadLanguage('ur'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; max-age=0; path=/`;
  });
});
