import { givenDecider } from '../../platform/event-store/decider.testing';
import { onboardingDecider, PLANT_REQUIRED_TO_COMPLETE } from './onboarding.decider';
import { OnboardingEvent } from './onboarding.events';

const given = givenDecider(onboardingDecider);

describe('onboarding decider', () => {
  it('saves every draft, marks a step once', () => {
    const saved: OnboardingEvent = { type: 'OnboardingProgressSaved', data: { owner_id: 4, step: 'areas', data: { a: 1 } } };
    given()
      .when({ type: 'SaveProgress', ownerId: 4, step: 'areas', data: { a: 1 } })
      .then([saved]);
    const marked: OnboardingEvent = { type: 'OnboardingStepCompleted', data: { owner_id: 4, step: 'areas' } };
    given().when({ type: 'CompleteStep', ownerId: 4, step: 'areas' }).then([marked]);
    given(marked).when({ type: 'CompleteStep', ownerId: 4, step: 'areas' }).thenNothing();
  });

  it('forgets marks on reset, so a step can be marked again', () => {
    const marked: OnboardingEvent = { type: 'OnboardingStepCompleted', data: { owner_id: 4, step: 'plant' } };
    const reset: OnboardingEvent = { type: 'OnboardingReset', data: { owner_id: 4 } };
    given(marked, reset).when({ type: 'CompleteStep', ownerId: 4, step: 'plant' }).then([marked]);
  });

  it('completes once, and only with a plant', () => {
    given().when({ type: 'CompleteOnboarding', ownerId: 4, hasPlants: false }).thenThrows({ message: PLANT_REQUIRED_TO_COMPLETE });
    const completed: OnboardingEvent = { type: 'OnboardingCompleted', data: { owner_id: 4 } };
    given().when({ type: 'CompleteOnboarding', ownerId: 4, hasPlants: true }).then([completed]);
    given(completed).when({ type: 'CompleteOnboarding', ownerId: 4, hasPlants: true }).thenNothing();
  });
});
