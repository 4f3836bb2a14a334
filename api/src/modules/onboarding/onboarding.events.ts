import { DecidedEvent } from '../../platform/event-store/decider';

export const onboardingStreamId = (ownerId: number): string => `onboarding-${ownerId}`;

/** The wizard's steps in order; requests may name them or give their indexes 0 to 4 (docs/decisions.md, "Onboarding"). */
export const ONBOARDING_STEPS = ['plant', 'areas', 'employees', 'assignments', 'complete'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** An owner's onboarding stream (`onboarding-{ownerId}`): saved wizard progress that survives sign-out. */
export type OnboardingEvent =
  | DecidedEvent<'OnboardingProgressSaved', { owner_id: number; step: OnboardingStep; data: Record<string, unknown> }>
  | DecidedEvent<'OnboardingStepCompleted', { owner_id: number; step: OnboardingStep }>
  | DecidedEvent<'OnboardingPlantLinked', { owner_id: number; plant_id: number }>
  | DecidedEvent<'OnboardingReset', { owner_id: number }>
  | DecidedEvent<'OnboardingCompleted', { owner_id: number }>;

export const ONBOARDING_EVENT_TYPES: OnboardingEvent['type'][] = [
  'OnboardingProgressSaved',
  'OnboardingStepCompleted',
  'OnboardingPlantLinked',
  'OnboardingReset',
  'OnboardingCompleted',
];
