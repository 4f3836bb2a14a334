import { StoredOf } from '../../platform/event-store/event.types';
import { markPlant } from '../../platform/event-store/plant-marks';
import { setActiveFlag } from '../../platform/event-store/projection-rows';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { EmployeeEvent, EMPLOYEE_EVENT_TYPES } from './employee.events';

const EMPLOYEE_MARKS = 'employee_plant_marks';

async function apply(event: StoredOf<EmployeeEvent>, tx: ProjectionTransaction): Promise<void> {
  const at = event.recordedAt;
  const d = event.data;
  // The plant's area list, customer list, dashboard and reports kept in process check this mark.
  markPlant(tx, EMPLOYEE_MARKS, d.plant_id);
  switch (event.type) {
    case 'EmployeeAdded':
      await tx.query(
        `INSERT INTO employees (id, plant_id, owner_id, name, phone, address, type, commission_rate, monthly_salary, is_active, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $10)
         ON CONFLICT (id) DO NOTHING`,
        [
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
        ],
      );
      return;
    case 'EmployeeChanged':
      await tx.query(
        `UPDATE employees SET name = $2, phone = $3, address = $4, type = $5, commission_rate = $6, monthly_salary = $7, updated_at = $8 WHERE id = $1`,
        [
          d.employee_id,
          event.data.name,
          event.data.phone,
          event.data.address,
          event.data.type,
          event.data.commission_rate,
          event.data.monthly_salary,
          at,
        ],
      );
      return;
    case 'EmployeeActivated':
    case 'EmployeeDeactivated':
      await setActiveFlag(tx, 'employees', d.employee_id, event.type === 'EmployeeActivated', at);
      return;
    case 'EmployeeRemoved':
      await tx.query(`DELETE FROM employees WHERE id = $1`, [d.employee_id]);
      return;
  }
}

export const employeeProjection: InlineProjection<EmployeeEvent> = {
  name: 'employees',
  tables: ['employees', EMPLOYEE_MARKS],
  handles: EMPLOYEE_EVENT_TYPES,
  apply,
};
