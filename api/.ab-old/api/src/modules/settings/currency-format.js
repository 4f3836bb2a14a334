"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatAmount = formatAmount;
/** Groups the integer digits in threes with the given separator. */
function group(digits, separator) {
    return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
/**
 * An amount as the currency settings show it: e.g. 'PKR 1,234.56'. The display format decides
 * what stands beside the number; `symbol_only` follows the position and the format template.
 */
function formatAmount(amount, settings) {
    const places = settings.currency_decimal_places;
    const [whole, fraction] = Math.abs(amount).toFixed(places).split('.');
    const number = `${amount < 0 ? '-' : ''}${group(whole, settings.currency_thousands_separator)}${fraction ? settings.currency_decimal_separator + fraction : ''}`;
    const symbol = settings.currency_symbol;
    // A word-like symbol (PKR, Rs) reads better with a space; a sign ($, ₨) sits against the number.
    const gap = /^[A-Za-z.]+$/.test(symbol) ? ' ' : '';
    switch (settings.currency_display_format) {
        case 'code_amount':
            return `${settings.base_currency} ${number}`;
        case 'amount_symbol':
            return `${number} ${symbol}`;
        case 'symbol_amount':
            return `${symbol} ${number}`;
        default:
            if (settings.currency_position === 'after')
                return `${number}${gap}${symbol}`;
            if (settings.currency_format_template.includes('{amount}') && settings.currency_format_template !== '{symbol}{amount}') {
                return settings.currency_format_template.replace('{symbol}', symbol).replace('{amount}', number);
            }
            return `${symbol}${gap}${number}`;
    }
}
//# sourceMappingURL=currency-format.js.map