import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pdfmake from 'pdfmake';

/**
 * The one place PDFs are made (customer statements, owner invoices): pdfmake 0.3 (pdfkit with
 * fontkit, which shapes Arabic script: joined letters, laid out right to left) with two fonts
 * shipped with the app, never fetched at run time: Roboto (from the pdfmake package) for Latin
 * text and Noto Naskh Arabic (api/assets/fonts, SIL OFL 1.1) for Urdu. pdfmake has no bidi of its
 * own, so `text()` splits a string into runs of one direction and lays them out itself (see there).
 */

/** A node of a pdfmake document definition (content, table cells, text runs). */
export type PdfNode = Record<string, unknown> | string | PdfNode[];
export type PdfDocument = Record<string, unknown>;

export const LATIN_FONT = 'Roboto';
export const URDU_FONT = 'Naskh';

/** api/assets/fonts, from the sources (api/src/platform/pdf) or the build (api/dist/api/src/platform/pdf). */
export function fontsDir(): string {
  for (const up of ['../../../assets/fonts', '../../../../../assets/fonts']) {
    const dir = resolve(__dirname, up);
    if (existsSync(join(dir, 'NotoNaskhArabic-Regular.ttf'))) return dir;
  }
  throw new Error('The PDF fonts are missing: api/assets/fonts/NotoNaskhArabic-Regular.ttf');
}

let ready = false;

/** Loads the fonts into pdfmake's virtual file system once per process (not per document). */
export function setUpPdf(): typeof pdfmake {
  if (ready) return pdfmake;
  const roboto = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const naskh = fontsDir();
  const files: [string, string][] = [
    ['roboto-regular.ttf', join(roboto, 'Roboto-Regular.ttf')],
    ['roboto-medium.ttf', join(roboto, 'Roboto-Medium.ttf')],
    ['naskh-regular.ttf', join(naskh, 'NotoNaskhArabic-Regular.ttf')],
    ['naskh-bold.ttf', join(naskh, 'NotoNaskhArabic-Bold.ttf')],
  ];
  for (const [name, path] of files) pdfmake.virtualfs.writeFileSync(name, readFileSync(path));
  pdfmake.setFonts({
    [LATIN_FONT]: {
      normal: 'roboto-regular.ttf',
      bold: 'roboto-medium.ttf',
      italics: 'roboto-regular.ttf',
      bolditalics: 'roboto-medium.ttf',
    },
    [URDU_FONT]: { normal: 'naskh-regular.ttf', bold: 'naskh-bold.ttf', italics: 'naskh-regular.ttf', bolditalics: 'naskh-bold.ttf' },
  });
  // A document never reads a file or a URL: everything it shows is in its definition.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
  return pdfmake;
}

/** A document definition with the defaults every PDF of the app has (A4, the Latin font at 9 pt). */
export const withDefaults = (doc: PdfDocument): PdfDocument => ({
  pageSize: 'A4',
  ...doc,
  defaultStyle: { font: LATIN_FONT, fontSize: 9, ...(doc.defaultStyle as object) },
});

/** Renders a document definition (fonts as above, A4) to the bytes of a PDF. */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  return setUpPdf().createPdf(withDefaults(doc)).getBuffer();
}

/** Arabic-script letters (Urdu, Arabic, Persian) and their presentation forms. */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const RUNS =
  /([\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+(?:\s+[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+)*)/;

/** A left-to-right run inside right-to-left text: its leading spaces go to its end, and back. */
function mirrorSpaces(part: string): string {
  const [, before, middle, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part)!;
  return after + middle + before;
}

export const hasArabicScript = (value: string): boolean => ARABIC.test(value);

/**
 * A text node for `value` in either script. Latin-only text is one Roboto run. Text with Urdu in
 * it reads right to left: it is cut into runs (Urdu words with the spaces between them; anything
 * else), each run in its font, and the runs are laid out in reverse order, so numbers and Latin
 * words inside stay left to right. Each Urdu run is shaped whole by fontkit (`fontFeatures: []`
 * makes pdfkit lay the run out at once instead of word by word, which would lose the spaces and
 * the word order), and kept on one line (`noWrap`).
 */
export function text(value: string, style: Record<string, unknown> = {}): Record<string, unknown> {
  if (!hasArabicScript(value)) return { text: value, font: LATIN_FONT, ...style };
  const runs = value
    .split(RUNS)
    .filter((part) => part.length > 0)
    .map((part) =>
      hasArabicScript(part) ? { text: part, font: URDU_FONT, fontFeatures: [] } : { text: mirrorSpaces(part), font: LATIN_FONT },
    )
    .reverse();
  return { text: runs, noWrap: true, ...style };
}
