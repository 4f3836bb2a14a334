import type { CustomerLanguage, Statement } from '@paani/contracts';
import { en } from './pdf/en';
import { ur } from './pdf/ur';
import { whatsappNumber } from '../../platform/domain/phone';
import { StatementWithContact } from './statement.queries';

/** '1,234.50': two decimals, en-US grouping (what the owner app shows on its currency screens). */
const pkr = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount as a message in the customer's language writes it: 'PKR 1,234.50' in English,
 * '1,234.50 روپے' in Urdu (Western digits, as Pakistani banks and JazzCash write them in Urdu too).
 */
export const formatPkr = (value: number, language: CustomerLanguage = 'en') =>
  language === 'ur' ? `${pkr.format(value)} روپے` : `PKR ${pkr.format(value)}`;

const MONTHS: Record<CustomerLanguage, readonly string[]> = { en: en.months, ur: ur.months };

/** "November 2026" for "2026-11" ("نومبر 2026" in Urdu). */
export const monthName = (month: string, language: CustomerLanguage = 'en') =>
  `${MONTHS[language][Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

type Summary = { plant: string; month: string; due: number; cans: number; url: string; products: string | null };

/**
 * The statement message in each language: written for the customer, not word for word. The Urdu
 * one opens with Urdu words (WhatsApp sets a line's direction from its first letter, and a plant's
 * name is often in English letters) and puts the link on a line of its own.
 */
const STATEMENT_MESSAGES: Record<CustomerLanguage, (s: Summary) => string[]> = {
  en: ({ plant, month, due, cans, url, products }) => [
    `${plant}: your water statement for ${monthName(month)}.`,
    ...(products ? [`This month: ${products}.`] : []),
    `${due >= 0 ? `Amount due: ${formatPkr(due)}` : `Advance: ${formatPkr(-due)}`}. Cans held: ${cans}.`,
    `See it day by day: ${url}`,
  ],
  ur: ({ plant, month, due, cans, url, products }) => [
    `السلام علیکم! ${monthName(month, 'ur')} کا آپ کا پانی کا بل (${plant})۔`,
    ...(products ? [`اس مہینے: ${products}۔`] : []),
    `${due >= 0 ? `واجب الادا رقم: ${formatPkr(due, 'ur')}` : `ایڈوانس: ${formatPkr(-due, 'ur')}`}۔ آپ کے پاس بوتلیں: ${cans}۔`,
    'روزانہ کا پورا حساب یہاں دیکھیں:',
    url,
  ],
};

/** "24 × 19 L can, 10 × 6 L bottle": what each product delivered, when the month had more than the first product. */
function deliveredByProduct(statement: Statement, language: CustomerLanguage): string | null {
  const delivered = statement.products.filter((p) => p.delivered > 0);
  if (!delivered.some((p) => p.product_id !== 1)) return null;
  return delivered.map((p) => `${p.delivered} × ${(language === 'ur' && p.name_ur) || p.name}`).join(language === 'ur' ? '، ' : ', ');
}

/** The short message sent with the link, in the customer's language: month, what each product delivered, amount due (or advance), cans held, the link. */
export function whatsappText({ statement }: Pick<StatementWithContact, 'statement'>, url: string): string {
  const language = statement.customer.language ?? 'en';
  return STATEMENT_MESSAGES[language]({
    plant: statement.plant.name,
    month: statement.month,
    due: statement.closing.balance,
    cans: statement.closing.cans,
    url,
    products: deliveredByProduct(statement, language),
  }).join('\n');
}

/** https://wa.me/<the contact's WhatsApp number (whatsappNumber)>?text=…; null when they have none. */
export function whatsappLink(contact: { whatsapp: string | null; phone: string | null }, text: string): string | null {
  const number = whatsappNumber(contact);
  return number && `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The statement's wa.me link for the customer; null when the customer has no number. */
export function whatsappUrl(found: StatementWithContact, url: string): string | null {
  return whatsappLink(found, whatsappText(found, url));
}
