import { Module } from '@nestjs/common';
import { UsageCounter } from './usage-counter';
import { UsageRollupJob } from './usage-rollup.job';
import { OwnerUsageController } from './usage.controller';
import { GetOwnerUsageHandler } from './usage.queries';

/**
 * Owners' API usage: counted per owner and day on the request path (UsageCounter's onResponse
 * hook), rolled up into owner_api_usage_days by the `usage` job, read by Billing & Usage. For other
 * modules: the owner_api_usage_days table (platform analytics).
 */
@Module({
  controllers: [OwnerUsageController],
  providers: [UsageCounter, UsageRollupJob, GetOwnerUsageHandler],
  exports: [UsageCounter],
})
export class UsageModule {}
