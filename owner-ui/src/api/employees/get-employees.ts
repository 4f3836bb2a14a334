import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee, EmployeeList } from '@paani/contracts';
import { api } from '../client';
import { employeeKeys } from './keys';

/** Spec section 9: the employee list is kept 5 minutes per plant; every employee change invalidates it. */
export const EMPLOYEES_STALE_MS = 5 * 60_000;

export const getEmployees = async (plantId: number) =>
  (await api.get<EmployeeList>('/filter-owner/employees', { plantScoped: true, plantId })).data.employees ?? [];

export const employeesQueryOptions = (plantId: number) =>
  queryOptions({ queryKey: employeeKeys.list(plantId), queryFn: () => getEmployees(plantId), staleTime: EMPLOYEES_STALE_MS });

/** An employee as the list returns it, with the areas they serve. */
export type StaffMember = Employee & { areas?: Array<{ id: number; name: string }> };

export interface StaffStatistics {
  total: number;
  active: number;
  inactive?: number;
  commission: number;
  salary: number;
}

export interface StaffOverview {
  employees: StaffMember[];
  statistics: StaffStatistics;
}

/** The list and the statistics the API counts; statistics are counted here only if an older server leaves them out. */
export async function getStaffOverview(plantId: number): Promise<StaffOverview> {
  const { data } = await api.get<{ employees?: StaffMember[]; statistics?: StaffStatistics }>('/filter-owner/employees', {
    plantScoped: true,
    plantId,
  });
  const employees = data.employees ?? [];
  const statistics = data.statistics ?? {
    total: employees.length,
    active: employees.filter((employee) => employee.is_active).length,
    commission: employees.filter((employee) => employee.type === 'commission').length,
    salary: employees.filter((employee) => employee.type === 'salary').length,
  };
  return { employees, statistics };
}

export const staffOverviewQueryOptions = (plantId: number) =>
  queryOptions({ queryKey: employeeKeys.overview(plantId), queryFn: () => getStaffOverview(plantId), staleTime: EMPLOYEES_STALE_MS });

/** The selected plant's staff with statistics; idle until a plant is known. */
export const useStaffOverview = (plantId: number | undefined) =>
  useQuery({ ...staffOverviewQueryOptions(plantId ?? 0), enabled: plantId !== undefined });
