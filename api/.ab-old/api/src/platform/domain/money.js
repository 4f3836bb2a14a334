"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.toPaisa = toPaisa;
exports.fromPaisa = fromPaisa;
exports.money = money;
exports.addMoney = addMoney;
exports.moneyNumber = moneyNumber;
/**
 * Money as exact decimal strings ("1250.50") in event payloads and whole paisa (1/100 rupee) in
 * arithmetic, never binary floats: numeric(14,2) holds at most 10^12 rupees, 10^14 paisa, far
 * inside JavaScript's exact integers.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
/** Paisa of a decimal string or of a number with at most 2 decimals (as JSON brings it). */
function toPaisa(value) {
    const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
    const match = DECIMAL.exec(text);
    if (!match)
        throw new Error(`Not an amount of money: ${String(value)}`);
    const [, sign, whole, fraction = ''] = match;
    const paisa = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    return sign && paisa !== 0 ? -paisa : paisa;
}
/** The decimal string of an amount in paisa: 125050 → "1250.50", -5 → "-0.05". */
function fromPaisa(paisa) {
    const sign = paisa < 0 ? '-' : '';
    const abs = Math.abs(paisa);
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
/** A decimal string normalised to two decimals ("5" → "5.00"). */
function money(value) {
    return fromPaisa(toPaisa(value));
}
/** a + b, exactly. */
function addMoney(a, b) {
    return fromPaisa(toPaisa(a) + toPaisa(b));
}
/** A numeric column's text as a JSON number with at most 2 decimals. */
function moneyNumber(value) {
    return value === null ? 0 : toPaisa(typeof value === 'number' ? value : String(value)) / 100;
}
//# sourceMappingURL=money.js.map