import type { Area } from '@paani/contracts';
import { api } from '../client';
import { employeeKeys } from '../employees/keys';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { areaKeys } from './keys';

export interface AreaRef {
  plantId: number;
  id: number;
}

/** Answers 422 AREA_HAS_DEPENDENCIES (message and counts) while customers or daily entries are in the area. */
export const deleteArea = ({ plantId, id }: AreaRef) =>
  api.delete<{ id: number }>(`/filter-owner/areas/${id}`, { plantScoped: true, plantId });

export const toggleAreaStatus = ({ plantId, id }: AreaRef) =>
  api.put<Area>(`/filter-owner/areas/${id}/toggle-status`, {}, { plantScoped: true, plantId });

export interface AreaEmployeeAssignment extends AreaRef {
  employeeId: number;
}

export const assignEmployeeToArea = ({ plantId, id, employeeId }: AreaEmployeeAssignment) =>
  api.post<Area>(`/filter-owner/areas/${id}/employees`, { employee_id: employeeId }, { plantScoped: true, plantId });

/** Deleting an area also drops its assignments, so the staff list (each employee's areas) changes too. */
export const useDeleteArea = (config?: MutationConfig<AreaRef, Awaited<ReturnType<typeof deleteArea>>>) =>
  useInvalidatingMutation(deleteArea, ({ plantId }) => [areaKeys.list(plantId), employeeKeys.list(plantId)], config);

export const useToggleAreaStatus = (config?: MutationConfig<AreaRef, Awaited<ReturnType<typeof toggleAreaStatus>>>) =>
  useInvalidatingMutation(toggleAreaStatus, ({ plantId }) => [areaKeys.list(plantId)], config);

/** An assignment changes the area (its staff count) and the employee (its areas). */
export const useAssignEmployeeToArea = (
  config?: MutationConfig<AreaEmployeeAssignment, Awaited<ReturnType<typeof assignEmployeeToArea>>>,
) => useInvalidatingMutation(assignEmployeeToArea, ({ plantId }) => [areaKeys.list(plantId), employeeKeys.list(plantId)], config);
