import type { PlatformAnalytics } from '@paani/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PlatformAnalyticsQueryDto, PlatformAnalyticsResponse } from './platform-analytics.dto';
import { GetPlatformAnalyticsQuery } from './platform-analytics.queries';

@ApiTags('Super admin: analytics')
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin/analytics')
export class PlatformAnalyticsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ResponseMessage('Analytics retrieved successfully')
  @ApiOperation({
    summary:
      'The platform over the last `days` days (default 30): per day owners registered, plants added, customers added, deliveries, cans, sales, API calls and the running totals of owners, active plants and customers; invoiced, collected and collection rate per month (12 months); plan mix; owners at 80 % or more of a limit (plants, customers, API calls today); active owners without an API call or delivery for `inactive_days` (default 14). From platform-level projections (platform_owner_days, platform_owner_totals, owner_api_usage_days, invoices)',
  })
  @ApiData(PlatformAnalyticsResponse)
  get(@Query() query: PlatformAnalyticsQueryDto): Promise<PlatformAnalytics> {
    return this.queries.execute(new GetPlatformAnalyticsQuery(query.days ?? 30, query.inactive_days ?? 14));
  }
}
