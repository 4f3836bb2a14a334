import { useQuery } from '@tanstack/react-query';
import type { PayrollSettings } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { payrollKeys } from './keys';

export const getPayrollSettings = async (plantId: number): Promise<PayrollSettings> =>
  (await api.get<PayrollSettings>('/filter-owner/payroll/settings', { plantScoped: true, plantId })).data;

export const usePayrollSettings = (plantId: number) =>
  useQuery({ queryKey: payrollKeys.settings(plantId), queryFn: () => getPayrollSettings(plantId) });

export interface PayrollSettingsSave {
  plantId: number;
  settings: PayrollSettings;
}

export const savePayrollSettings = async ({ plantId, settings }: PayrollSettingsSave): Promise<PayrollSettings> =>
  (await api.put<PayrollSettings>('/filter-owner/payroll/settings', settings, { plantScoped: true, plantId })).data;

/** The commission basis counts from the next pay run on; slips already recorded keep theirs. */
export const useSavePayrollSettings = (config?: MutationConfig<PayrollSettingsSave, PayrollSettings>) =>
  useInvalidatingMutation(savePayrollSettings, ({ plantId }) => [payrollKeys.settings(plantId)], config);
