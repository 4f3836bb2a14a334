"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.monthName = exports.formatPkr = void 0;
exports.whatsappText = whatsappText;
exports.whatsappLink = whatsappLink;
exports.whatsappUrl = whatsappUrl;
const en_1 = require("./pdf/en");
const ur_1 = require("./pdf/ur");
/** '1,234.50': two decimals, en-US grouping (what the owner app shows on its currency screens). */
const pkr = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/**
 * An amount as a message in the customer's language writes it: 'PKR 1,234.50' in English,
 * '1,234.50 روپے' in Urdu (Western digits, as Pakistani banks and JazzCash write them in Urdu too).
 */
const formatPkr = (value, language = 'en') => language === 'ur' ? `${pkr.format(value)} روپے` : `PKR ${pkr.format(value)}`;
exports.formatPkr = formatPkr;
const MONTHS = { en: en_1.en.months, ur: ur_1.ur.months };
/** "November 2026" for "2026-11" ("نومبر 2026" in Urdu). */
const monthName = (month, language = 'en') => `${MONTHS[language][Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
exports.monthName = monthName;
/**
 * The statement message in each language: written for the customer, not word for word. The Urdu
 * one opens with Urdu words (WhatsApp sets a line's direction from its first letter, and a plant's
 * name is often in English letters) and puts the link on a line of its own.
 */
const STATEMENT_MESSAGES = {
    en: ({ plant, month, due, cans, url }) => [
        `${plant}: your water statement for ${(0, exports.monthName)(month)}.`,
        `${due >= 0 ? `Amount due: ${(0, exports.formatPkr)(due)}` : `Advance: ${(0, exports.formatPkr)(-due)}`}. Cans held: ${cans}.`,
        `See it day by day: ${url}`,
    ],
    ur: ({ plant, month, due, cans, url }) => [
        `السلام علیکم! ${(0, exports.monthName)(month, 'ur')} کا آپ کا پانی کا بل (${plant})۔`,
        `${due >= 0 ? `واجب الادا رقم: ${(0, exports.formatPkr)(due, 'ur')}` : `ایڈوانس: ${(0, exports.formatPkr)(-due, 'ur')}`}۔ آپ کے پاس بوتلیں: ${cans}۔`,
        'روزانہ کا پورا حساب یہاں دیکھیں:',
        url,
    ],
};
/** The short message sent with the link, in the customer's language: month, amount due (or advance), cans held, the link. */
function whatsappText({ statement }, url) {
    const language = statement.customer.language ?? 'en';
    return STATEMENT_MESSAGES[language]({
        plant: statement.plant.name,
        month: statement.month,
        due: statement.closing.balance,
        cans: statement.closing.cans,
        url,
    }).join('\n');
}
/** https://wa.me/<digits of the WhatsApp number, else the phone>?text=…; null when there is neither. */
function whatsappLink(contact, text) {
    const digits = (contact.whatsapp || contact.phone || '').replace(/\D/g, '');
    if (!digits)
        return null;
    return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
/** The statement's wa.me link for the customer; null when the customer has no number. */
function whatsappUrl(found, url) {
    return whatsappLink(found, whatsappText(found, url));
}
//# sourceMappingURL=whatsapp-message.js.map