import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pdfmake from 'pdfmake';
import { bidiLines, hasArabicScript, VisualPiece } from './bidi';
import { collect, newPdfDocument, renderInto } from './pdf-document';

export { hasArabicScript } from './bidi';

/**
 * The one place PDFs are made (customer statements, owner invoices): pdfmake 0.3 (pdfkit with
 * fontkit, which shapes Arabic script: joined letters, laid out right to left) with two fonts
 * shipped with the app, never fetched at run time: Roboto (from the pdfmake package) for Latin
 * text and Noto Naskh Arabic (api/assets/fonts, SIL OFL 1.1) for Urdu. pdfmake has no bidi of its
 * own, so `text()` cuts a string into lines and runs of one direction and lays them out itself
 * (bidi.ts).
 */

/** A node of a pdfmake document definition (content, table cells, text runs). */
export type PdfNode = Record<string, unknown> | string | PdfNode[];
export type PdfDocument = Record<string, unknown>;

export const LATIN_FONT = 'Roboto';
export const URDU_FONT = 'Naskh';
export const DEFAULT_FONT_SIZE = 9;

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
  // Should anything call pdfmake.createPdf directly: no file or URL is ever read for a document.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
  return pdfmake;
}

/** A document definition with the defaults every PDF of the app has (A4, the Latin font at 9 pt). */
export const withDefaults = (doc: PdfDocument): PdfDocument => ({
  pageSize: 'A4',
  ...doc,
  defaultStyle: { font: LATIN_FONT, fontSize: DEFAULT_FONT_SIZE, ...(doc.defaultStyle as object) },
});

/** pdfmake's metadata keys (`title`, `creator`) as the PDF's Info dictionary has them (`Title`, `Creator`). */
export const pdfInfo = (info: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((info ?? {}) as Record<string, string>).map(([key, value]) => [key.charAt(0).toUpperCase() + key.slice(1), value]),
  );

/**
 * Renders a document definition (fonts as above, A4) to the bytes of a PDF: pdfmake's layout and
 * renderer on a document whose fonts are parsed once per process (pdf-document.ts).
 */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const definition = withDefaults(doc);
  const pdf = newPdfDocument(setUpPdf(), pdfInfo(definition.info));
  renderInto(pdf, definition);
  return collect(pdf);
}

let measurer: ReturnType<typeof newPdfDocument> | null = null;

/** A line's width as pdfmake will measure it: each piece in its font (Urdu pieces shaped whole). */
function lineWidth(pieces: VisualPiece[], size: number, bold: boolean): number {
  // A document that is never ended, only asked for its fonts.
  measurer ??= newPdfDocument(setUpPdf());
  // pdfkit's font, with which pdfmake measures text.
  const font = (rtl: boolean) => measurer!.provideFont(rtl ? URDU_FONT : LATIN_FONT, bold, false);
  return pieces.reduce((sum, piece) => sum + font(piece.rtl).widthOfString(piece.text, size, piece.rtl ? [] : undefined), 0);
}

/** One laid-out line: its pieces in visual order, each in its font, on one line. */
const inlines = (pieces: VisualPiece[]) =>
  pieces.map((piece) => (piece.rtl ? { text: piece.text, font: URDU_FONT, fontFeatures: [] } : { text: piece.text, font: LATIN_FONT }));

/**
 * A text node for `value` in either script. Latin-only text is one Roboto run (pdfmake wraps it).
 * Text with Urdu in it goes through bidi.ts: cut into lines of at most `width` points (measured as
 * pdfmake measures, at the style's size; one line when no width is given), each line's runs put
 * in visual order, each run in its font, so numbers, codes and Latin words inside Urdu stay left
 * to right. Each Urdu piece is shaped whole by fontkit (`fontFeatures: []` makes pdfkit lay the
 * piece out at once instead of word by word, which would lose the spaces and the word order), and
 * each line is kept whole (`noWrap`): the wrapping is done here, in logical order.
 */
export function text(value: string, style: Record<string, unknown> = {}, width?: number): Record<string, unknown> {
  if (!hasArabicScript(value)) return { text: value, font: LATIN_FONT, ...style };
  const size = typeof style.fontSize === 'number' ? style.fontSize : DEFAULT_FONT_SIZE;
  const lines = bidiLines(value, (pieces) => lineWidth(pieces, size, style.bold === true), width);
  if (lines.length === 1) return { text: inlines(lines[0]), noWrap: true, ...style };
  return { stack: lines.map((line) => ({ text: inlines(line), noWrap: true })), ...style };
}
