"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.employeeDecider = exports.RATE_REQUIRED = exports.EMPLOYEE_NOT_FOUND = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
exports.EMPLOYEE_NOT_FOUND = 'Employee not found.';
exports.RATE_REQUIRED = 'Rate/salary is required based on employee type';
const initialState = { status: 'none', ref: null, terms: null, isActive: false };
function evolve(state, event) {
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
function assertPayMatchesType(terms) {
    if (terms.type === 'commission') {
        const rate = terms.commission_rate === null ? NaN : Number(terms.commission_rate);
        if (!(rate > 0 && rate <= 100))
            throw domain_error_1.DomainError.field('commission_rate', exports.RATE_REQUIRED);
    }
    else {
        const salary = terms.monthly_salary === null ? NaN : Number(terms.monthly_salary);
        if (!(salary > 0))
            throw domain_error_1.DomainError.field('monthly_salary', exports.RATE_REQUIRED);
    }
}
const sameTerms = (a, b) => Object.keys(a).every((key) => a[key] === b[key]);
function decide(command, state) {
    if (command.type === 'AddEmployee') {
        if (state.status !== 'none')
            throw domain_error_1.DomainError.conflict('This employee already exists.');
        assertPayMatchesType(command.terms);
        return [
            {
                type: 'EmployeeAdded',
                data: { employee_id: command.employeeId, plant_id: command.plantId, owner_id: command.ownerId, ...command.terms },
            },
        ];
    }
    if (state.status !== 'employed' || !state.ref || !state.terms)
        throw domain_error_1.DomainError.notFound(exports.EMPLOYEE_NOT_FOUND);
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
exports.employeeDecider = { initialState, evolve, decide };
//# sourceMappingURL=employee.decider.js.map