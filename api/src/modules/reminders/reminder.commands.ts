import type { CustomerLanguage, ReminderSent } from '@paani/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { daysBetween, plantToday } from '../../platform/domain/plant-day';
import { EventStore } from '../../platform/event-store/event-store';
import { customerReminderDecider, plantReminderDecider } from './reminder.decider';
import { customerRemindersStreamId, plantRemindersStreamId } from './reminder.events';

export const REMINDER_CUSTOMER_NOT_FOUND = 'Customer not found.';

/** PUT /reminders/template: the plant's reminder text (the plant is the caller's, checked by the route). */
export class SetReminderTemplateCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly template: string,
    readonly language: CustomerLanguage,
  ) {}
}

@CommandHandler(SetReminderTemplateCommand)
export class SetReminderTemplateHandler implements ICommandHandler<SetReminderTemplateCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, plantId, template, language }: SetReminderTemplateCommand): Promise<void> {
    await this.store.handle(
      plantRemindersStreamId(plantId),
      plantReminderDecider,
      { type: 'SetTemplate', plantId, ownerId, template, language },
      { tenant_id: ownerId },
      { contention: 'wait' },
    );
  }
}

/** POST /reminders/{customerId}/sent: the owner opened WhatsApp with the reminder; recorded with what was owed and its age. */
export class MarkReminderSentCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly customerId: number,
  ) {}
}

@CommandHandler(MarkReminderSentCommand)
export class MarkReminderSentHandler implements ICommandHandler<MarkReminderSentCommand, ReminderSent> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, customerId }: MarkReminderSentCommand): Promise<ReminderSent> {
    const customer = await this.sql.one<{ balance: string; oldest: string | null; time_zone: string }>(
      `SELECT c.balance::text AS balance, p.time_zone,
              (SELECT min(date)::text FROM customer_open_debits o WHERE o.customer_id = c.id) AS oldest
         FROM customers c JOIN plants p ON p.id = c.plant_id
        WHERE c.id = $1 AND c.owner_id = $2 AND c.plant_id = $3`,
      [customerId, ownerId, plantId],
    );
    if (!customer) throw DomainError.notFound(REMINDER_CUSTOMER_NOT_FOUND);
    const today = plantToday(customer.time_zone);
    const ageDays = customer.oldest ? daysBetween(customer.oldest, today) : null;
    const { state, events } = await this.store.handle(
      customerRemindersStreamId(customerId),
      customerReminderDecider,
      { type: 'MarkSent', customerId, plantId, ownerId, amount: customer.balance, ageDays },
      { tenant_id: ownerId },
      { contention: 'wait' },
    );
    return { customer_id: customerId, sent_at: events[events.length - 1].recordedAt.toISOString(), sends: state.sends };
  }
}

export const REMINDER_COMMAND_HANDLERS = [SetReminderTemplateHandler, MarkReminderSentHandler];
