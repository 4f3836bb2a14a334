import type { InactiveOwner, OwnerNearLimit, PlanMixRow, PlatformAnalytics, PlatformDay, PlatformRevenueMonth } from '@paani/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Fields, list, model, num, one, oneOf, text } from '../../platform/http/response-model';

/** GET /super-admin/analytics. */
export class PlatformAnalyticsQueryDto {
  @ApiPropertyOptional({ default: 30, minimum: 1, maximum: 366, description: 'Days of the series, today included' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The days must be a whole number.' })
  @Min(1, { message: 'The days must be at least 1.' })
  @Max(366, { message: 'The days may not be greater than 366.' })
  days?: number;

  @ApiPropertyOptional({
    default: 14,
    minimum: 0,
    maximum: 365,
    description: 'Days without an API call or a delivery that make an owner inactive',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The inactive days must be a whole number.' })
  @Min(0, { message: 'The inactive days must be at least 0.' })
  @Max(365, { message: 'The inactive days may not be greater than 365.' })
  inactive_days?: number;
}

/** One day of the platform: what happened that day, and the totals at its end. */
export const PlatformDayResponse = model('PlatformDayResponse', {
  date: text({ example: '2026-11-24' }),
  owners_registered: num(),
  plants_added: num(),
  customers_added: num(),
  deliveries: num(),
  cans: num(),
  sales: num({ description: 'PKR charged for deliveries that day' }),
  api_calls: num(),
  total_owners: num({ description: 'At the end of the day' }),
  active_plants: num({ description: 'At the end of the day' }),
  total_customers: num({ description: 'At the end of the day' }),
} satisfies Fields<PlatformDay>);

/** One billed month. */
export const PlatformRevenueMonthResponse = model('PlatformRevenueMonthResponse', {
  month: text({ example: '2026-10' }),
  invoices: num(),
  invoiced: num({ description: 'Void invoices left out' }),
  collected: num(),
  collection_rate: num({ description: 'Collected ÷ invoiced, percent to one decimal; 100 when nothing was invoiced' }),
} satisfies Fields<PlatformRevenueMonth>);

export const PlanMixRowResponse = model('PlanMixRowResponse', {
  plan_id: num().nullable(),
  plan: text({ example: 'Standard' }),
  price_per_month: num(),
  owners: num(),
  share: num({ description: 'Of all owners, percent to one decimal' }),
} satisfies Fields<PlanMixRow>);

/** An owner at 80 % or more of a plan limit. */
export const OwnerNearLimitResponse = model('OwnerNearLimitResponse', {
  owner_id: num(),
  name: text(),
  email: text(),
  plan: text(),
  plants: num(),
  max_plants: num({ description: '0 = unlimited' }),
  customers: num(),
  max_customers: num(),
  api_calls_today: num(),
  api_limit: num(),
  highest_percent: num({ description: 'The highest of the three, percent to one decimal' }),
  limit: oneOf(['plants', 'customers', 'api_calls']),
} satisfies Fields<OwnerNearLimit>);

/** An active owner with no API call and no delivery for `inactive_days` or more. */
export const InactiveOwnerResponse = model('InactiveOwnerResponse', {
  owner_id: num(),
  name: text(),
  email: text(),
  plan: text(),
  registered_at: text({ example: '2026-03-14', description: 'The day they registered (YYYY-MM-DD, Asia/Karachi)' }),
  last_active: text({ description: 'The day of the last API call or delivery; null when never' }).nullable(),
  days_inactive: num(),
} satisfies Fields<InactiveOwner>);

export const PlatformTotalsResponse = model('PlatformTotalsResponse', {
  owners: num(),
  active_plants: num(),
  customers: num(),
  deliveries: num(),
  sales: num(),
  api_calls: num(),
});

/** GET /super-admin/analytics. */
export const PlatformAnalyticsResponse = model('PlatformAnalyticsResponse', {
  from: text({ example: '2026-10-26' }),
  to: text({ example: '2026-11-24' }),
  days: list(PlatformDayResponse),
  revenue_by_month: list(PlatformRevenueMonthResponse, { description: 'The last 12 months' }),
  plan_mix: list(PlanMixRowResponse),
  near_limits: list(OwnerNearLimitResponse),
  inactive_owners: list(InactiveOwnerResponse),
  totals: one(PlatformTotalsResponse),
} satisfies Fields<PlatformAnalytics>);
