import type { Employee, NewEmployee } from '@paani/contracts';
import { api } from '../client';
import { areaKeys } from '../areas/keys';
import { customerKeys } from '../customers/keys';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { saveInOrder } from '../save-in-order';
import { employeeKeys } from './keys';

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

type EmployeeResult = Awaited<ReturnType<typeof createEmployee>>;

/** Answers 422 EMPLOYEE_LIMIT_EXCEEDED beyond the package's max_employees. */
export const useCreateEmployee = (config?: MutationConfig<EmployeeSave, EmployeeResult>) =>
  useInvalidatingMutation(createEmployee, ({ plantId }) => [employeeKeys.list(plantId)], config);

/** Customers name their rider, so a renamed employee changes them too. */
export const useUpdateEmployee = (config?: MutationConfig<Required<EmployeeSave>, EmployeeResult>) =>
  useInvalidatingMutation(updateEmployee, ({ plantId }) => [employeeKeys.list(plantId), customerKeys.plant(plantId)], config);

export interface EmployeeRef {
  plantId: number;
  id: number;
}

/** Removing an employee also removes their area assignments (the areas' staff counts change) and leaves their customers without a rider. */
export const deleteEmployee = ({ plantId, id }: EmployeeRef) =>
  api.delete<{ id: number }>(`/filter-owner/employees/${id}`, { plantScoped: true, plantId });

export const toggleEmployeeStatus = ({ plantId, id }: EmployeeRef) =>
  api.put<Employee>(`/filter-owner/employees/${id}/toggle-status`, {}, { plantScoped: true, plantId });

export const useDeleteEmployee = (config?: MutationConfig<EmployeeRef, Awaited<ReturnType<typeof deleteEmployee>>>) =>
  useInvalidatingMutation(
    deleteEmployee,
    ({ plantId }) => [employeeKeys.list(plantId), areaKeys.list(plantId), customerKeys.plant(plantId)],
    config,
  );

export const useToggleEmployeeStatus = (config?: MutationConfig<EmployeeRef, Awaited<ReturnType<typeof toggleEmployeeStatus>>>) =>
  useInvalidatingMutation(toggleEmployeeStatus, ({ plantId }) => [employeeKeys.list(plantId), areaKeys.list(plantId)], config);
