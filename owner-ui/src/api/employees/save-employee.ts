import type { Employee, NewEmployee } from '@paani/contracts';
import { api } from '../client';
import { saveInOrder } from '../save-in-order';

export interface EmployeeSave {
  plantId: number;
  /** Present when the employee exists already: it is updated, else created. */
  id?: number;
  employee: NewEmployee;
}

export const createEmployee = ({ plantId, employee }: EmployeeSave) =>
  api.post<Employee>('/filter-owner/employees', employee, { plantScoped: true, plantId });

export const updateEmployee = ({ plantId, id, employee }: Required<EmployeeSave>) =>
  api.put<Employee>(`/filter-owner/employees/${id}`, employee, { plantScoped: true, plantId });

export const saveEmployee = (save: EmployeeSave) => (save.id ? updateEmployee({ ...save, id: save.id }) : createEmployee(save));

export interface EmployeesSave {
  plantId: number;
  employees: Array<NewEmployee & { id?: number }>;
}

export const saveEmployees = ({ plantId, employees }: EmployeesSave) =>
  saveInOrder(employees, ({ id, ...employee }) => saveEmployee({ plantId, id, employee }));
