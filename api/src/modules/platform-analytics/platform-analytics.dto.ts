import type { InactiveOwner, OwnerNearLimit, PlanMixRow, PlatformAnalytics, PlatformDay, PlatformRevenueMonth } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

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
export class PlatformDayResponse implements PlatformDay {
  @ApiProperty({ example: '2026-11-24' })
  date: string;

  @ApiProperty()
  owners_registered: number;

  @ApiProperty()
  plants_added: number;

  @ApiProperty()
  customers_added: number;

  @ApiProperty()
  deliveries: number;

  @ApiProperty()
  cans: number;

  @ApiProperty({ description: 'PKR charged for deliveries that day' })
  sales: number;

  @ApiProperty()
  api_calls: number;

  @ApiProperty({ description: 'At the end of the day' })
  total_owners: number;

  @ApiProperty({ description: 'At the end of the day' })
  active_plants: number;

  @ApiProperty({ description: 'At the end of the day' })
  total_customers: number;
}

/** One billed month. */
export class PlatformRevenueMonthResponse implements PlatformRevenueMonth {
  @ApiProperty({ example: '2026-10' })
  month: string;

  @ApiProperty()
  invoices: number;

  @ApiProperty({ description: 'Void invoices left out' })
  invoiced: number;

  @ApiProperty()
  collected: number;

  @ApiProperty({ description: 'Collected ÷ invoiced, percent to one decimal; 100 when nothing was invoiced' })
  collection_rate: number;
}

export class PlanMixRowResponse implements PlanMixRow {
  @ApiProperty({ type: Number, nullable: true })
  plan_id: number | null;

  @ApiProperty({ example: 'Standard' })
  plan: string;

  @ApiProperty()
  price_per_month: number;

  @ApiProperty()
  owners: number;

  @ApiProperty({ description: 'Of all owners, percent to one decimal' })
  share: number;
}

/** An owner at 80 % or more of a plan limit. */
export class OwnerNearLimitResponse implements OwnerNearLimit {
  @ApiProperty()
  owner_id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  plan: string;

  @ApiProperty()
  plants: number;

  @ApiProperty({ description: '0 = unlimited' })
  max_plants: number;

  @ApiProperty()
  customers: number;

  @ApiProperty()
  max_customers: number;

  @ApiProperty()
  api_calls_today: number;

  @ApiProperty()
  api_limit: number;

  @ApiProperty({ description: 'The highest of the three, percent to one decimal' })
  highest_percent: number;

  @ApiProperty({ enum: ['plants', 'customers', 'api_calls'] })
  limit: 'plants' | 'customers' | 'api_calls';
}

/** An active owner with no API call and no delivery for `inactive_days` or more. */
export class InactiveOwnerResponse implements InactiveOwner {
  @ApiProperty()
  owner_id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  plan: string;

  @ApiProperty({ example: '2026-03-14', description: 'The day they registered (YYYY-MM-DD, Asia/Karachi)' })
  registered_at: string;

  @ApiProperty({ type: String, nullable: true, description: 'The day of the last API call or delivery; null when never' })
  last_active: string | null;

  @ApiProperty()
  days_inactive: number;
}

export class PlatformTotalsResponse {
  @ApiProperty()
  owners: number;

  @ApiProperty()
  active_plants: number;

  @ApiProperty()
  customers: number;

  @ApiProperty()
  deliveries: number;

  @ApiProperty()
  sales: number;

  @ApiProperty()
  api_calls: number;
}

/** GET /super-admin/analytics. */
export class PlatformAnalyticsResponse implements PlatformAnalytics {
  @ApiProperty({ example: '2026-10-26' })
  from: string;

  @ApiProperty({ example: '2026-11-24' })
  to: string;

  @ApiProperty({ type: [PlatformDayResponse] })
  days: PlatformDayResponse[];

  @ApiProperty({ type: [PlatformRevenueMonthResponse], description: 'The last 12 months' })
  revenue_by_month: PlatformRevenueMonthResponse[];

  @ApiProperty({ type: [PlanMixRowResponse] })
  plan_mix: PlanMixRowResponse[];

  @ApiProperty({ type: [OwnerNearLimitResponse] })
  near_limits: OwnerNearLimitResponse[];

  @ApiProperty({ type: [InactiveOwnerResponse] })
  inactive_owners: InactiveOwnerResponse[];

  @ApiProperty({ type: () => PlatformTotalsResponse })
  totals: PlatformTotalsResponse;
}
