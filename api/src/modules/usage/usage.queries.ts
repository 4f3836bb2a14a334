import type { OwnerUsage, UsageDay } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { shiftDay } from '../../platform/domain/plant-day';
import { moneyNumber, rupees, toPaisa } from '../../platform/domain/money';
import { OWNER_PLAN_SQL } from '../plans/plan.queries';
import { UsageCounter } from './usage-counter';
import { apiCallLimitPerDay, overageCost, usageDay } from './usage-day';

/** An owner's API calls of the last `days` billing days (today included) against their plan's daily limit. */
export class GetOwnerUsageQuery {
  constructor(
    readonly ownerId: number,
    readonly days: number,
  ) {}
}

const percent = (calls: number, limit: number) => (limit > 0 ? Math.round((calls / limit) * 1000) / 10 : 0);

@QueryHandler(GetOwnerUsageQuery)
export class GetOwnerUsageHandler implements IQueryHandler<GetOwnerUsageQuery, OwnerUsage> {
  constructor(
    private readonly sql: Sql,
    private readonly counter: UsageCounter,
  ) {}

  async execute({ ownerId, days }: GetOwnerUsageQuery): Promise<OwnerUsage> {
    // This process's counts first, so the owner sees their calls up to this one.
    await this.counter.flush();
    const today = usageDay();
    const from = shiftDay(today, -(days - 1));
    const [plan, rows, live] = await Promise.all([
      this.sql.one<{ name: string; price_per_month: string }>(`SELECT name, price_per_month FROM (${OWNER_PLAN_SQL}) plan`, [ownerId]),
      this.sql.rows<{ date: string; api_calls: string }>(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date, api_calls FROM owner_api_usage_days WHERE owner_id = $1 AND date BETWEEN $2::date AND $3::date`,
        [ownerId, from, today],
      ),
      // Today's and yesterday's latest counts are in Redis until the roll-up.
      this.counter.ownerCounts(ownerId, [shiftDay(today, -1), today]),
    ]);
    const price = moneyNumber(plan?.price_per_month ?? 0);
    const limit = apiCallLimitPerDay(price);
    const stored = new Map(rows.map((row) => [row.date, Number(row.api_calls)]));
    const list: UsageDay[] = [];
    for (let i = 0; i < days; i += 1) {
      const date = shiftDay(from, i);
      const calls = Math.max(stored.get(date) ?? 0, live?.get(date) ?? 0);
      const overage = Math.max(0, calls - limit);
      list.push({
        date,
        api_calls: calls,
        usage_percent: percent(calls, limit),
        overage,
        overage_cost: overageCost(overage, price, limit),
      });
    }
    const todayRow = list[list.length - 1];
    return {
      plan: { name: plan?.name ?? 'Free', price_per_month: price },
      limit_per_day: limit,
      today: { date: today, api_calls: todayRow.api_calls, usage_percent: todayRow.usage_percent },
      days: list,
      total_api_calls: list.reduce((sum, day) => sum + day.api_calls, 0),
      total_overage_cost: rupees(list.reduce((sum, day) => sum + toPaisa(day.overage_cost), 0)),
    };
  }
}
