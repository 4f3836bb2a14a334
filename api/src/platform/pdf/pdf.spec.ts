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
        { text: ' 1,234.50 ', font: LATIN_FONT },
        { text: 'بقایا', font: URDU_FONT, fontFeatures: [] },
      ],
      noWrap: true,
      alignment: 'right',
    });
    // Words of one Urdu run stay together (one shaping, one line), spaces and all.
    expect((text('محمد علی رضا').text as unknown[]).length).toBe(1);
    // Spaces around a number inside Urdu change sides with it.
    expect((text('کل 12 بوتلیں').text as { text: string }[])[1].text).toBe(' 12 ');
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
