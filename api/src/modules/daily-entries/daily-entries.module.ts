import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { CustomerPaymentsController, DailyEntriesController } from './daily-entries.controller';
import { DAILY_ENTRY_COMMAND_HANDLERS } from './daily-entry.commands';
import { dailyEntryProjection } from './daily-entry.projection';
import { DAILY_ENTRY_QUERY_HANDLERS } from './daily-entry.queries';
import { DocumentsModule } from '../documents/documents.module';
import { PrintedDaySheetHandler } from './printed-day-sheet';

/**
 * The day's deliveries and payments: ledger lines on the customers' streams (customers module),
 * their own read models and the day's totals. For other modules (the rider's routes, the
 * dashboard): SaveDailyEntriesCommand on the CommandBus, DailySheetQuery on the QueryBus, and the
 * table daily_delivery_totals (docs/shared-read-models.md).
 */
@Module({
  imports: [DocumentsModule],
  controllers: [DailyEntriesController, CustomerPaymentsController],
  providers: [...DAILY_ENTRY_COMMAND_HANDLERS, ...DAILY_ENTRY_QUERY_HANDLERS, PrintedDaySheetHandler],
})
export class DailyEntriesModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(dailyEntryProjection);
  }
}
