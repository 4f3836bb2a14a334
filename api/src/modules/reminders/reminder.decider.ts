import type { CustomerLanguage } from '@paani/contracts';
import { DomainError } from '../../platform/domain/domain-error';
import { Decider } from '../../platform/event-store/decider';
import { CustomerReminderEvent, PlantReminderEvent } from './reminder.events';

/** The placeholders a template may use; anything else in braces is refused. */
export const REMINDER_PLACEHOLDERS = ['{name}', '{code}', '{amount}', '{days}', '{plant}', '{since}'] as const;
export const MAX_TEMPLATE_LENGTH = 1000;

/** What a customer of each language is sent until the plant saves its own text for that language. */
export const DEFAULT_REMINDER_TEMPLATES: Record<CustomerLanguage, string> = {
  en: 'Assalam o Alaikum {name}, this is a reminder from {plant}: {amount} is due on your water account (unpaid since {since}, {days} days). Please pay at your earliest convenience. Thank you!',
  ur: 'السلام علیکم {name}، {plant} کی طرف سے یاد دہانی: آپ کے پانی کے کھاتے میں {amount} بقایا ہیں ({since} سے، {days} دن)۔ براہ کرم جلد از جلد ادائیگی کر دیں۔ شکریہ!',
};

/** The plant's own text per language (none until it saves one). */
export interface PlantReminderState {
  templates: Partial<Record<CustomerLanguage, string>>;
}

export type PlantReminderCommand = { type: 'SetTemplate'; plantId: number; ownerId: number; template: string; language: CustomerLanguage };

/** A template's problem, or null: not blank, not too long, only known placeholders. */
export function templateProblem(template: string): string | null {
  if (template.trim() === '') return 'The template is required.';
  if (template.length > MAX_TEMPLATE_LENGTH) return `The template may not be longer than ${MAX_TEMPLATE_LENGTH} characters.`;
  const unknown = (template.match(/\{[^}]*\}/g) ?? []).filter((p) => !(REMINDER_PLACEHOLDERS as readonly string[]).includes(p));
  if (unknown.length > 0) return `Unknown placeholder ${unknown[0]}. Use ${REMINDER_PLACEHOLDERS.join(', ')}.`;
  return null;
}

/** A plant's reminder templates, one per language: set (again) by its owner; the same text twice records nothing. */
export const plantReminderDecider: Decider<PlantReminderState, PlantReminderCommand, PlantReminderEvent> = {
  initialState: { templates: {} },
  evolve: (state, event) => ({ templates: { ...state.templates, [event.data.language ?? 'en']: event.data.template } }),
  decide(command, state) {
    const problem = templateProblem(command.template);
    if (problem) throw DomainError.field('template', problem);
    if (state.templates[command.language] === command.template) return [];
    const { plantId, ownerId, template, language } = command;
    return [{ type: 'ReminderTemplateSet', data: { plant_id: plantId, owner_id: ownerId, template, language } }];
  },
};

export interface CustomerReminderState {
  sends: number;
}

export type CustomerReminderCommand = {
  type: 'MarkSent';
  customerId: number;
  plantId: number;
  ownerId: number;
  amount: string;
  ageDays: number | null;
};

/** A customer's reminders: each tap on "Send on WhatsApp" is one. */
export const customerReminderDecider: Decider<CustomerReminderState, CustomerReminderCommand, CustomerReminderEvent> = {
  initialState: { sends: 0 },
  evolve: (state) => ({ sends: state.sends + 1 }),
  decide: (command) => [
    {
      type: 'PaymentReminderSent',
      data: {
        customer_id: command.customerId,
        plant_id: command.plantId,
        owner_id: command.ownerId,
        amount: command.amount,
        age_days: command.ageDays,
      },
    },
  ],
};

/** The template filled in for one customer. */
export function fillTemplate(
  template: string,
  values: { name: string; code: string; amount: string; days: number | null; plant: string; since: string | null },
): string {
  const map: Record<string, string> = {
    '{name}': values.name,
    '{code}': values.code,
    '{amount}': values.amount,
    '{days}': values.days === null ? '0' : String(values.days),
    '{plant}': values.plant,
    '{since}': values.since ?? '-',
  };
  return template.replace(/\{[a-z]+\}/g, (placeholder) => map[placeholder] ?? placeholder);
}
