import { describe, expect, it } from 'vitest';
import { en, fill, fillParts, ur } from './words';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the customer page's words", () => {
  it('has the same keys in English and Urdu, none empty', () => {
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(ur)) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of Object.entries(en)) expect(text.trim(), key).not.toBe('');
  });

  it('fills the same values in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(placeholders(ur[key]), key).toEqual(placeholders(en[key]));
  });

  it('writes Urdu in Urdu script (the language toggle names the other language)', () => {
    for (const [key, text] of Object.entries(ur)) {
      if (key === 'otherLanguage') continue;
      expect(text, key).toMatch(/[\u0600-\u06ff]/);
    }
    expect(en.otherLanguage).toBe('اردو');
    expect(ur.otherLanguage).toBe('English');
  });

  it('fills values as text and marks them', () => {
    expect(fill(en.owe, { amount: 'Rs 1,250' })).toBe('You owe Rs 1,250');
    expect(fillParts(ur.owe, { amount: 'Rs 1,250' })).toEqual([
      { text: 'آپ کے ذمے ', value: false },
      { text: 'Rs 1,250', value: true },
      { text: ' باقی ہیں', value: false },
    ]);
    // A value that looks like markup stays text; an unknown placeholder stays as written.
    expect(fill('{a} {b}', { a: '<b>x</b>' })).toBe('<b>x</b> {b}');
  });
});
