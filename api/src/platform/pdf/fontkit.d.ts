/** The little of fontkit 2 (pdfkit's font engine) that the PDF tests read; it ships no types. */
declare module 'fontkit' {
  interface Glyph {
    id: number;
    codePoints: number[];
  }
  interface Font {
    layout(text: string, features?: string[]): { glyphs: Glyph[] };
    glyphForCodePoint(codePoint: number): Glyph;
  }
  export function openSync(path: string): Font;
}
