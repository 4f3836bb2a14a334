import { useQuery } from '@tanstack/react-query';
import type { Payslip, PayrollMonth } from '@paani/contracts';
import { api } from '../client';
import { payrollKeys } from './keys';

export const getPayrollMonth = async (plantId: number, month: string): Promise<PayrollMonth> =>
  (await api.get<PayrollMonth>(`/filter-owner/payroll/months/${month}`, { plantScoped: true, plantId })).data;

/** A month's latest run, its slips with totals, and the day closes' shortfalls waiting for the owner. */
export const usePayrollMonth = (plantId: number, month: string) =>
  useQuery({ queryKey: payrollKeys.month(plantId, month), queryFn: () => getPayrollMonth(plantId, month) });

export const getPayslip = async (plantId: number, month: string, employeeId: number): Promise<Payslip> =>
  (await api.get<Payslip>(`/filter-owner/payroll/months/${month}/slips/${employeeId}`, { plantScoped: true, plantId })).data;

/** One employee's slip with how its salary and commission were worked out; idle while no slip is open. */
export const usePayslip = (plantId: number, month: string, employeeId: number | null) =>
  useQuery({
    queryKey: payrollKeys.slip(plantId, month, employeeId ?? 0),
    queryFn: () => getPayslip(plantId, month, employeeId!),
    enabled: employeeId !== null,
  });
