import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { UpcasterRegistry } from '../../platform/event-store/upcasters';
import { RIDER_DAY_COMMAND_HANDLERS } from './rider-day.commands';
import { registerRiderDayUpcasters } from './rider-day.events';
import { riderDayProjection } from './rider-day.projection';
import { RIDER_DAY_QUERY_HANDLERS } from './rider-day.queries';
import { RIDER_QUERY_HANDLERS } from './rider.queries';
import { RiderController } from './rider.controller';
import { RiderDaysController } from './rider-days.controller';

/**
 * The rider (an employee with a sign-in, role `employee`): their own routes under /api/rider/, and
 * the riders' day closes (the owner's under /api/filter-owner/rider-days). The sheet and the
 * entries are the daily-entries module's query and command, scoped to the rider's areas.
 * For the dashboard: riderDayAlerts (rider-day.queries.ts).
 */
@Module({
  controllers: [RiderController, RiderDaysController],
  providers: [...RIDER_DAY_COMMAND_HANDLERS, ...RIDER_DAY_QUERY_HANDLERS, ...RIDER_QUERY_HANDLERS],
})
export class RidersModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  onModuleInit(): void {
    this.projections.register(riderDayProjection);
    registerRiderDayUpcasters(this.upcasters);
  }
}
