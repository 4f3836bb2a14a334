import { DomainError } from '../../platform/domain/domain-error';
import { fold } from '../../platform/event-store/decider';
import { givenDecider } from '../../platform/event-store/decider.testing';
import {
  customerReminderDecider,
  DEFAULT_REMINDER_TEMPLATES,
  fillTemplate,
  plantReminderDecider,
  templateProblem,
} from './reminder.decider';
import { CustomerReminderEvent, PlantReminderEvent } from './reminder.events';

const givenPlant = givenDecider(plantReminderDecider);
const givenCustomer = givenDecider(customerReminderDecider);
const set = (template: string, language: 'en' | 'ur' = 'en') => ({
  type: 'SetTemplate' as const,
  plantId: 7,
  ownerId: 3,
  template,
  language,
});
const templateSet = (template: string, language: 'en' | 'ur' = 'en'): PlantReminderEvent => ({
  type: 'ReminderTemplateSet',
  data: { plant_id: 7, owner_id: 3, template, language },
});

describe('plant reminder template decider', () => {
  it('records a new template, and nothing for the same text again', () => {
    givenPlant()
      .when(set('Hi {name}'))
      .then([templateSet('Hi {name}')]);
    givenPlant(templateSet('Hi {name}')).when(set('Hi {name}')).thenNothing();
  });

  it('keeps one template per language; an event from before languages is the English one', () => {
    const old: PlantReminderEvent = { type: 'ReminderTemplateSet', data: { plant_id: 7, owner_id: 3, template: 'Hi {name}' } };
    givenPlant(old).when(set('Hi {name}')).thenNothing();
    givenPlant(old)
      .when(set('سلام {name}', 'ur'))
      .then([templateSet('سلام {name}', 'ur')]);
    givenPlant(old, templateSet('سلام {name}', 'ur')).when(set('Hi {name}')).thenNothing();
    givenPlant(old, templateSet('سلام {name}', 'ur')).when(set('سلام {name}', 'ur')).thenNothing();
  });

  it('refuses a blank template, an unknown placeholder and one too long, on the template field', () => {
    for (const [template, message] of [
      ['  ', 'The template is required.'],
      ['Hi {nmae}', 'Unknown placeholder {nmae}.'],
      ['x'.repeat(1001), 'The template may not be longer than 1000 characters.'],
    ]) {
      givenPlant()
        .when(set(template))
        .thenThrows({
          constructor: DomainError,
          category: 'validation',
          message: expect.stringContaining(message),
          options: { errors: { template: [expect.stringContaining(message)] } },
        });
    }
    expect(templateProblem(DEFAULT_REMINDER_TEMPLATES.en)).toBeNull();
    expect(templateProblem(DEFAULT_REMINDER_TEMPLATES.ur)).toBeNull();
  });
});

describe('reminders', () => {
  it('fills every placeholder, and leaves braces it does not know as written', () => {
    expect(
      fillTemplate('{name} ({code}) owes {amount} for {days} days since {since} - {plant} {other}', {
        name: 'Akbar',
        code: 'C-0001',
        amount: 'PKR 400.00',
        days: 45,
        plant: 'North Plant',
        since: '2026-10-10',
      }),
    ).toBe('Akbar (C-0001) owes PKR 400.00 for 45 days since 2026-10-10 - North Plant {other}');
    expect(fillTemplate('{days} {since}', { name: '', code: '', amount: '', days: null, plant: '', since: null })).toBe('0 -');
  });

  it('records every tap as a reminder sent, counting them', () => {
    const command = { type: 'MarkSent' as const, customerId: 5, plantId: 7, ownerId: 3, amount: '400.00', ageDays: 45 };
    const sent: CustomerReminderEvent = {
      type: 'PaymentReminderSent',
      data: { customer_id: 5, plant_id: 7, owner_id: 3, amount: '400.00', age_days: 45 },
    };
    givenCustomer(sent).when(command).then([sent]);
    // The count the command answers with is the state, which no decision shows.
    expect(fold(customerReminderDecider, [sent, sent]).sends).toBe(2);
  });
});
