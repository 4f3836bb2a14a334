import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { Decider } from '../../platform/event-store/decider';
import { OwnerPackageEvent } from './plan.events';

export interface OwnerPackageState {
  /** null: never chosen, so the owner is on the Free plan. */
  planId: number | null;
}

/** The plan asked for, as the read model knows it when the command is handled. */
export interface PlanOnOffer {
  id: number;
  name: string;
  pricePerMonth: string;
  maxPlants: number;
  isRetired: boolean;
}

export type OwnerPackageCommand = {
  type: 'ChoosePackage';
  ownerId: number;
  plan: PlanOnOffer;
  /** Plants the owner has now, of every state: a package must hold them all. */
  plantsCount: number;
  selectedBy: number | null;
  selectedAt: string;
  metadata: Record<string, unknown>;
};

export const PLAN_NOT_OFFERED = 'This subscription plan is no longer offered.';

export function planTooSmallMessage(plan: PlanOnOffer, plantsCount: number): string {
  return (
    `The ${plan.name} plan allows up to ${plan.maxPlants} plant${plan.maxPlants === 1 ? '' : 's'}, but you have ${plantsCount}. ` +
    'Remove plants or choose a plan with more plants.'
  );
}

const initialState: OwnerPackageState = { planId: null };

function evolve(_state: OwnerPackageState, event: OwnerPackageEvent): OwnerPackageState {
  return { planId: event.data.subscription_plan_id };
}

function decide(command: OwnerPackageCommand, state: OwnerPackageState): OwnerPackageEvent[] {
  const { plan } = command;
  if (state.planId === plan.id) return [];
  if (plan.isRetired) throw new DomainError('validation', PLAN_NOT_OFFERED, { errors: { subscription_plan_id: [PLAN_NOT_OFFERED] } });
  if (plan.maxPlants > 0 && command.plantsCount > plan.maxPlants) {
    const message = planTooSmallMessage(plan, command.plantsCount);
    throw new DomainError('validation', message, {
      code: ERROR_CODES.planLimitBelowPlants,
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
  if (state.planId === null) return [{ type: 'PackageSelected', data: chosen }];
  return [{ type: 'PackageChanged', data: { ...chosen, previous_plan_id: state.planId } }];
}

/** The package an owner is on: any offered plan that holds every plant they have. */
export const ownerPackageDecider: Decider<OwnerPackageState, OwnerPackageCommand, OwnerPackageEvent> = { initialState, evolve, decide };
