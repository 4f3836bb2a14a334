import { Module } from '@nestjs/common';
import { ResponseTimings } from './response-timings';
import { SuperAdminDashboardController } from './super-admin-dashboard.controller';
import { GetSuperAdminDashboardHandler } from './super-admin-dashboard.queries';

/** The super admin's dashboard (the owner's lives in owner-dashboard). */
@Module({
  controllers: [SuperAdminDashboardController],
  providers: [ResponseTimings, GetSuperAdminDashboardHandler],
})
export class DashboardsModule {}
