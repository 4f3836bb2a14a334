import { Module } from '@nestjs/common';
import { OwnerDashboardController } from './owner-dashboard.controller';
import { OWNER_DASHBOARD_QUERY_HANDLERS } from './owner-dashboard.queries';

@Module({
  controllers: [OwnerDashboardController],
  providers: [...OWNER_DASHBOARD_QUERY_HANDLERS],
})
export class OwnerDashboardModule {}
