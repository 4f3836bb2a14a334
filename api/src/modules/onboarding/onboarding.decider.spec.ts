import { fold } from '../../platform/event-store/decider';
import { OnboardingCommand, onboardingDecider, PLANT_REQUIRED_TO_COMPLETE } from './onboarding.decider';
import { OnboardingEvent } from './onboarding.events';

const decide = (past: OnboardingEvent[], command: OnboardingCommand) => () =>
  onboardingDecider.decide(command, fold(onboardingDecider, past));

describe('onboarding decider', () => {
  it('saves every draft, marks a step once', () => {
    const saved: OnboardingEvent = { type: 'OnboardingProgressSaved', data: { owner_id: 4, step: 'areas', data: { a: 1 } } };
    expect(decide([], { type: 'SaveProgress', ownerId: 4, step: 'areas', data: { a: 1 } })()).toEqual([saved]);
    const marked: OnboardingEvent = { type: 'OnboardingStepCompleted', data: { owner_id: 4, step: 'areas' } };
    expect(decide([], { type: 'CompleteStep', ownerId: 4, step: 'areas' })()).toEqual([marked]);
    expect(decide([marked], { type: 'CompleteStep', ownerId: 4, step: 'areas' })()).toEqual([]);
  });

  it('forgets marks on reset, so a step can be marked again', () => {
    const marked: OnboardingEvent = { type: 'OnboardingStepCompleted', data: { owner_id: 4, step: 'plant' } };
    const reset: OnboardingEvent = { type: 'OnboardingReset', data: { owner_id: 4 } };
    expect(decide([marked, reset], { type: 'CompleteStep', ownerId: 4, step: 'plant' })()).toEqual([marked]);
  });

  it('completes once, and only with a plant', () => {
    expect(decide([], { type: 'CompleteOnboarding', ownerId: 4, hasPlants: false })).toThrow(PLANT_REQUIRED_TO_COMPLETE);
    const completed: OnboardingEvent = { type: 'OnboardingCompleted', data: { owner_id: 4 } };
    expect(decide([], { type: 'CompleteOnboarding', ownerId: 4, hasPlants: true })()).toEqual([completed]);
    expect(decide([completed], { type: 'CompleteOnboarding', ownerId: 4, hasPlants: true })()).toEqual([]);
  });
});
