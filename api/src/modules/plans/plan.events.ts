import { DecidedEvent } from '../../platform/event-store/decider';

export const planStreamId = (planId: number): string => `subscription-plan-${planId}`;
export const ownerPackageStreamId = (ownerId: number): string => `owner-package-${ownerId}`;

/** What a plan offers; money as a decimal string ("99.00"), 0 limits mean unlimited. */
export interface PlanTerms {
  name: string;
  description: string;
  price_per_month: string;
  max_plants: number;
  max_customers: number;
  max_employees: number;
  features: string[];
  is_popular: boolean;
}

/** A subscription plan's stream (`subscription-plan-{id}`). */
export type PlanEvent =
  | DecidedEvent<'SubscriptionPlanCreated', PlanTerms & { plan_id: number }>
  | DecidedEvent<'SubscriptionPlanChanged', PlanTerms & { plan_id: number }>
  | DecidedEvent<'SubscriptionPlanRetired', { plan_id: number }>
  | DecidedEvent<'SubscriptionPlanReinstated', { plan_id: number }>;

export const PLAN_EVENT_TYPES: PlanEvent['type'][] = [
  'SubscriptionPlanCreated',
  'SubscriptionPlanChanged',
  'SubscriptionPlanRetired',
  'SubscriptionPlanReinstated',
];

/** The plan as it stood when chosen, so a reader of the log needs no lookup. */
export interface ChosenPlan {
  owner_id: number;
  subscription_plan_id: number;
  plan_name: string;
  price_per_month: string;
  max_plants: number;
  selected_at: string;
  selected_by: number | null;
  metadata: Record<string, unknown>;
}

/** An owner's package stream (`owner-package-{ownerId}`). */
export type OwnerPackageEvent =
  DecidedEvent<'PackageSelected', ChosenPlan> | DecidedEvent<'PackageChanged', ChosenPlan & { previous_plan_id: number }>;

export const OWNER_PACKAGE_EVENT_TYPES: OwnerPackageEvent['type'][] = ['PackageSelected', 'PackageChanged'];
