import { DomainError } from '../../platform/domain/domain-error';
import { Decider } from '../../platform/event-store/decider';
import { EmployeeEvent, EmployeeTerms } from './employee.events';

export const EMPLOYEE_NOT_FOUND = 'Employee not found.';
export const RATE_REQUIRED = 'Rate/salary is required based on employee type';

export interface EmployeeState {
  status: 'none' | 'employed' | 'removed';
  ref: { employee_id: number; plant_id: number; owner_id: number } | null;
  terms: EmployeeTerms | null;
  isActive: boolean;
}

export type EmployeeCommand =
  | { type: 'AddEmployee'; employeeId: number; plantId: number; ownerId: number; terms: EmployeeTerms }
  | { type: 'ChangeEmployee'; terms: EmployeeTerms }
  | { type: 'ToggleEmployeeStatus' }
  | { type: 'RemoveEmployee' };

const initialState: EmployeeState = { status: 'none', ref: null, terms: null, isActive: false };

function evolve(state: EmployeeState, event: EmployeeEvent): EmployeeState {
  switch (event.type) {
    case 'EmployeeAdded': {
      const { employee_id, plant_id, owner_id, ...terms } = event.data;
      return { status: 'employed', ref: { employee_id, plant_id, owner_id }, terms, isActive: true };
    }
    case 'EmployeeChanged': {
      const { employee_id: _e, plant_id: _p, owner_id: _o, ...terms } = event.data;
      return { ...state, terms };
    }
    case 'EmployeeActivated':
    case 'EmployeeDeactivated':
      return { ...state, isActive: event.type === 'EmployeeActivated' };
    case 'EmployeeRemoved':
      return { ...state, status: 'removed' };
  }
}

/** The service-level rule: a commission employee has a rate in (0, 100], a salaried one a salary above 0. */
function assertPayMatchesType(terms: EmployeeTerms): void {
  if (terms.type === 'commission') {
    const rate = terms.commission_rate === null ? NaN : Number(terms.commission_rate);
    if (!(rate > 0 && rate <= 100)) throw DomainError.field('commission_rate', RATE_REQUIRED);
  } else {
    const salary = terms.monthly_salary === null ? NaN : Number(terms.monthly_salary);
    if (!(salary > 0)) throw DomainError.field('monthly_salary', RATE_REQUIRED);
  }
}

const sameTerms = (a: EmployeeTerms, b: EmployeeTerms) => (Object.keys(a) as (keyof EmployeeTerms)[]).every((key) => a[key] === b[key]);

function decide(command: EmployeeCommand, state: EmployeeState): EmployeeEvent[] {
  if (command.type === 'AddEmployee') {
    if (state.status !== 'none') throw DomainError.conflict('This employee already exists.');
    assertPayMatchesType(command.terms);
    return [
      {
        type: 'EmployeeAdded',
        data: { employee_id: command.employeeId, plant_id: command.plantId, owner_id: command.ownerId, ...command.terms },
      },
    ];
  }
  if (state.status !== 'employed' || !state.ref || !state.terms) throw DomainError.notFound(EMPLOYEE_NOT_FOUND);
  const ref = state.ref;
  switch (command.type) {
    case 'ChangeEmployee':
      assertPayMatchesType(command.terms);
      return sameTerms(state.terms, command.terms) ? [] : [{ type: 'EmployeeChanged', data: { ...ref, ...command.terms } }];
    case 'ToggleEmployeeStatus':
      return [{ type: state.isActive ? 'EmployeeDeactivated' : 'EmployeeActivated', data: ref }];
    case 'RemoveEmployee':
      return [{ type: 'EmployeeRemoved', data: ref }];
  }
}

/** One employee of one plant: hiring terms, activity, removal. */
export const employeeDecider: Decider<EmployeeState, EmployeeCommand, EmployeeEvent> = { initialState, evolve, decide };
