"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.pdfInfo = exports.withDefaults = exports.DEFAULT_FONT_SIZE = exports.URDU_FONT = exports.LATIN_FONT = exports.hasArabicScript = void 0;
exports.fontsDir = fontsDir;
exports.setUpPdf = setUpPdf;
exports.renderPdf = renderPdf;
exports.text = text;
const node_fs_1 = require("node:fs");
const node_path_1 = require("node:path");
const pdfmake_1 = __importDefault(require("pdfmake"));
const bidi_1 = require("./bidi");
const pdf_document_1 = require("./pdf-document");
var bidi_2 = require("./bidi");
Object.defineProperty(exports, "hasArabicScript", { enumerable: true, get: function () { return bidi_2.hasArabicScript; } });
exports.LATIN_FONT = 'Roboto';
exports.URDU_FONT = 'Naskh';
exports.DEFAULT_FONT_SIZE = 9;
/** api/assets/fonts, from the sources (api/src/platform/pdf) or the build (api/dist/api/src/platform/pdf). */
function fontsDir() {
    for (const up of ['../../../assets/fonts', '../../../../../assets/fonts']) {
        const dir = (0, node_path_1.resolve)(__dirname, up);
        if ((0, node_fs_1.existsSync)((0, node_path_1.join)(dir, 'NotoNaskhArabic-Regular.ttf')))
            return dir;
    }
    throw new Error('The PDF fonts are missing: api/assets/fonts/NotoNaskhArabic-Regular.ttf');
}
let ready = false;
/** Loads the fonts into pdfmake's virtual file system once per process (not per document). */
function setUpPdf() {
    if (ready)
        return pdfmake_1.default;
    const roboto = (0, node_path_1.join)((0, node_path_1.dirname)(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
    const naskh = fontsDir();
    const files = [
        ['roboto-regular.ttf', (0, node_path_1.join)(roboto, 'Roboto-Regular.ttf')],
        ['roboto-medium.ttf', (0, node_path_1.join)(roboto, 'Roboto-Medium.ttf')],
        ['naskh-regular.ttf', (0, node_path_1.join)(naskh, 'NotoNaskhArabic-Regular.ttf')],
        ['naskh-bold.ttf', (0, node_path_1.join)(naskh, 'NotoNaskhArabic-Bold.ttf')],
    ];
    for (const [name, path] of files)
        pdfmake_1.default.virtualfs.writeFileSync(name, (0, node_fs_1.readFileSync)(path));
    pdfmake_1.default.setFonts({
        [exports.LATIN_FONT]: {
            normal: 'roboto-regular.ttf',
            bold: 'roboto-medium.ttf',
            italics: 'roboto-regular.ttf',
            bolditalics: 'roboto-medium.ttf',
        },
        [exports.URDU_FONT]: { normal: 'naskh-regular.ttf', bold: 'naskh-bold.ttf', italics: 'naskh-regular.ttf', bolditalics: 'naskh-bold.ttf' },
    });
    // Should anything call pdfmake.createPdf directly: no file or URL is ever read for a document.
    pdfmake_1.default.setUrlAccessPolicy(() => false);
    pdfmake_1.default.setLocalAccessPolicy(() => false);
    ready = true;
    return pdfmake_1.default;
}
/** A document definition with the defaults every PDF of the app has (A4, the Latin font at 9 pt). */
const withDefaults = (doc) => ({
    pageSize: 'A4',
    ...doc,
    defaultStyle: { font: exports.LATIN_FONT, fontSize: exports.DEFAULT_FONT_SIZE, ...doc.defaultStyle },
});
exports.withDefaults = withDefaults;
/** pdfmake's metadata keys (`title`, `creator`) as the PDF's Info dictionary has them (`Title`, `Creator`). */
const pdfInfo = (info) => Object.fromEntries(Object.entries((info ?? {})).map(([key, value]) => [key.charAt(0).toUpperCase() + key.slice(1), value]));
exports.pdfInfo = pdfInfo;
/**
 * Renders a document definition (fonts as above, A4) to the bytes of a PDF: pdfmake's layout and
 * renderer on a document whose fonts are parsed once per process (pdf-document.ts).
 */
async function renderPdf(doc) {
    const definition = (0, exports.withDefaults)(doc);
    const pdf = (0, pdf_document_1.newPdfDocument)(setUpPdf(), (0, exports.pdfInfo)(definition.info));
    (0, pdf_document_1.renderInto)(pdf, definition);
    return (0, pdf_document_1.collect)(pdf);
}
let measurer = null;
/** A line's width as pdfmake will measure it: each piece in its font (Urdu pieces shaped whole). */
function lineWidth(pieces, size, bold) {
    // A document that is never ended, only asked for its fonts.
    measurer ??= (0, pdf_document_1.newPdfDocument)(setUpPdf());
    const font = (rtl) => measurer.provideFont(rtl ? exports.URDU_FONT : exports.LATIN_FONT, bold, false);
    return pieces.reduce((sum, piece) => sum + font(piece.rtl).widthOfString(piece.text, size, piece.rtl ? [] : undefined), 0);
}
/** One laid-out line: its pieces in visual order, each in its font, on one line. */
const inlines = (pieces) => pieces.map((piece) => (piece.rtl ? { text: piece.text, font: exports.URDU_FONT, fontFeatures: [] } : { text: piece.text, font: exports.LATIN_FONT }));
/**
 * A text node for `value` in either script. Latin-only text is one Roboto run (pdfmake wraps it).
 * Text with Urdu in it goes through bidi.ts: cut into lines of at most `width` points (measured as
 * pdfmake measures, at the style's size; one line when no width is given), each line's runs put
 * in visual order, each run in its font, so numbers, codes and Latin words inside Urdu stay left
 * to right. Each Urdu piece is shaped whole by fontkit (`fontFeatures: []` makes pdfkit lay the
 * piece out at once instead of word by word, which would lose the spaces and the word order), and
 * each line is kept whole (`noWrap`): the wrapping is done here, in logical order.
 */
function text(value, style = {}, width) {
    if (!(0, bidi_1.hasArabicScript)(value))
        return { text: value, font: exports.LATIN_FONT, ...style };
    const size = typeof style.fontSize === 'number' ? style.fontSize : exports.DEFAULT_FONT_SIZE;
    const lines = (0, bidi_1.bidiLines)(value, (pieces) => lineWidth(pieces, size, style.bold === true), width);
    if (lines.length === 1)
        return { text: inlines(lines[0]), noWrap: true, ...style };
    return { stack: lines.map((line) => ({ text: inlines(line), noWrap: true })), ...style };
}
//# sourceMappingURL=pdf.js.map