"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ownerPackageProjection = exports.planProjection = exports.PLAN_NAME_TAKEN = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
const plan_events_1 = require("./plan.events");
exports.PLAN_NAME_TAKEN = 'The name has already been taken.';
async function applyPlan(event, tx) {
    const at = event.recordedAt;
    switch (event.type) {
        case 'SubscriptionPlanCreated':
        case 'SubscriptionPlanChanged': {
            const d = event.data;
            await tx.query(`INSERT INTO subscription_plans (id, name, description, price_per_month, max_plants, max_customers, max_employees,
                                         features, is_popular, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $10)
         ON CONFLICT (id) DO UPDATE SET name = $2, description = $3, price_per_month = $4, max_plants = $5, max_customers = $6,
           max_employees = $7, features = $8::jsonb, is_popular = $9, updated_at = $10`, [
                d.plan_id,
                d.name,
                d.description,
                d.price_per_month,
                d.max_plants,
                d.max_customers,
                d.max_employees,
                JSON.stringify(d.features),
                d.is_popular,
                at,
            ]);
            return;
        }
        case 'SubscriptionPlanRetired':
        case 'SubscriptionPlanReinstated':
            await tx.query(`UPDATE subscription_plans SET is_retired = $2, updated_at = $3 WHERE id = $1`, [
                event.data.plan_id,
                event.type === 'SubscriptionPlanRetired',
                at,
            ]);
            return;
    }
}
async function applyPackage(event, tx) {
    const d = event.data;
    await tx.query(`INSERT INTO owner_packages (owner_id, subscription_plan_id, selected_at, selected_by, metadata, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (owner_id) DO UPDATE SET subscription_plan_id = $2, selected_at = $3, selected_by = $4, metadata = $5::jsonb, updated_at = $6`, [d.owner_id, d.subscription_plan_id, d.selected_at, d.selected_by, JSON.stringify(d.metadata), event.recordedAt]);
}
exports.planProjection = {
    name: 'subscription_plans',
    tables: ['subscription_plans'],
    handles: plan_events_1.PLAN_EVENT_TYPES,
    apply: applyPlan,
    constraintErrors: { subscription_plans_name_unique: () => domain_error_1.DomainError.field('name', exports.PLAN_NAME_TAKEN) },
};
exports.ownerPackageProjection = {
    name: 'owner_packages',
    tables: ['owner_packages'],
    handles: plan_events_1.OWNER_PACKAGE_EVENT_TYPES,
    apply: applyPackage,
};
//# sourceMappingURL=plan.projection.js.map