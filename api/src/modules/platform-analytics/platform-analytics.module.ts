import { Module } from '@nestjs/common';
import { UsageModule } from '../usage/usage.module';
import { OwnerDayReader } from './owner-day-reader';
import { PlatformAnalyticsController } from './platform-analytics.controller';
import { GetPlatformAnalyticsHandler } from './platform-analytics.queries';

/**
 * The super admin's Analytics and Reports: platform_owner_days and platform_owner_totals, an async
 * projection of the log (OwnerDayReader, the `platform-analytics` job), read with the owners' API
 * usage and the invoices by GET /api/super-admin/analytics.
 */
@Module({
  imports: [UsageModule],
  controllers: [PlatformAnalyticsController],
  providers: [OwnerDayReader, GetPlatformAnalyticsHandler],
  exports: [OwnerDayReader],
})
export class PlatformAnalyticsModule {}
