import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { Decider } from '../../platform/event-store/decider';
import { OnboardingEvent, OnboardingStep } from './onboarding.events';

export const PLANT_REQUIRED_TO_COMPLETE = 'Please create your first filter plant before completing onboarding.';

export interface OnboardingState {
  completedSteps: Set<OnboardingStep>;
  plantId: number | null;
  isCompleted: boolean;
}

export type OnboardingCommand =
  | { type: 'SaveProgress'; ownerId: number; step: OnboardingStep; data: Record<string, unknown> }
  | { type: 'CompleteStep'; ownerId: number; step: OnboardingStep }
  | { type: 'LinkPlant'; ownerId: number; plantId: number }
  | { type: 'ResetOnboarding'; ownerId: number }
  | { type: 'CompleteOnboarding'; ownerId: number; hasPlants: boolean };

const initialState: OnboardingState = { completedSteps: new Set(), plantId: null, isCompleted: false };

function evolve(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (event.type) {
    case 'OnboardingProgressSaved':
      return state;
    case 'OnboardingStepCompleted':
      return { ...state, completedSteps: new Set([...state.completedSteps, event.data.step]) };
    case 'OnboardingPlantLinked':
      return { ...state, plantId: event.data.plant_id };
    case 'OnboardingReset':
      return initialState;
    case 'OnboardingCompleted':
      return { ...state, isCompleted: true };
  }
}

function decide(command: OnboardingCommand, state: OnboardingState): OnboardingEvent[] {
  const owner_id = command.ownerId;
  switch (command.type) {
    case 'SaveProgress':
      return [{ type: 'OnboardingProgressSaved', data: { owner_id, step: command.step, data: command.data } }];
    case 'CompleteStep':
      return state.completedSteps.has(command.step) ? [] : [{ type: 'OnboardingStepCompleted', data: { owner_id, step: command.step } }];
    case 'LinkPlant':
      return state.plantId === command.plantId ? [] : [{ type: 'OnboardingPlantLinked', data: { owner_id, plant_id: command.plantId } }];
    case 'ResetOnboarding':
      return [{ type: 'OnboardingReset', data: { owner_id } }];
    case 'CompleteOnboarding':
      if (state.isCompleted) return [];
      if (!command.hasPlants) throw DomainError.validation(PLANT_REQUIRED_TO_COMPLETE, undefined, ERROR_CODES.noPlantsCreated);
      return [{ type: 'OnboardingCompleted', data: { owner_id } }];
  }
}

/** An owner's way through the setup wizard. */
export const onboardingDecider: Decider<OnboardingState, OnboardingCommand, OnboardingEvent> = { initialState, evolve, decide };
