import { en } from './en';
import { ur } from './ur';

/**
 * The Urdu resources must say everything the English ones say: the same namespaces, the same keys
 * (nested), no empty text, the same {{variables}} in each string, and Urdu that is Urdu (not an
 * English string copied over). The types already catch a missing key at compile time; this runs
 * in `npm test` as well, so a namespace left out of ur/index.ts or a lost variable fails too.
 */

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The interpolation variables of a string, sorted: '{{count}} of {{total}}' → ['count', 'total']. */
const variables = (text: string) => [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** Arabic-script letters (Urdu's extra letters ٹ ڈ ڑ ں ہ ی ے are in the same blocks). */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const hasArabicLetter = (text: string) => [...text.replace(/\{\{[^}]*\}\}/g, '')].some((c) => ARABIC_LETTER.test(c) && /\p{L}/u.test(c));

/**
 * Strings that are the same in both languages because they hold no words: symbols, and lines made
 * only of variables. Keep this list short; anything with words belongs in Urdu.
 */
const NOT_WORDS = new Set([
  'customers.detail.fields.none', // '—'
  'dailyEntries.page.subtitle', // '{{plant}} · {{date}}'
  'dailyEntries.grid.cellLabel', // '{{column}}، {{name}}'
  'expenses.row.noRider', // '—'
  'reminders.row.noAge', // '–'
  'statements.header.customer', // '{{name}} ({{code}})'
  'statements.lines.cansValue', // '+{{delivered}} / −{{returned}}'
]);

/** Each language's name is written in that language in the switcher, so a reader of either finds theirs. */
const ENDONYMS = new Set(['language.names.en']);

const namespaces = Object.keys(en) as (keyof typeof en)[];
const urdu = ur as unknown as Record<string, Tree | undefined>;

describe('Urdu resources', () => {
  it('have every English namespace and no other', () => {
    expect(Object.keys(urdu).sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (ns) => {
    const english = leaves(en[ns] as Tree);
    const translated = new Map(urdu[ns] ? leaves(urdu[ns]) : []);

    it('has exactly the English keys', () => {
      expect([...translated.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    });

    it('has no empty string', () => {
      expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it('keeps the interpolation variables of each string', () => {
      const lost = english
        .filter(([key, text]) => translated.has(key) && variables(translated.get(key)!).join() !== variables(text).join())
        .map(([key, text]) => `${key}: en {${variables(text).join()}} ur {${variables(translated.get(key)!).join()}}`);
      expect(lost).toEqual([]);
    });

    it('is written in Urdu (Arabic script), but for the few strings without words', () => {
      const notUrdu = [...translated]
        .filter(([key, text]) => !NOT_WORDS.has(`${ns}.${key}`) && !ENDONYMS.has(`${ns}.${key}`) && !hasArabicLetter(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(notUrdu).toEqual([]);
    });
  });

  it('lists as exceptions only keys that exist and hold no words', () => {
    for (const path of NOT_WORDS) {
      const [ns, ...rest] = path.split('.');
      const text = new Map(leaves(urdu[ns] ?? {})).get(rest.join('.'));
      expect(text, path).toBeDefined();
      expect(/\p{L}/u.test(text!.replace(/\{\{[^}]*\}\}/g, '')), path).toBe(false);
    }
  });
});
