"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planDecider = exports.PLAN_NOT_FOUND = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
exports.PLAN_NOT_FOUND = 'Subscription plan not found.';
const initialState = { exists: false, planId: 0, terms: null, isRetired: false };
function evolve(state, event) {
    switch (event.type) {
        case 'SubscriptionPlanCreated':
        case 'SubscriptionPlanChanged': {
            const { plan_id, ...terms } = event.data;
            return { ...state, exists: true, planId: plan_id, terms };
        }
        case 'SubscriptionPlanRetired':
            return { ...state, isRetired: true };
        case 'SubscriptionPlanReinstated':
            return { ...state, isRetired: false };
    }
}
function sameTerms(a, b) {
    return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}
function decide(command, state) {
    if (command.type === 'CreatePlan') {
        if (state.exists)
            throw domain_error_1.DomainError.conflict('This subscription plan already exists.');
        return [{ type: 'SubscriptionPlanCreated', data: { plan_id: command.planId, ...command.terms } }];
    }
    if (!state.exists)
        throw domain_error_1.DomainError.notFound(exports.PLAN_NOT_FOUND);
    const plan_id = state.planId;
    switch (command.type) {
        case 'ChangePlan':
            if (state.terms && sameTerms(state.terms, command.terms))
                return [];
            return [{ type: 'SubscriptionPlanChanged', data: { plan_id, ...command.terms } }];
        case 'RetirePlan':
            return state.isRetired ? [] : [{ type: 'SubscriptionPlanRetired', data: { plan_id } }];
        case 'ReinstatePlan':
            return state.isRetired ? [{ type: 'SubscriptionPlanReinstated', data: { plan_id } }] : [];
    }
}
/** A subscription plan: its terms, and whether it is still offered. */
exports.planDecider = { initialState, evolve, decide };
//# sourceMappingURL=plan.decider.js.map