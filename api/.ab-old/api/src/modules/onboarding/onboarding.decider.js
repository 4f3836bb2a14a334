"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.onboardingDecider = exports.PLANT_REQUIRED_TO_COMPLETE = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
exports.PLANT_REQUIRED_TO_COMPLETE = 'Please create your first filter plant before completing onboarding.';
const initialState = { completedSteps: new Set(), plantId: null, isCompleted: false };
function evolve(state, event) {
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
function decide(command, state) {
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
            if (state.isCompleted)
                return [];
            if (!command.hasPlants)
                throw domain_error_1.DomainError.validation(exports.PLANT_REQUIRED_TO_COMPLETE, undefined, 'NO_PLANTS_CREATED');
            return [{ type: 'OnboardingCompleted', data: { owner_id } }];
    }
}
/** An owner's way through the setup wizard. */
exports.onboardingDecider = { initialState, evolve, decide };
//# sourceMappingURL=onboarding.decider.js.map