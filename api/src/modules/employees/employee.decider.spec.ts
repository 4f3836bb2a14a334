import { givenDecider } from '../../platform/event-store/decider.testing';
import { employeeDecider, RATE_REQUIRED } from './employee.decider';
import { EmployeeEvent, EmployeeTerms } from './employee.events';
import { employeeTerms } from './employee.terms';

const terms: EmployeeTerms = {
  name: 'Bilal',
  phone: '03001234567',
  address: null,
  type: 'commission',
  commission_rate: '15.00',
  monthly_salary: null,
};
const ref = { employee_id: 5, plant_id: 2, owner_id: 1 };
const added: EmployeeEvent = { type: 'EmployeeAdded', data: { ...ref, ...terms } };
const given = givenDecider(employeeDecider);
const add = (changes: Partial<EmployeeTerms>) => ({
  type: 'AddEmployee' as const,
  employeeId: 5,
  plantId: 2,
  ownerId: 1,
  terms: { ...terms, ...changes },
});

describe('employee decider', () => {
  it('adds an employee whose pay matches the type', () => {
    given().when(add({})).then([added]);
    given()
      .when(add({ commission_rate: null }))
      .thenThrows({ category: 'validation', message: RATE_REQUIRED, options: { errors: { commission_rate: [RATE_REQUIRED] } } });
    given()
      .when(add({ type: 'salary' }))
      .thenThrows({ category: 'validation', message: RATE_REQUIRED, options: { errors: { monthly_salary: [RATE_REQUIRED] } } });
  });

  it('toggles, records only real changes, and knows nothing after removal', () => {
    given(added).when({ type: 'ChangeEmployee', terms }).thenNothing();
    given(added)
      .when({ type: 'ToggleEmployeeStatus' })
      .then([{ type: 'EmployeeDeactivated', data: ref }]);
    given(added, { type: 'EmployeeRemoved', data: ref }).when({ type: 'ToggleEmployeeStatus' }).thenThrows('not_found');
  });
});

describe('employee terms', () => {
  it('fills the default of the type when its pay is absent and drops the other pay', () => {
    expect(employeeTerms({ name: ' A ', phone: '0300 1234567', type: 'salary', commission_rate: 20 }, null)).toEqual({
      name: 'A',
      phone: '0300 1234567',
      address: null,
      type: 'salary',
      commission_rate: null,
      monthly_salary: '30000.00',
    });
    expect(
      employeeTerms({ type: 'commission' }, { ...terms, type: 'salary', commission_rate: null, monthly_salary: '40000.00' })
        .commission_rate,
    ).toBe('15.00');
    expect(employeeTerms({ name: 'B' }, terms).commission_rate).toBe('15.00');
  });
});
