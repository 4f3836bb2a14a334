"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetOwnerUsageHandler = exports.GetOwnerUsageQuery = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const plant_day_1 = require("../../platform/domain/plant-day");
const money_1 = require("../../platform/domain/money");
const plan_queries_1 = require("../plans/plan.queries");
const usage_counter_1 = require("./usage-counter");
const usage_day_1 = require("./usage-day");
/** An owner's API calls of the last `days` billing days (today included) against their plan's daily limit. */
class GetOwnerUsageQuery {
    ownerId;
    days;
    constructor(ownerId, days) {
        this.ownerId = ownerId;
        this.days = days;
    }
}
exports.GetOwnerUsageQuery = GetOwnerUsageQuery;
const percent = (calls, limit) => (limit > 0 ? Math.round((calls / limit) * 1000) / 10 : 0);
let GetOwnerUsageHandler = class GetOwnerUsageHandler {
    sql;
    counter;
    constructor(sql, counter) {
        this.sql = sql;
        this.counter = counter;
    }
    async execute({ ownerId, days }) {
        // This process's counts first, so the owner sees their calls up to this one.
        await this.counter.flush();
        const today = (0, usage_day_1.usageDay)();
        const from = (0, plant_day_1.shiftDay)(today, -(days - 1));
        const [plan, rows, live] = await Promise.all([
            this.sql.one(`SELECT name, price_per_month FROM (${plan_queries_1.OWNER_PLAN_SQL}) plan`, [ownerId]),
            this.sql.rows(`SELECT to_char(date, 'YYYY-MM-DD') AS date, api_calls FROM owner_api_usage_days WHERE owner_id = $1 AND date BETWEEN $2::date AND $3::date`, [ownerId, from, today]),
            // Today's and yesterday's latest counts are in Redis until the roll-up.
            this.counter.ownerCounts(ownerId, [(0, plant_day_1.shiftDay)(today, -1), today]),
        ]);
        const price = (0, money_1.moneyNumber)(plan?.price_per_month ?? 0);
        const limit = (0, usage_day_1.apiCallLimitPerDay)(price);
        const stored = new Map(rows.map((row) => [row.date, Number(row.api_calls)]));
        const list = [];
        for (let i = 0; i < days; i += 1) {
            const date = (0, plant_day_1.shiftDay)(from, i);
            const calls = Math.max(stored.get(date) ?? 0, live?.get(date) ?? 0);
            const overage = Math.max(0, calls - limit);
            list.push({
                date,
                api_calls: calls,
                usage_percent: percent(calls, limit),
                overage,
                overage_cost: (0, usage_day_1.overageCost)(overage, price, limit),
            });
        }
        const todayRow = list[list.length - 1];
        return {
            plan: { name: plan?.name ?? 'Free', price_per_month: price },
            limit_per_day: limit,
            today: { date: today, api_calls: todayRow.api_calls, usage_percent: todayRow.usage_percent },
            days: list,
            total_api_calls: list.reduce((sum, day) => sum + day.api_calls, 0),
            total_overage_cost: Math.round(list.reduce((sum, day) => sum + day.overage_cost * 100, 0)) / 100,
        };
    }
};
exports.GetOwnerUsageHandler = GetOwnerUsageHandler;
exports.GetOwnerUsageHandler = GetOwnerUsageHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetOwnerUsageQuery),
    __metadata("design:paramtypes", [sql_1.Sql,
        usage_counter_1.UsageCounter])
], GetOwnerUsageHandler);
//# sourceMappingURL=usage.queries.js.map