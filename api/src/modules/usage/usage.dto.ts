import type { OwnerUsage, UsageDay } from '@paani/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Fields, list, model, num, one, text } from '../../platform/http/response-model';
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
export const UsageDayResponse = model('UsageDayResponse', {
  date: text({ example: '2026-11-24' }),
  api_calls: num(),
  usage_percent: num({ example: 12.5, description: "Of the plan's daily limit, percent to one decimal (may pass 100)" }),
  overage: num({ description: 'Calls over the limit (0 when within)' }),
  overage_cost: num({ description: "PKR: overage × the plan's price per allowed call (price ÷ 30 ÷ limit)" }),
} satisfies Fields<UsageDay>);

export const UsagePlanResponse = model('UsagePlanResponse', {
  name: text({ example: 'Standard' }),
  price_per_month: num({ example: 299 }),
});

export const UsageTodayResponse = model('UsageTodayResponse', {
  date: text({ example: '2026-11-24' }),
  api_calls: num(),
  usage_percent: num(),
});

/** GET /filter-owner/usage. */
export const OwnerUsageResponse = model('OwnerUsageResponse', {
  plan: one(UsagePlanResponse),
  limit_per_day: num({ example: 5000, description: 'API calls a day the plan allows' }),
  today: one(UsageTodayResponse),
  days: list(UsageDayResponse, { description: 'Oldest first, today last' }),
  total_api_calls: num(),
  total_overage_cost: num(),
} satisfies Fields<OwnerUsage>);
