import { DomainError } from '../../platform/domain/domain-error';
import {
  customerReminderDecider,
  DEFAULT_REMINDER_TEMPLATES,
  fillTemplate,
  plantReminderDecider,
  templateProblem,
} from './reminder.decider';

const set = (template: string, language: 'en' | 'ur' = 'en') => ({
  type: 'SetTemplate' as const,
  plantId: 7,
  ownerId: 3,
  template,
  language,
});

describe('plant reminder template decider', () => {
  it('records a new template, and nothing for the same text again', () => {
    expect(plantReminderDecider.decide(set('Hi {name}'), plantReminderDecider.initialState)).toEqual([
      { type: 'ReminderTemplateSet', data: { plant_id: 7, owner_id: 3, template: 'Hi {name}', language: 'en' } },
    ]);
    expect(plantReminderDecider.decide(set('Hi {name}'), { templates: { en: 'Hi {name}' } })).toEqual([]);
  });

  it('keeps one template per language; an event from before languages is the English one', () => {
    const old = { type: 'ReminderTemplateSet' as const, data: { plant_id: 7, owner_id: 3, template: 'Hi {name}' } };
    const state = plantReminderDecider.evolve(plantReminderDecider.initialState, old);
    expect(state).toEqual({ templates: { en: 'Hi {name}' } });
    expect(plantReminderDecider.decide(set('Hi {name}'), state)).toEqual([]);
    const [urdu] = plantReminderDecider.decide(set('سلام {name}', 'ur'), state);
    expect(urdu.data).toEqual({ plant_id: 7, owner_id: 3, template: 'سلام {name}', language: 'ur' });
    expect(plantReminderDecider.evolve(state, urdu)).toEqual({ templates: { en: 'Hi {name}', ur: 'سلام {name}' } });
  });

  it('refuses a blank template, an unknown placeholder and one too long, on the template field', () => {
    for (const [template, message] of [
      ['  ', 'The template is required.'],
      ['Hi {nmae}', 'Unknown placeholder {nmae}.'],
      ['x'.repeat(1001), 'The template may not be longer than 1000 characters.'],
    ]) {
      let error: unknown;
      try {
        plantReminderDecider.decide(set(template), plantReminderDecider.initialState);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).message).toContain(message);
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
    const [event] = customerReminderDecider.decide(command, { sends: 1 });
    expect(event).toEqual({
      type: 'PaymentReminderSent',
      data: { customer_id: 5, plant_id: 7, owner_id: 3, amount: '400.00', age_days: 45 },
    });
    expect(customerReminderDecider.evolve({ sends: 1 }, event).sends).toBe(2);
  });
});
