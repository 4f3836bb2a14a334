"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderPdfStream = renderPdfStream;
const promises_1 = require("node:timers/promises");
const pdf_1 = require("./pdf");
const pdf_document_1 = require("./pdf-document");
/** Bytes the PDF may hold unread before the next document is laid out (the reader is slower than us). */
const HIGH_WATER = 1 << 20;
/**
 * Several document definitions as ONE PDF, streamed: each definition starts on a new page. Each is
 * laid out and rendered (pdf-document.ts) on the same pdfkit document in turn. pdfkit writes each
 * page out as the next one starts (bufferPages off), so only one definition's layout is in memory
 * at a time, the fonts are embedded once for the whole file, and a slow reader holds the next
 * definition back (the stream's unread bytes stay under HIGH_WATER) instead of the whole file
 * piling up in memory. `definitions` is pulled lazily, one at a time.
 */
function renderPdfStream(definitions, info) {
    const doc = (0, pdf_document_1.newPdfDocument)((0, pdf_1.setUpPdf)(), info);
    let stopped = false;
    doc.once('close', () => (stopped = true));
    doc.once('error', () => (stopped = true));
    const write = async () => {
        for await (const definition of definitions) {
            if (stopped)
                return;
            (0, pdf_document_1.renderInto)(doc, (0, pdf_1.withDefaults)(definition));
            while (doc.readableLength > HIGH_WATER && !stopped)
                await (0, promises_1.setTimeout)(5);
        }
        if (!stopped)
            doc.end();
    };
    write().catch((error) => doc.destroy(error));
    return doc;
}
//# sourceMappingURL=pdf-stream.js.map