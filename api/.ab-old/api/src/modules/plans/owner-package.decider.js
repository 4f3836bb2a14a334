"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ownerPackageDecider = exports.PLAN_NOT_OFFERED = void 0;
exports.planTooSmallMessage = planTooSmallMessage;
const domain_error_1 = require("../../platform/domain/domain-error");
exports.PLAN_NOT_OFFERED = 'This subscription plan is no longer offered.';
function planTooSmallMessage(plan, plantsCount) {
    return (`The ${plan.name} plan allows up to ${plan.maxPlants} plant${plan.maxPlants === 1 ? '' : 's'}, but you have ${plantsCount}. ` +
        'Remove plants or choose a plan with more plants.');
}
const initialState = { planId: null };
function evolve(_state, event) {
    return { planId: event.data.subscription_plan_id };
}
function decide(command, state) {
    const { plan } = command;
    if (state.planId === plan.id)
        return [];
    if (plan.isRetired)
        throw new domain_error_1.DomainError('validation', exports.PLAN_NOT_OFFERED, { errors: { subscription_plan_id: [exports.PLAN_NOT_OFFERED] } });
    if (plan.maxPlants > 0 && command.plantsCount > plan.maxPlants) {
        const message = planTooSmallMessage(plan, command.plantsCount);
        throw new domain_error_1.DomainError('validation', message, {
            code: 'PLAN_LIMIT_BELOW_PLANTS',
            errors: { subscription_plan_id: [message] },
            data: { plants_count: command.plantsCount, max_plants: plan.maxPlants },
        });
    }
    const chosen = {
        owner_id: command.ownerId,
        subscription_plan_id: plan.id,
        plan_name: plan.name,
        price_per_month: plan.pricePerMonth,
        max_plants: plan.maxPlants,
        selected_at: command.selectedAt,
        selected_by: command.selectedBy,
        metadata: command.metadata,
    };
    if (state.planId === null)
        return [{ type: 'PackageSelected', data: chosen }];
    return [{ type: 'PackageChanged', data: { ...chosen, previous_plan_id: state.planId } }];
}
/** The package an owner is on: any offered plan that holds every plant they have. */
exports.ownerPackageDecider = { initialState, evolve, decide };
//# sourceMappingURL=owner-package.decider.js.map