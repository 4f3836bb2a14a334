import type { LoadedWizard } from './useWizardLoader';
import type { Assignment } from './types';

/** Where the owner is in the wizard; the form's values live in react-hook-form, the server's in queries. */
export interface WizardState {
  step: number;
  /** The furthest step opened, so the stepper can go back to it. */
  reached: number;
  completed: boolean[];
  plantId: number | null;
  assignments: Assignment[];
  assignmentsMade: boolean;
  stepError: string | null;
}

export type WizardAction =
  | { type: 'goTo'; step: number }
  | { type: 'stepDone'; index: number }
  | { type: 'plantSaved'; plantId: number }
  | { type: 'assigned'; assignment: Assignment }
  | { type: 'stepError'; message: string | null }
  | { type: 'allDone' }
  | { type: 'restart' };

export const initialWizardState = (loaded: LoadedWizard): WizardState => ({
  step: loaded.step,
  reached: loaded.step,
  completed: loaded.completed,
  plantId: loaded.plantId,
  assignments: [],
  assignmentsMade: loaded.assignmentsMade,
  stepError: null,
});

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'goTo':
      return { ...state, stepError: null, step: action.step, reached: Math.max(state.reached, action.step) };
    case 'stepDone':
      return { ...state, completed: state.completed.map((done, index) => (index === action.index ? true : done)) };
    case 'plantSaved':
      return { ...state, plantId: action.plantId };
    case 'assigned': {
      const { area_id, employee_id } = action.assignment;
      const others = state.assignments.filter((a) => !(a.area_id === area_id && a.employee_id === employee_id));
      return { ...state, assignments: [...others, action.assignment] };
    }
    case 'stepError':
      return { ...state, stepError: action.message };
    case 'allDone':
      return { ...state, completed: state.completed.map(() => true) };
    case 'restart':
      return {
        step: 0,
        reached: 0,
        completed: [false, false, false, false, false],
        plantId: null,
        assignments: [],
        assignmentsMade: false,
        stepError: null,
      };
  }
}
