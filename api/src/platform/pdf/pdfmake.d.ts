/** The little of pdfmake 0.3's server build (`require('pdfmake')`, a singleton) that we use; it ships no types. */
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  type FontDescriptors = Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>;
  interface PdfMake {
    virtualfs: { writeFileSync(name: string, content: Buffer): void; existsSync(name: string): boolean };
    fonts: FontDescriptors;
    setFonts(fonts: FontDescriptors): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(doc: Record<string, unknown>, options?: Record<string, unknown>): OutputDocument;
  }
  const pdfmake: PdfMake;
  export = pdfmake;
}

/*
 * The building blocks pdfmake's own Printer.createPdfKitDocument puts together (0.3.11, pinned):
 * pdf-stream.ts lays out and renders several documents into one pdfkit document with them.
 */
declare module 'pdfmake/js/PDFDocument' {
  import type { Readable } from 'node:stream';
  /** pdfkit's PDFDocument (a Readable of the PDF's bytes) with pdfmake's font handling. */
  export default class PDFDocument extends Readable {
    constructor(
      fonts: Record<string, unknown>,
      images: Record<string, unknown>,
      patterns: Record<string, unknown>,
      attachments: Record<string, unknown>,
      options: Record<string, unknown>,
      virtualfs: unknown,
      localAccessPolicy: (path: string) => boolean,
    );
    end(): void;
    /** pdfkit's font for a family and style, loaded once per document. */
    provideFont(family: string, bold: boolean, italics: boolean): unknown;
  }
}
declare module 'pdfmake/js/LayoutBuilder' {
  export default class LayoutBuilder {
    constructor(pageSize: unknown, pageMargins: unknown, svgMeasure: unknown);
    registerTableLayouts(layouts: unknown): void;
    layoutDocument(content: unknown, pdfDocument: unknown, styles: unknown, defaultStyle: unknown): unknown[];
  }
}
declare module 'pdfmake/js/Renderer' {
  export default class Renderer {
    constructor(pdfDocument: unknown);
    renderPages(pages: unknown[]): void;
  }
}
declare module 'pdfmake/js/SVGMeasure' {
  export default class SVGMeasure {}
}
declare module 'pdfmake/js/tableLayouts' {
  export const tableLayouts: Record<string, unknown>;
}
declare module 'pdfmake/js/PageSize' {
  export function normalizePageSize(size: unknown, orientation?: unknown): { width: number; height: number };
  export function normalizePageMargin(margin: unknown): unknown;
}
