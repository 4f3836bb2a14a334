"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EMPLOYEE_EVENT_TYPES = exports.employeeStreamId = void 0;
const employeeStreamId = (employeeId) => `employee-${employeeId}`;
exports.employeeStreamId = employeeStreamId;
exports.EMPLOYEE_EVENT_TYPES = [
    'EmployeeAdded',
    'EmployeeChanged',
    'EmployeeActivated',
    'EmployeeDeactivated',
    'EmployeeRemoved',
];
//# sourceMappingURL=employee.events.js.map