import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import PDFDocument from 'pdfmake/js/PDFDocument';
import LayoutBuilder from 'pdfmake/js/LayoutBuilder';
import { normalizePageMargin, normalizePageSize } from 'pdfmake/js/PageSize';
import Renderer from 'pdfmake/js/Renderer';
import SVGMeasure from 'pdfmake/js/SVGMeasure';
import { tableLayouts } from 'pdfmake/js/tableLayouts';
import { PdfDocument, setUpPdf, withDefaults } from './pdf';

/** Bytes the PDF may hold unread before the next document is laid out (the reader is slower than us). */
const HIGH_WATER = 1 << 20;

/**
 * Several document definitions as ONE PDF, streamed: each definition starts on a new page. This is
 * what pdfmake's Printer.createPdfKitDocument does for one definition (layout, then render into a
 * pdfkit document), repeated for each definition on the same pdfkit document. pdfkit writes each
 * page out as the next one starts (bufferPages off), so only one definition's layout is in memory
 * at a time, the fonts are read once and embedded once for the whole file, and a slow reader
 * holds the next definition back (the stream's unread bytes stay under HIGH_WATER) instead of the
 * whole file piling up in memory. `definitions` is pulled lazily, one at a time.
 */
export function renderPdfStream(definitions: AsyncIterable<PdfDocument>, info: Record<string, string>): Readable {
  const pdfmake = setUpPdf();
  const pageSize = normalizePageSize('A4');
  const doc = new PDFDocument(
    pdfmake.fonts,
    {},
    {},
    {},
    {
      size: [pageSize.width, pageSize.height],
      pdfVersion: '1.3',
      compress: true,
      fontLayoutCache: true,
      bufferPages: false,
      autoFirstPage: false,
      info: { Producer: 'pdfmake', ...info },
      font: null,
    },
    pdfmake.virtualfs,
    () => false,
  );
  let stopped = false;
  doc.once('close', () => (stopped = true));
  doc.once('error', () => (stopped = true));
  const write = async () => {
    for await (const definition of definitions) {
      if (stopped) return;
      const full = withDefaults(definition);
      const builder = new LayoutBuilder(pageSize, normalizePageMargin(full.pageMargins ?? 40), new SVGMeasure());
      builder.registerTableLayouts(tableLayouts);
      const pages = builder.layoutDocument(full.content, doc, full.styles ?? {}, full.defaultStyle);
      new Renderer(doc).renderPages(pages);
      while (doc.readableLength > HIGH_WATER && !stopped) await sleep(5);
    }
    if (!stopped) doc.end();
  };
  write().catch((error: Error) => doc.destroy(error));
  return doc;
}
