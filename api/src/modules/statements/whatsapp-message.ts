import { StatementWithContact } from './statement.queries';

/** 'PKR 1,234.50': two decimals, en-US grouping (what the owner app shows on its currency screens). */
const pkr = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatPkr = (value: number) => `PKR ${pkr.format(value)}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November 2026" for "2026-11". */
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The short message sent with the link: month, amount due (or advance), cans held, the link. */
export function whatsappText({ statement }: Pick<StatementWithContact, 'statement'>, url: string): string {
  const balance = statement.closing.balance;
  const due = balance >= 0 ? `Amount due: ${formatPkr(balance)}` : `Advance: ${formatPkr(-balance)}`;
  return [
    `${statement.plant.name}: your water statement for ${monthName(statement.month)}.`,
    `${due}. Cans held: ${statement.closing.cans}.`,
    `See it day by day: ${url}`,
  ].join('\n');
}

/** https://wa.me/<digits of the WhatsApp number, else the phone>?text=…; null when there is neither. */
export function whatsappLink(contact: { whatsapp: string | null; phone: string | null }, text: string): string | null {
  const digits = (contact.whatsapp || contact.phone || '').replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The statement's wa.me link for the customer; null when the customer has no number. */
export function whatsappUrl(found: StatementWithContact, url: string): string | null {
  return whatsappLink(found, whatsappText(found, url));
}
