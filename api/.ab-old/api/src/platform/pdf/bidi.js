"use strict";
/**
 * Enough of the Unicode bidirectional algorithm (UAX #9) for the app's PDFs, which pdfmake lays
 * out left to right only: Urdu words, with numbers, dates, codes, phone numbers and Latin words
 * inside them. Characters are Arabic-script (right to left), strong left to right (letters of
 * other scripts and digits: a number is kept as one left-to-right word, so `0300-1234567` and
 * `2026-11-05` never come out reversed, unlike UAX #9's European-number rules would make them
 * inside Arabic text), or neutral (spaces, punctuation, symbols). Neutrals between two runs of
 * one direction take it; others take the paragraph's (rule N1/N2), which is the direction of its
 * first strong character (P2). A sign or currency symbol just before a digit belongs to the number.
 * Lines are cut in logical order first and each is then reordered (L2), and brackets inside
 * right-to-left runs are mirrored (L4).
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.hasArabicScript = void 0;
exports.resolve = resolve;
exports.visualLine = visualLine;
exports.bidiLines = bidiLines;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LTR = /[\p{L}\p{N}]/u;
const SIGN = /[-+−#$€£₨]/;
const DIGIT = /[0-9]/;
const MIRROR = {
    '(': ')',
    ')': '(',
    '[': ']',
    ']': '[',
    '{': '}',
    '}': '{',
    '<': '>',
    '>': '<',
    '«': '»',
    '»': '«',
};
const hasArabicScript = (value) => ARABIC.test(value);
exports.hasArabicScript = hasArabicScript;
/** Each character's resolved direction, and the paragraph's. */
function resolve(chars) {
    const strong = chars.map((c, i) => ARABIC.test(c) ? 'rtl' : LTR.test(c) || (SIGN.test(c) && DIGIT.test(chars[i + 1] ?? '')) ? 'ltr' : null);
    const paragraph = strong.find((d) => d !== null) ?? 'ltr';
    const directions = [];
    for (let i = 0; i < chars.length;) {
        if (strong[i] !== null) {
            directions.push(strong[i]);
            i += 1;
            continue;
        }
        let end = i;
        while (end < chars.length && strong[end] === null)
            end += 1;
        const before = i === 0 ? paragraph : strong[i - 1];
        const after = end === chars.length ? paragraph : strong[end];
        const neutral = before === after ? before : paragraph;
        for (; i < end; i += 1)
            directions.push(neutral);
    }
    return { paragraph, directions };
}
/**
 * One line (logical order, already cut) as pieces in visual order, left to right. In a
 * right-to-left paragraph the runs are reversed and left-to-right runs keep their order; inside
 * a right-to-left run, Arabic-script text (with the spaces between its words) stays one piece in
 * logical order for shaping, and anything else in it (punctuation, brackets) is mirrored and
 * reversed here.
 */
function visualLine(chars, directions, paragraph) {
    const runs = [];
    chars.forEach((c, i) => {
        const last = runs[runs.length - 1];
        if (last && last.direction === directions[i])
            last.text.push(c);
        else
            runs.push({ text: [c], direction: directions[i] });
    });
    const ordered = paragraph === 'rtl' ? runs.reverse() : runs;
    const pieces = [];
    for (const run of ordered) {
        if (run.direction === 'ltr') {
            pieces.push({ text: run.text.join(''), rtl: false });
            continue;
        }
        // Arabic letters and spaces between them shape together; the rest is mirrored and reversed.
        const parts = [];
        for (const [i, c] of run.text.entries()) {
            const shaped = ARABIC.test(c) || (/\s/.test(c) && ARABIC.test(run.text[i - 1] ?? '') && ARABIC.test(run.text[i + 1] ?? ''));
            const last = parts[parts.length - 1];
            const char = shaped ? c : (MIRROR[c] ?? c);
            if (last && last.rtl === shaped)
                last.text += char;
            else
                parts.push({ text: char, rtl: shaped });
        }
        for (const part of parts.reverse())
            pieces.push(part.rtl ? part : { text: [...part.text].reverse().join(''), rtl: false });
    }
    return pieces;
}
/**
 * Cuts `value` into lines no wider than `maxWidth` (as `width` measures a line's pieces), at
 * spaces, in logical order (a word longer than a line gets a line of its own), and reorders each
 * line for display. Without `maxWidth`, one line.
 */
function bidiLines(value, width, maxWidth) {
    const chars = [...value];
    const { paragraph, directions } = resolve(chars);
    const line = (from, to) => visualLine(chars.slice(from, to), directions.slice(from, to), paragraph);
    if (maxWidth === undefined)
        return [line(0, chars.length)];
    // Word ends (exclusive), each word with the spaces before it.
    const breaks = [];
    for (let i = 1; i <= chars.length; i += 1)
        if (i === chars.length || (/\s/.test(chars[i]) && !/\s/.test(chars[i - 1])))
            breaks.push(i);
    const lines = [];
    let start = 0;
    let end = 0;
    for (const next of breaks) {
        if (end > start && width(line(start, next)) > maxWidth) {
            lines.push(line(start, end));
            start = end;
            while (start < chars.length && /\s/.test(chars[start]))
                start += 1;
        }
        end = next;
    }
    if (end > start)
        lines.push(line(start, end));
    return lines;
}
//# sourceMappingURL=bidi.js.map