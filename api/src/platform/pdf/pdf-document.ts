import { Readable } from 'node:stream';
import PDFDocument from 'pdfmake/js/PDFDocument';
import LayoutBuilder from 'pdfmake/js/LayoutBuilder';
import { normalizePageMargin, normalizePageSize } from 'pdfmake/js/PageSize';
import Renderer from 'pdfmake/js/Renderer';
import SVGMeasure from 'pdfmake/js/SVGMeasure';
import { tableLayouts } from 'pdfmake/js/tableLayouts';
import type { PdfDocument } from './pdf';

const sizeOf = (definition: PdfDocument) => normalizePageSize(definition.pageSize ?? 'A4', definition.pageOrientation);

/** pdfkit's embedded font: the parsed font (fontkit) and this document's subset of it. */
interface EmbeddedFont {
  font: unknown;
  id: string;
  layoutCache?: Record<string, unknown>;
  /** The width of `text` at `size` points as pdfkit lays it out (with these OpenType `features`, if given). */
  widthOfString(text: string, size: number, features?: string[]): number;
  constructor: new (document: PDFDocument, font: unknown, id: string) => EmbeddedFont;
}

/** Parsed fonts by file, shared by every document of the process; and pdfkit's EmbeddedFont class. */
const parsed = new Map<string, unknown>();
let Embedded: EmbeddedFont['constructor'] | null = null;

/**
 * The parsed font for one more document: its tables (the costly part) shared, but its glyph
 * objects its own. fontkit keeps each glyph object with the code points it was first made for
 * (and a subset makes composite glyphs' parts with none), so glyphs shared across documents would
 * lose their text (ToUnicode) in later PDFs; a fresh glyph cache and layout engine per document
 * keep every PDF's text extractable, as with a font parsed for it alone.
 */
function fontView(font: unknown): unknown {
  const parsedFont = font as { _layoutEngine: { constructor: new (font: unknown) => unknown } };
  const view = Object.create(parsedFont) as object;
  Object.defineProperty(view, '_glyphs', { value: {}, writable: true });
  Object.defineProperty(view, '_layoutEngine', { value: new parsedFont._layoutEngine.constructor(view) });
  return view;
}

/**
 * pdfkit's cache of laid-out words (glyphs and positions, read-only once made), by font file,
 * shared by documents instead of one per document; started afresh every CACHE_DOCUMENTS
 * documents, so the words of many months cannot pile up.
 */
const layouts = new Map<string, Record<string, unknown>>();
const CACHE_DOCUMENTS = 500;
let documents = 0;

function withSharedLayouts(font: EmbeddedFont, file: string): EmbeddedFont {
  if (!layouts.has(file)) layouts.set(file, Object.create(null) as Record<string, unknown>);
  font.layoutCache = layouts.get(file);
  return font;
}

/**
 * pdfmake's PDFDocument (pdfkit with pdfmake's fonts) that parses each font file once per process
 * instead of once per document: pdfkit would run fontkit over the whole TrueType file for every
 * PDF, which was most of a statement's rendering time (a month-end run makes thousands). The
 * parsed font is read-only; each document still embeds its own subset (pdfkit's EmbeddedFont).
 */
class CachedFontsDocument extends PDFDocument {
  declare fonts: Record<string, Record<string, string>>;
  declare fontCache: Record<string, Record<string, EmbeddedFont>>;
  declare _fontFamilies: Record<string, EmbeddedFont>;
  declare _fontCount: number;
  declare getFontType: (bold: boolean, italics: boolean) => string;

  override provideFont(family: string, bold: boolean, italics: boolean): EmbeddedFont {
    const type = this.getFontType(bold, italics);
    const cached = this.fontCache[family]?.[type];
    if (cached) return cached;
    const file = this.fonts[family]?.[type];
    const font = file === undefined ? undefined : parsed.get(file);
    if (font === undefined || Embedded === null) {
      // The first time: pdfmake's own path (reads the file, parses it, registers it with pdfkit).
      const first = super.provideFont(family, bold, italics) as EmbeddedFont;
      parsed.set(file!, first.font);
      Embedded = first.constructor;
      return withSharedLayouts(first, file!);
    }
    const embedded = withSharedLayouts(new Embedded(this, fontView(font), `F${++this._fontCount}`), file!);
    // pdfkit embeds (subsets and writes) the fonts it finds here when the document ends.
    this._fontFamilies[embedded.id] = embedded;
    (this.fontCache[family] ??= {})[type] = embedded;
    return embedded;
  }
}

export interface PdfSetup {
  fonts: Record<string, unknown>;
  virtualfs: unknown;
}

const PAGE = normalizePageSize('A4');

/** A new pdfkit document, A4 pages added as they are rendered, each written out when the next starts. */
export function newPdfDocument(setup: PdfSetup, info: Record<string, string> = {}): CachedFontsDocument {
  if (++documents % CACHE_DOCUMENTS === 0) layouts.clear();
  return new CachedFontsDocument(
    setup.fonts,
    {},
    {},
    {},
    {
      size: [PAGE.width, PAGE.height],
      pdfVersion: '1.3',
      compress: true,
      fontLayoutCache: true,
      bufferPages: false,
      autoFirstPage: false,
      info: { Producer: 'pdfmake', Creator: 'pdfmake', ...info },
      font: null,
    },
    setup.virtualfs,
    // A document never reads a file: everything it shows is in its definition.
    () => false,
  );
}

/**
 * Lays a document definition out and renders its pages into `doc`, from a new page: what
 * pdfmake's Printer.createPdfKitDocument does (0.3.11), for a definition with defaults applied.
 */
export function renderInto(doc: PDFDocument, definition: PdfDocument): void {
  const builder = new LayoutBuilder(sizeOf(definition), normalizePageMargin(definition.pageMargins ?? 40), new SVGMeasure());
  builder.registerTableLayouts(tableLayouts);
  const pages = builder.layoutDocument(definition.content, doc, definition.styles ?? {}, definition.defaultStyle);
  new Renderer(doc).renderPages(pages);
}

/** The bytes of a finished document. */
export function collect(doc: Readable & { end(): void }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.once('end', () => resolve(Buffer.concat(chunks)));
    doc.once('error', reject);
    doc.end();
  });
}
