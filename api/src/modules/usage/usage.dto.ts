import type { OwnerUsage, UsageDay } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** GET /filter-owner/usage. */
export class OwnerUsageQueryDto {
  @ApiPropertyOptional({ default: 7, minimum: 1, maximum: 31, description: 'How many billing days, today included' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The days must be a whole number.' })
  @Min(1, { message: 'The days must be at least 1.' })
  @Max(31, { message: 'The days may not be greater than 31.' })
  days?: number;
}

/** One billing day (Asia/Karachi). */
export class UsageDayResponse implements UsageDay {
  @ApiProperty({ example: '2026-11-24' })
  date: string;

  @ApiProperty()
  api_calls: number;

  @ApiProperty({ example: 12.5, description: "Of the plan's daily limit, percent to one decimal (may pass 100)" })
  usage_percent: number;

  @ApiProperty({ description: 'Calls over the limit (0 when within)' })
  overage: number;

  @ApiProperty({ description: "PKR: overage × the plan's price per allowed call (price ÷ 30 ÷ limit)" })
  overage_cost: number;
}

export class UsagePlanResponse {
  @ApiProperty({ example: 'Standard' })
  name: string;

  @ApiProperty({ example: 299 })
  price_per_month: number;
}

export class UsageTodayResponse {
  @ApiProperty({ example: '2026-11-24' })
  date: string;

  @ApiProperty()
  api_calls: number;

  @ApiProperty()
  usage_percent: number;
}

/** GET /filter-owner/usage. */
export class OwnerUsageResponse implements OwnerUsage {
  @ApiProperty({ type: () => UsagePlanResponse })
  plan: UsagePlanResponse;

  @ApiProperty({ example: 5000, description: 'API calls a day the plan allows' })
  limit_per_day: number;

  @ApiProperty({ type: () => UsageTodayResponse })
  today: UsageTodayResponse;

  @ApiProperty({ type: [UsageDayResponse], description: 'Oldest first, today last' })
  days: UsageDayResponse[];

  @ApiProperty()
  total_api_calls: number;

  @ApiProperty()
  total_overage_cost: number;
}
