"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SubscriptionPlans1763700000100 = void 0;
/** Subscription plans and each owner's chosen package (no row = the Free plan). */
class SubscriptionPlans1763700000100 {
    async up(db) {
        await db.query(`CREATE SEQUENCE plan_ids`);
        await db.query(`
      CREATE TABLE subscription_plans (
        id              bigint PRIMARY KEY,
        name            text NOT NULL,
        description     text NOT NULL DEFAULT '',
        price_per_month numeric(12,2) NOT NULL,
        max_plants      integer NOT NULL,
        max_customers   integer NOT NULL,
        max_employees   integer NOT NULL,
        features        jsonb NOT NULL DEFAULT '[]'::jsonb,
        is_popular      boolean NOT NULL DEFAULT false,
        is_retired      boolean NOT NULL DEFAULT false,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL
      )`);
        await db.query(`CREATE UNIQUE INDEX subscription_plans_name_unique ON subscription_plans (lower(name))`);
        await db.query(`
      CREATE TABLE owner_packages (
        owner_id             bigint PRIMARY KEY,
        subscription_plan_id bigint NOT NULL,
        selected_at          timestamptz NOT NULL,
        selected_by          bigint,
        metadata             jsonb NOT NULL DEFAULT '{}'::jsonb,
        updated_at           timestamptz NOT NULL
      )`);
        await db.query(`CREATE INDEX owner_packages_by_plan ON owner_packages (subscription_plan_id)`);
    }
    async down(db) {
        await db.query(`DROP TABLE owner_packages`);
        await db.query(`DROP TABLE subscription_plans`);
        await db.query(`DROP SEQUENCE plan_ids`);
    }
}
exports.SubscriptionPlans1763700000100 = SubscriptionPlans1763700000100;
//# sourceMappingURL=1763700000100-subscription-plans.js.map