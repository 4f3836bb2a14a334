import { DecidedEvent } from '../../platform/event-store/decider';

export const employeeStreamId = (employeeId: number): string => `employee-${employeeId}`;

export type EmployeeType = 'commission' | 'salary';

export interface EmployeeTerms {
  name: string;
  phone: string;
  address: string | null;
  type: EmployeeType;
  /** Percent as a decimal string ("15.00"); null for salaried staff. */
  commission_rate: string | null;
  /** PKR as a decimal string ("30000.00"); null for commission staff. */
  monthly_salary: string | null;
}

type Ref = { employee_id: number; plant_id: number; owner_id: number };

/** The events of one employee's stream (`employee-{id}`). */
export type EmployeeEvent =
  | DecidedEvent<'EmployeeAdded', Ref & EmployeeTerms>
  | DecidedEvent<'EmployeeChanged', Ref & EmployeeTerms>
  | DecidedEvent<'EmployeeActivated', Ref>
  | DecidedEvent<'EmployeeDeactivated', Ref>
  | DecidedEvent<'EmployeeRemoved', Ref>;

export const EMPLOYEE_EVENT_TYPES: EmployeeEvent['type'][] = [
  'EmployeeAdded',
  'EmployeeChanged',
  'EmployeeActivated',
  'EmployeeDeactivated',
  'EmployeeRemoved',
];
