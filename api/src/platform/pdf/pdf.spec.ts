import { openSync } from 'fontkit';
import { join } from 'node:path';
import { fontsDir, LATIN_FONT, renderPdf, text, URDU_FONT } from './pdf';

describe('PDF text in two scripts', () => {
  it('keeps Latin text as one run in the Latin font', () => {
    expect(text('Ahmed Raza 1,234.50', { bold: true })).toEqual({ text: 'Ahmed Raza 1,234.50', font: LATIN_FONT, bold: true });
  });

  it('lays Urdu out right to left: runs in reverse order, numbers left to right, each Urdu run shaped whole', () => {
    const node = text('بقایا 1,234.50 روپے', { alignment: 'right' });
    expect(node).toEqual({
      text: [
        { text: 'روپے', font: URDU_FONT, fontFeatures: [] },
        { text: ' ', font: LATIN_FONT },
        { text: '1,234.50', font: LATIN_FONT },
        { text: ' ', font: LATIN_FONT },
        { text: 'بقایا', font: URDU_FONT, fontFeatures: [] },
      ],
      noWrap: true,
      alignment: 'right',
    });
    // Words of one Urdu run stay together (one shaping, one line), spaces and all.
    expect((text('محمد علی رضا').text as unknown[]).length).toBe(1);
  });

  it('keeps phone numbers, dates, codes and signed amounts whole and left to right inside Urdu', () => {
    // The pieces, left to right, with the spaces between runs dropped (each is a piece of its own).
    const pieces = (value: string) => (text(value).text as { text: string }[]).map((p) => p.text).filter((p) => p !== ' ');
    expect(pieces('فون 0300-1234567 پر')).toEqual(['پر', '0300-1234567', 'فون']);
    expect(pieces('تاریخ 2026-11-05')).toEqual(['2026-11-05', 'تاریخ']);
    expect(pieces('بقایا -569.50 روپے')).toEqual(['روپے', '-569.50', 'بقایا']);
    // Latin words and numbers next to each other are one left-to-right run.
    expect(pieces('جاز کیش JazzCash 0300 1234567')).toEqual(['JazzCash 0300 1234567', 'جاز کیش']);
    // Brackets in right-to-left text are mirrored, so they still enclose their words.
    expect(pieces('رابطہ (علی رضا) کریں')).toEqual(['کریں', ' (', 'علی رضا', ') ', 'رابطہ']);
  });

  it('wraps long Urdu text itself, in reading order, each line reordered on its own', () => {
    const value = 'مکان نمبر 12، گلی 5، محلہ اسلام پورہ، نزد جامع مسجد، گلبرگ تھری، لاہور، پنجاب، پاکستان 54000';
    const node = text(value, { alignment: 'right' }, 120);
    const lines = (node.stack as { text: { text: string }[]; noWrap: boolean }[]).map((line) => {
      expect(line.noWrap).toBe(true);
      // Back in reading order: the pieces of a line in reverse.
      return line.text
        .map((p) => p.text)
        .reverse()
        .join('');
    });
    expect(lines.length).toBeGreaterThan(2);
    // The first line starts the address, the last one ends it with the postcode; nothing is lost.
    expect(lines[0].startsWith('مکان نمبر')).toBe(true);
    expect(lines[lines.length - 1].endsWith('54000')).toBe(true);
    expect(lines.join(' ')).toBe(value);
    expect(node.alignment).toBe('right');
    // Short text stays one line.
    expect(text('محمد علی رضا', {}, 120).stack).toBeUndefined();
  });

  it("shapes the Urdu font's letters: joined (contextual) forms, in right-to-left order", () => {
    const font = openSync(join(fontsDir(), 'NotoNaskhArabic-Regular.ttf'));
    const word = 'محمد';
    const shaped = font.layout(word, []).glyphs;
    const isolated = [...word].map((letter) => font.glyphForCodePoint(letter.codePointAt(0)!).id);
    // Right to left: the first glyph drawn (leftmost) is the word's last letter.
    expect(shaped[0].codePoints).toEqual([word.codePointAt(3)]);
    expect(shaped[shaped.length - 1].codePoints).toEqual([word.codePointAt(0)]);
    // Joined: the initial, medial and final forms are other glyphs than the letters alone.
    const first = shaped[shaped.length - 1].id;
    expect(first).not.toBe(isolated[0]);
    expect(shaped.map((g) => g.id)).not.toEqual([...isolated].reverse());
  });

  it('renders a document to the bytes of a PDF', async () => {
    const pdf = await renderPdf({ content: [text('Statement'), text('احمد رضا')] });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
  });
});
