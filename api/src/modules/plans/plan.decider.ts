import { DomainError } from '../../platform/domain/domain-error';
import { Decider } from '../../platform/event-store/decider';
import { PlanEvent, PlanTerms } from './plan.events';

export interface PlanState {
  exists: boolean;
  planId: number;
  terms: PlanTerms | null;
  isRetired: boolean;
}

export type PlanCommand =
  | { type: 'CreatePlan'; planId: number; terms: PlanTerms }
  | { type: 'ChangePlan'; terms: PlanTerms }
  | { type: 'RetirePlan' }
  | { type: 'ReinstatePlan' };

export const PLAN_NOT_FOUND = 'Subscription plan not found.';

const initialState: PlanState = { exists: false, planId: 0, terms: null, isRetired: false };

function evolve(state: PlanState, event: PlanEvent): PlanState {
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

function sameTerms(a: PlanTerms, b: PlanTerms): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

function decide(command: PlanCommand, state: PlanState): PlanEvent[] {
  if (command.type === 'CreatePlan') {
    if (state.exists) throw DomainError.conflict('This subscription plan already exists.');
    return [{ type: 'SubscriptionPlanCreated', data: { plan_id: command.planId, ...command.terms } }];
  }
  if (!state.exists) throw DomainError.notFound(PLAN_NOT_FOUND);
  const plan_id = state.planId;
  switch (command.type) {
    case 'ChangePlan':
      if (state.terms && sameTerms(state.terms, command.terms)) return [];
      return [{ type: 'SubscriptionPlanChanged', data: { plan_id, ...command.terms } }];
    case 'RetirePlan':
      return state.isRetired ? [] : [{ type: 'SubscriptionPlanRetired', data: { plan_id } }];
    case 'ReinstatePlan':
      return state.isRetired ? [{ type: 'SubscriptionPlanReinstated', data: { plan_id } }] : [];
  }
}

/** A subscription plan: its terms, and whether it is still offered. */
export const planDecider: Decider<PlanState, PlanCommand, PlanEvent> = { initialState, evolve, decide };
