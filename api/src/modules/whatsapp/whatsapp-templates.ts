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
} as const;

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
