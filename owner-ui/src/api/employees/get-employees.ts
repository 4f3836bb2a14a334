import { queryOptions } from '@tanstack/react-query';
import type { EmployeeList } from '@paani/contracts';
import { api } from '../client';
import { employeeKeys } from './keys';

/** Spec section 9: the employee list is kept 5 minutes per plant; every employee change invalidates it. */
export const EMPLOYEES_STALE_MS = 5 * 60_000;

export const getEmployees = async (plantId: number) =>
  (await api.get<EmployeeList>('/filter-owner/employees', { plantScoped: true, plantId })).data.employees ?? [];

export const employeesQueryOptions = (plantId: number) =>
  queryOptions({ queryKey: employeeKeys.list(plantId), queryFn: () => getEmployees(plantId), staleTime: EMPLOYEES_STALE_MS });
