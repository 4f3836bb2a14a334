import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { isLanguageLoaded } from './load-language';
import { ur } from './ur';

describe("Urdu's words", () => {
  it('once loaded (the shared setup loads them as the app does on a first switch), are every Urdu namespace', () => {
    expect(isLanguageLoaded('ur')).toBe(true);
    expect(Object.keys(i18next.store.data.ur ?? {}).sort()).toEqual(Object.keys(ur).sort());
    expect(i18next.getResource('ur', 'common', 'actions.save')).toBe(ur.common.actions.save);
  });
});
