import type { Language } from '@paani/contracts';
import i18next from 'i18next';

const loaded = new Set<Language>(['en']);

type Words = Record<string, object>;
/** Where Urdu's words come from: the whole owner app's by default; the rider's entry loads its own screens' only. */
let urduWords: () => Promise<Words> = async () => (await import('./ur')).ur;

/** Whether a language's words are at hand (a switch to it can be immediate). */
export const isLanguageLoaded = (language: Language): boolean => loaded.has(language);

/** For an entry with fewer screens (the rider's): the Urdu words it needs, as a chunk of its own. */
export function setUrduWords(source: () => Promise<Words>): void {
  urduWords = source;
}

/**
 * Urdu's words are fetched the first time Urdu is chosen (a chunk of their own, 23 KB gzip), so an
 * English reader, and a rider's first load on slow data, never download them. English is in the
 * main bundle: it is the fallback for every key. The rider's service worker precaches the rider's
 * Urdu chunk, so a rider can switch with no network.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const words = await urduWords();
  for (const [namespace, bundle] of Object.entries(words)) i18next.addResourceBundle('ur', namespace, bundle, true, true);
  loaded.add(language);
}
