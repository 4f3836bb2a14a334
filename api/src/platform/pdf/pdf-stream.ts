import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { yieldToEventLoop } from '../event-loop';
import { PdfDocument, setUpPdf, withDefaults } from './pdf';
import { newPdfDocument, renderInto } from './pdf-document';

/** Bytes the PDF may hold unread before the next document is laid out (the reader is slower than us). */
const HIGH_WATER = 1 << 20;

/**
 * Several document definitions as ONE PDF, streamed: each definition starts on a new page. Each is
 * laid out and rendered (pdf-document.ts) on the same pdfkit document in turn. pdfkit writes each
 * page out as the next one starts (bufferPages off), so only one definition's layout is in memory
 * at a time, the fonts are embedded once for the whole file, and a slow reader holds the next
 * definition back (the stream's unread bytes stay under HIGH_WATER) instead of the whole file
 * piling up in memory. `definitions` is pulled lazily, one at a time.
 *
 * This runs on the event loop (a run's merged PDF can take minutes: in a render thread it would
 * hold up every other document), so each definition is followed by a turn of the loop: without it
 * the statements of a batch already read were laid out back to back (60 stalled it 1.9 s); with
 * it, other requests wait at most one statement's layout (under 100 ms; the process's first also
 * parses the fonts, about 0.4 s once).
 */
export function renderPdfStream(definitions: AsyncIterable<PdfDocument>, info: Record<string, string>): Readable {
  const doc = newPdfDocument(setUpPdf(), info);
  let stopped = false;
  doc.once('close', () => (stopped = true));
  doc.once('error', () => (stopped = true));
  const write = async () => {
    for await (const definition of definitions) {
      if (stopped) return;
      renderInto(doc, withDefaults(definition));
      await yieldToEventLoop();
      while (doc.readableLength > HIGH_WATER && !stopped) await sleep(5);
    }
    if (!stopped) doc.end();
  };
  write().catch((error: Error) => doc.destroy(error));
  return doc;
}
