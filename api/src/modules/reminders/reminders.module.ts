import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { REMINDER_COMMAND_HANDLERS } from './reminder.commands';
import { reminderProjection } from './reminder.projection';
import { REMINDER_QUERY_HANDLERS } from './reminder.queries';
import { RemindersController } from './reminders.controller';

/**
 * Payment reminders: who owes (customers' balances, the reports' customer_open_debits for the age),
 * each plant's WhatsApp template (`plant-reminders-{plantId}`) and the reminders sent
 * (`customer-reminders-{customerId}`).
 */
@Module({
  controllers: [RemindersController],
  providers: [...REMINDER_COMMAND_HANDLERS, ...REMINDER_QUERY_HANDLERS],
})
export class RemindersModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(reminderProjection);
  }
}
