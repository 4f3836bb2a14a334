"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.newPdfDocument = newPdfDocument;
exports.renderInto = renderInto;
exports.collect = collect;
const PDFDocument_1 = __importDefault(require("pdfmake/js/PDFDocument"));
const LayoutBuilder_1 = __importDefault(require("pdfmake/js/LayoutBuilder"));
const PageSize_1 = require("pdfmake/js/PageSize");
const Renderer_1 = __importDefault(require("pdfmake/js/Renderer"));
const SVGMeasure_1 = __importDefault(require("pdfmake/js/SVGMeasure"));
const tableLayouts_1 = require("pdfmake/js/tableLayouts");
const sizeOf = (definition) => (0, PageSize_1.normalizePageSize)(definition.pageSize ?? 'A4', definition.pageOrientation);
/** Parsed fonts by file, shared by every document of the process; and pdfkit's EmbeddedFont class. */
const parsed = new Map();
let Embedded = null;
/**
 * The parsed font for one more document: its tables (the costly part) shared, but its glyph
 * objects its own. fontkit keeps each glyph object with the code points it was first made for
 * (and a subset makes composite glyphs' parts with none), so glyphs shared across documents would
 * lose their text (ToUnicode) in later PDFs; a fresh glyph cache and layout engine per document
 * keep every PDF's text extractable, as with a font parsed for it alone.
 */
function fontView(font) {
    const parsedFont = font;
    const view = Object.create(parsedFont);
    Object.defineProperty(view, '_glyphs', { value: {}, writable: true });
    Object.defineProperty(view, '_layoutEngine', { value: new parsedFont._layoutEngine.constructor(view) });
    return view;
}
/**
 * pdfkit's cache of laid-out words (glyphs and positions, read-only once made), by font file,
 * shared by documents instead of one per document; started afresh every CACHE_DOCUMENTS
 * documents, so the words of many months cannot pile up.
 */
const layouts = new Map();
const CACHE_DOCUMENTS = 500;
let documents = 0;
function withSharedLayouts(font, file) {
    if (!layouts.has(file))
        layouts.set(file, Object.create(null));
    font.layoutCache = layouts.get(file);
    return font;
}
/**
 * pdfmake's PDFDocument (pdfkit with pdfmake's fonts) that parses each font file once per process
 * instead of once per document: pdfkit would run fontkit over the whole TrueType file for every
 * PDF, which was most of a statement's rendering time (a month-end run makes thousands). The
 * parsed font is read-only; each document still embeds its own subset (pdfkit's EmbeddedFont).
 */
class CachedFontsDocument extends PDFDocument_1.default {
    provideFont(family, bold, italics) {
        const type = this.getFontType(bold, italics);
        const cached = this.fontCache[family]?.[type];
        if (cached)
            return cached;
        const file = this.fonts[family]?.[type];
        const font = file === undefined ? undefined : parsed.get(file);
        if (font === undefined || Embedded === null) {
            // The first time: pdfmake's own path (reads the file, parses it, registers it with pdfkit).
            const first = super.provideFont(family, bold, italics);
            parsed.set(file, first.font);
            Embedded = first.constructor;
            return withSharedLayouts(first, file);
        }
        const embedded = withSharedLayouts(new Embedded(this, fontView(font), `F${++this._fontCount}`), file);
        // pdfkit embeds (subsets and writes) the fonts it finds here when the document ends.
        this._fontFamilies[embedded.id] = embedded;
        (this.fontCache[family] ??= {})[type] = embedded;
        return embedded;
    }
}
const PAGE = (0, PageSize_1.normalizePageSize)('A4');
/** A new pdfkit document, A4 pages added as they are rendered, each written out when the next starts. */
function newPdfDocument(setup, info = {}) {
    if (++documents % CACHE_DOCUMENTS === 0)
        layouts.clear();
    return new CachedFontsDocument(setup.fonts, {}, {}, {}, {
        size: [PAGE.width, PAGE.height],
        pdfVersion: '1.3',
        compress: true,
        fontLayoutCache: true,
        bufferPages: false,
        autoFirstPage: false,
        info: { Producer: 'pdfmake', Creator: 'pdfmake', ...info },
        font: null,
    }, setup.virtualfs, 
    // A document never reads a file: everything it shows is in its definition.
    () => false);
}
/**
 * Lays a document definition out and renders its pages into `doc`, from a new page: what
 * pdfmake's Printer.createPdfKitDocument does (0.3.11), for a definition with defaults applied.
 */
function renderInto(doc, definition) {
    const builder = new LayoutBuilder_1.default(sizeOf(definition), (0, PageSize_1.normalizePageMargin)(definition.pageMargins ?? 40), new SVGMeasure_1.default());
    builder.registerTableLayouts(tableLayouts_1.tableLayouts);
    const pages = builder.layoutDocument(definition.content, doc, definition.styles ?? {}, definition.defaultStyle);
    new Renderer_1.default(doc).renderPages(pages);
}
/** The bytes of a finished document. */
function collect(doc) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        doc.on('data', (chunk) => chunks.push(chunk));
        doc.once('end', () => resolve(Buffer.concat(chunks)));
        doc.once('error', reject);
        doc.end();
    });
}
//# sourceMappingURL=pdf-document.js.map