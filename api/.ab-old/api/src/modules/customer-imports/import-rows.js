"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EMPTY_VALUES = exports.TEXT_LIMITS = void 0;
exports.asciiDigits = asciiDigits;
exports.cleanText = cleanText;
exports.readRow = readRow;
const pakistani_phone_1 = require("../customers/pakistani-phone");
/** The longest text each field takes (the customers' own rules; longer is a row error, never cut). */
exports.TEXT_LIMITS = {
    code: 20,
    name: 100,
    address: 500,
    area_name: 100,
    notes: 2000,
};
/** The largest amounts and counts the customers' own rules take (customer.dto.ts). */
const MAX_MONEY = 1_000_000_000;
const MAX_RATE = 1_000_000;
const MAX_CANS = 100_000;
/** Urdu (Extended Arabic-Indic) and Arabic-Indic digits, as an Urdu register may be typed, to 0-9. */
function asciiDigits(text) {
    return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}
/**
 * A cell as text: trimmed, inner runs of spaces made one, with the apostrophe removed that
 * errors.csv puts before a cell starting with = + - @ (so a corrected errors.csv imports as typed).
 */
function cleanText(cell) {
    return cell
        .replace(/^'(?=[=+\-@])/, '')
        .replace(/[\s\u00a0]+/g, ' ')
        .trim();
}
/** An amount of money as registers write it: 1,250 / Rs. 1250.50 / ۱۲۵۰ / (500) for an advance. */
function parseMoney(text, options) {
    let value = asciiDigits(text)
        .replace(/^(rs\.?|pkr|₨)\s*/i, '')
        .replace(/[,\s]/g, '');
    let negative = false;
    const parenthesised = /^\((.*)\)$/.exec(value);
    if (parenthesised) {
        value = parenthesised[1];
        negative = true;
    }
    if (value.startsWith('-')) {
        value = value.slice(1);
        negative = !negative;
    }
    if (!/^\d+(\.\d+)?$/.test(value))
        return { error: 'Enter an amount, e.g. 1250 or 1250.50.' };
    if (/\.\d{3,}$/.test(value))
        return { error: 'Enter the amount with at most 2 decimals.' };
    const amount = Number(value);
    const max = options.max ?? MAX_MONEY;
    if (amount > max)
        return { error: `Enter an amount of at most ${max.toLocaleString('en')}.` };
    if (negative && !options.negative)
        return { error: 'The amount cannot be negative.' };
    return { value: negative && amount !== 0 ? -amount : amount };
}
function parseCount(text) {
    const value = asciiDigits(text).replace(/[,\s]/g, '');
    if (/^-\d+$/.test(value))
        return { error: 'The number of cans cannot be negative.' };
    if (!/^\d+(\.0+)?$/.test(value))
        return { error: 'Enter a whole number of cans, e.g. 2.' };
    const count = Number(value);
    if (count > MAX_CANS)
        return { error: `Enter at most ${MAX_CANS.toLocaleString('en')} cans.` };
    return { value: count };
}
/** What a register writes for a customer's language, in English or Urdu, folded as headers are. */
const LANGUAGES = {
    en: 'en',
    english: 'en',
    eng: 'en',
    انگریزی: 'en',
    انگلش: 'en',
    ur: 'ur',
    urdu: 'ur',
    اردو: 'ur',
};
function parseLanguage(text) {
    const language = LANGUAGES[text.normalize('NFKC').toLowerCase().replace(/[\s.]/g, '')];
    return language ? { value: language } : { error: 'Enter the language as English (en) or Urdu (ur).' };
}
function parsePhone(text) {
    const phone = (0, pakistani_phone_1.normalisePakistaniMobile)(asciiDigits(text));
    return phone ? { value: phone } : { error: pakistani_phone_1.PHONE_INVALID };
}
/** A row's values before any column fills them: what an empty cell leaves. */
exports.EMPTY_VALUES = {
    code: null,
    name: null,
    phone: null,
    whatsapp: null,
    address: null,
    area_name: null,
    rate: null,
    opening_balance: 0,
    opening_cans: 0,
    security_deposit_cans: 0,
    security_deposit_amount: 0,
    credit_limit: null,
    can_limit: null,
    notes: null,
    language: null,
};
const REQUIRED_MESSAGES = {
    name: 'The customer name is required.',
    area_name: 'The area is required.',
};
/** Reads one row with the columns' fields; every problem is an error naming the row and the column. */
function readRow(row, columns) {
    const values = { ...exports.EMPTY_VALUES };
    const errors = [];
    const fail = (column, field, message) => errors.push({ row: row.row, column: column?.header ?? null, field, message });
    if (row.problem)
        fail(null, null, row.problem);
    const filled = new Set();
    for (const column of columns) {
        const field = column.field;
        if (!field)
            continue;
        const unreadable = row.unreadable.get(column.index);
        if (unreadable) {
            fail(column, field, unreadable);
            filled.add(field);
            continue;
        }
        const text = cleanText(row.cells[column.index] ?? '');
        if (text === '')
            continue;
        filled.add(field);
        const limit = exports.TEXT_LIMITS[field];
        if (limit !== undefined && text.length > limit) {
            fail(column, field, `At most ${limit} characters (this one has ${text.length}).`);
            continue;
        }
        let parsed;
        switch (field) {
            case 'phone':
            case 'whatsapp':
                parsed = parsePhone(text);
                break;
            case 'rate':
                parsed = parseMoney(text, { negative: false, max: MAX_RATE });
                break;
            case 'credit_limit':
            case 'security_deposit_amount':
                parsed = parseMoney(text, { negative: false });
                break;
            case 'opening_balance':
                parsed = parseMoney(text, { negative: true });
                break;
            case 'opening_cans':
            case 'security_deposit_cans':
            case 'can_limit':
                parsed = parseCount(text);
                break;
            case 'language':
                parsed = parseLanguage(text);
                break;
            case 'code':
                parsed = /^[A-Za-z0-9][A-Za-z0-9\-_/.]*$/.test(text)
                    ? { value: text }
                    : { error: 'The code may hold letters, digits, hyphens, slashes, dots and underscores only, e.g. C-0001.' };
                break;
            default:
                parsed = { value: text };
        }
        if ('error' in parsed)
            fail(column, field, parsed.error);
        else
            values[field] = parsed.value;
    }
    for (const [field, message] of Object.entries(REQUIRED_MESSAGES)) {
        if (!filled.has(field))
            fail(columns.find((c) => c.field === field) ?? null, field, message);
    }
    return { row: row.row, values, errors, cells: row.cells };
}
//# sourceMappingURL=import-rows.js.map