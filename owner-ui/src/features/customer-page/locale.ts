import { formatMoney, formatNumber, intlLocale, setNumberLocale } from '@paani/contracts';
import { fill, WORDS, type Language, type Vars, type WordKey } from './words';

/** The chosen language's words, dates and numbers, in one object handed to every piece of the page. */
export interface Say {
  lang: Language;
  t(key: WordKey, vars?: Vars): string;
  /** The key's template, unfilled (dom.ts `sentence` wraps its values in <bdi>). */
  template(key: WordKey): string;
  /** YYYY-MM-DD as '5 Mar 2025' / '5 مارچ، 2025', never shifted by the phone's zone. */
  day(date: string): string;
  /** YYYY-MM as 'March 2025' / 'مارچ 2025'. */
  month(month: string): string;
  money(amount: number): string;
  count(value: number): string;
}

const LANGUAGE_KEY = 'paani.customerPage.language';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: 'UTC', numberingSystem: 'latn' });
    formats.set(key, format);
  }
  return format;
}

function utc(text: string): Date | null {
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Switches the page's language: words, formatters and the document's lang and direction. */
export function makeSay(lang: Language): Say {
  setNumberLocale({ language: lang, digits: 'latn' });
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ur' ? 'rtl' : 'ltr';
  const words = WORDS[lang];
  return {
    lang,
    t: (key, vars) => fill(words[key], vars),
    template: (key) => words[key],
    day: (date) => {
      const value = utc(date.slice(0, 10));
      return value ? dateFormat(lang, DAY).format(value) : date;
    },
    month: (month) => {
      const value = utc(`${month.slice(0, 7)}-01`);
      return value ? dateFormat(lang, MONTH).format(value) : month;
    },
    money: (amount) => formatMoney(amount),
    count: (value) => formatNumber(value),
  };
}

/** The language this phone chose on the page before, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value === 'en' || value === 'ur' ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // A phone that refuses storage keeps the choice until the page closes.
  }
}

/** Before the page arrives: the phone's choice, else its browser's language. */
export function firstLanguage(): Language {
  return storedLanguage() ?? (/^ur\b/i.test(navigator.language) ? 'ur' : 'en');
}
