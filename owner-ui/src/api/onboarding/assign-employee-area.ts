import { api } from '../client';
import { areaKeys } from '../areas/keys';
import { employeeKeys } from '../employees/keys';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';

export interface EmployeeAreaAssignment {
  plantId: number;
  areaId: number;
  employeeId: number;
}

export const assignEmployeeArea = ({ plantId, areaId, employeeId }: EmployeeAreaAssignment) =>
  api.post<unknown>(
    '/filter-owner/onboarding/assign-employee-area',
    { area_id: areaId, employee_id: employeeId },
    { plantScoped: true, plantId },
  );

/** An assignment changes the employee (its areas) and the area (its staff count). */
export const useAssignEmployeeArea = (config?: MutationConfig<EmployeeAreaAssignment, Awaited<ReturnType<typeof assignEmployeeArea>>>) =>
  useInvalidatingMutation(assignEmployeeArea, ({ plantId }) => [employeeKeys.all, areaKeys.list(plantId)], config);
