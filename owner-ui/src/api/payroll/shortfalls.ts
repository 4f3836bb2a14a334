import type { ShortfallDeduction } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedPay } from './keys';

export interface ShortfallRef {
  plantId: number;
  employeeId: number;
  /** The day close's date (YYYY-MM-DD). */
  date: string;
}

const shortfallPath = ({ employeeId, date }: ShortfallRef) => `/filter-owner/payroll/shortfalls/${employeeId}/${date}`;

/** The shortfall becomes a deduction on the employee's pay. */
export const acceptShortfall = async (ref: ShortfallRef): Promise<ShortfallDeduction> =>
  (await api.post<ShortfallDeduction>(`${shortfallPath(ref)}/accept`, {}, { plantScoped: true, plantId: ref.plantId })).data;

/** The shortfall is forgiven, with the owner's reason; nothing comes off the pay. */
export const waiveShortfall = async ({ reason, ...ref }: ShortfallRef & { reason: string }): Promise<ShortfallDeduction> =>
  (await api.post<ShortfallDeduction>(`${shortfallPath(ref)}/waive`, { reason }, { plantScoped: true, plantId: ref.plantId })).data;

export const useAcceptShortfall = (config?: MutationConfig<ShortfallRef, ShortfallDeduction>) =>
  useInvalidatingMutation(acceptShortfall, ({ plantId, employeeId }) => changedPay(plantId, employeeId), config);

export const useWaiveShortfall = (config?: MutationConfig<ShortfallRef & { reason: string }, ShortfallDeduction>) =>
  useInvalidatingMutation(waiveShortfall, ({ plantId, employeeId }) => changedPay(plantId, employeeId), config);
