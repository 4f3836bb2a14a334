"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ONBOARDING_EVENT_TYPES = exports.ONBOARDING_STEPS = exports.onboardingStreamId = void 0;
const onboardingStreamId = (ownerId) => `onboarding-${ownerId}`;
exports.onboardingStreamId = onboardingStreamId;
/** The wizard's steps in order; requests may name them or give their indexes 0 to 4 (docs/decisions.md#onboarding). */
exports.ONBOARDING_STEPS = ['plant', 'areas', 'employees', 'assignments', 'complete'];
exports.ONBOARDING_EVENT_TYPES = [
    'OnboardingProgressSaved',
    'OnboardingStepCompleted',
    'OnboardingPlantLinked',
    'OnboardingReset',
    'OnboardingCompleted',
];
//# sourceMappingURL=onboarding.events.js.map