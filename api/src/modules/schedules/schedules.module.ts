import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { UpcasterRegistry } from '../../platform/event-store/upcasters';
import { HOLIDAY_COMMAND_HANDLERS } from './holiday.commands';
import { holidayProjection } from './holiday.projection';
import { HOLIDAY_QUERY_HANDLERS } from './holiday.queries';
import { HolidaysController } from './holidays.controller';
import { SCHEDULE_COMMAND_HANDLERS } from './schedule.commands';
import { registerScheduleUpcasters } from './schedule.events';
import { scheduleProjection } from './schedule.projection';
import { SCHEDULE_QUERY_HANDLERS } from './schedule.queries';
import { CustomerSchedulesController, DeliveryScheduleController } from './schedules.controller';

/**
 * Delivery schedules, route order and plant holidays. For other modules: `findDueCustomers`
 * (due-customers.ts) for who is due on a day; `appendNewCustomerSchedule` (schedule.commands.ts)
 * for a customer registered with a schedule; the read models customer_schedules and plant_holidays
 * (docs/shared-read-models.md).
 */
@Module({
  controllers: [CustomerSchedulesController, DeliveryScheduleController, HolidaysController],
  providers: [...SCHEDULE_COMMAND_HANDLERS, ...SCHEDULE_QUERY_HANDLERS, ...HOLIDAY_COMMAND_HANDLERS, ...HOLIDAY_QUERY_HANDLERS],
})
export class SchedulesModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  onModuleInit(): void {
    this.projections.register(scheduleProjection);
    registerScheduleUpcasters(this.upcasters);
    this.projections.register(holidayProjection);
  }
}
