import type { Employee, EmployeeLoginInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { employeeKeys } from './keys';

export interface EmployeeLoginGive {
  plantId: number;
  id: number;
  login: EmployeeLoginInput;
}

/** Gives the employee a rider sign-in (or new credentials for it). */
export const giveEmployeeLogin = ({ plantId, id, login }: EmployeeLoginGive) =>
  api.post<Employee>(`/filter-owner/employees/${id}/login`, login, { plantScoped: true, plantId });

/** Takes the sign-in away at once: the rider's tokens stop working. */
export const revokeEmployeeLogin = ({ plantId, id }: { plantId: number; id: number }) =>
  api.delete<Employee>(`/filter-owner/employees/${id}/login`, { plantScoped: true, plantId });

export const useGiveEmployeeLogin = (config?: MutationConfig<EmployeeLoginGive, Awaited<ReturnType<typeof giveEmployeeLogin>>>) =>
  useInvalidatingMutation(giveEmployeeLogin, ({ plantId }) => [employeeKeys.list(plantId)], config);

export const useRevokeEmployeeLogin = (
  config?: MutationConfig<{ plantId: number; id: number }, Awaited<ReturnType<typeof revokeEmployeeLogin>>>,
) => useInvalidatingMutation(revokeEmployeeLogin, ({ plantId }) => [employeeKeys.list(plantId)], config);
