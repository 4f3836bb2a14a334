import type { CustomerLanguage, Statement } from '@paani/contracts';
import { formatPkr, monthName } from '../statements/whatsapp-message';
import { TemplateMessage } from './graph-api';

/**
 * The message templates an owner creates in their WhatsApp Manager (docs/whatsapp.md gives each
 * one's text), by name and language; Paani fills in their parameters. `hello_world` is the sample
 * template every new account has, so a test send works before any other is approved.
 */
export const TEMPLATES = {
  test: 'hello_world',
  statement: 'paani_statement',
  receipt: 'paani_delivery_receipt',
  payment: 'paani_payment_received',
  reminder: 'paani_payment_reminder',
} as const;

/** A balance as the customer reads it: what is due, or an advance when they paid ahead. */
export function balanceText(balance: number, language: CustomerLanguage): string {
  return balance >= 0 ? formatPkr(balance, language) : `${language === 'ur' ? 'ایڈوانس' : 'advance'} ${formatPkr(-balance, language)}`;
}

/** "28 November 2026" ("28 نومبر 2026"). */
export const dayName = (date: string, language: CustomerLanguage) =>
  `${Number(date.slice(8, 10))} ${monthName(date.slice(0, 7), language)}`;

/** Who and where a receipt or a payment message is for, read when it is sent. */
export interface MessageParty {
  customer: string;
  plant: string;
  /** The customer's balance now, in rupees. */
  balance: number;
}

/** A delivery's receipt: {{1}} customer, {{2}} plant, {{3}} day, {{4}} what was delivered, {{5}} its charge, {{6}} collected, {{7}} balance. */
export function receiptTemplate(
  party: MessageParty,
  language: CustomerLanguage,
  day: string,
  items: string,
  amount: number,
  collected: number,
): TemplateMessage {
  return {
    name: TEMPLATES.receipt,
    language,
    body: [
      party.customer,
      party.plant,
      dayName(day, language),
      items,
      formatPkr(amount, language),
      formatPkr(collected, language),
      balanceText(party.balance, language),
    ],
  };
}

/** A payment's thanks: {{1}} customer, {{2}} plant, {{3}} amount, {{4}} day, {{5}} balance. */
export function paymentTemplate(party: MessageParty, language: CustomerLanguage, day: string, amount: number): TemplateMessage {
  return {
    name: TEMPLATES.payment,
    language,
    body: [party.customer, party.plant, formatPkr(amount, language), dayName(day, language), balanceText(party.balance, language)],
  };
}

/** A payment reminder: {{1}} customer, {{2}} plant, {{3}} the balance due now. */
export function reminderTemplate(party: MessageParty, language: CustomerLanguage): TemplateMessage {
  return { name: TEMPLATES.reminder, language, body: [party.customer, party.plant, formatPkr(party.balance, language)] };
}

export function testTemplate(): TemplateMessage {
  return { name: TEMPLATES.test, language: 'en_US', body: [] };
}

/** The month's statement with its PDF: {{1}} customer, {{2}} plant, {{3}} month, {{4}} amount due or advance, {{5}} cans held. */
export function statementTemplate(
  statement: Statement,
  language: CustomerLanguage,
  document: { id: string; filename: string },
): TemplateMessage {
  const balance = statement.closing.balance;
  const amount =
    balance >= 0 ? formatPkr(balance, language) : `${language === 'ur' ? 'ایڈوانس' : 'advance'} ${formatPkr(-balance, language)}`;
  return {
    name: TEMPLATES.statement,
    language,
    document,
    body: [statement.customer.name, statement.plant.name, monthName(statement.month, language), amount, String(statement.closing.cans)],
  };
}
