"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.employeeProjection = void 0;
const plant_marks_1 = require("../../platform/event-store/plant-marks");
const projection_rows_1 = require("../../platform/event-store/projection-rows");
const employee_events_1 = require("./employee.events");
const EMPLOYEE_MARKS = 'employee_plant_marks';
async function apply(event, tx) {
    const at = event.recordedAt;
    const d = event.data;
    // The plant's area list, customer list, dashboard and reports kept in process check this mark.
    (0, plant_marks_1.markPlant)(tx, EMPLOYEE_MARKS, d.plant_id);
    switch (event.type) {
        case 'EmployeeAdded':
            await tx.query(`INSERT INTO employees (id, plant_id, owner_id, name, phone, address, type, commission_rate, monthly_salary, is_active, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $10)
         ON CONFLICT (id) DO NOTHING`, [
                d.employee_id,
                d.plant_id,
                d.owner_id,
                event.data.name,
                event.data.phone,
                event.data.address,
                event.data.type,
                event.data.commission_rate,
                event.data.monthly_salary,
                at,
            ]);
            return;
        case 'EmployeeChanged':
            await tx.query(`UPDATE employees SET name = $2, phone = $3, address = $4, type = $5, commission_rate = $6, monthly_salary = $7, updated_at = $8 WHERE id = $1`, [
                d.employee_id,
                event.data.name,
                event.data.phone,
                event.data.address,
                event.data.type,
                event.data.commission_rate,
                event.data.monthly_salary,
                at,
            ]);
            return;
        case 'EmployeeActivated':
        case 'EmployeeDeactivated':
            await (0, projection_rows_1.setActiveFlag)(tx, 'employees', d.employee_id, event.type === 'EmployeeActivated', at);
            return;
        case 'EmployeeRemoved':
            await tx.query(`DELETE FROM employees WHERE id = $1`, [d.employee_id]);
            return;
    }
}
exports.employeeProjection = {
    name: 'employees',
    tables: ['employees', EMPLOYEE_MARKS],
    handles: employee_events_1.EMPLOYEE_EVENT_TYPES,
    apply,
};
//# sourceMappingURL=employee.projection.js.map