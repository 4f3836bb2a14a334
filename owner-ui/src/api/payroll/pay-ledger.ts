import { useQuery } from '@tanstack/react-query';
import type { PayLedger, PayLineInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedPay, payrollKeys } from './keys';

export const getPayLedger = async (plantId: number, employeeId: number): Promise<PayLedger> =>
  (await api.get<PayLedger>(`/filter-owner/employees/${employeeId}/pay`, { plantScoped: true, plantId })).data;

/** An employee's pay ledger: every line and what the plant owes them now. */
export const usePayLedger = (plantId: number, employeeId: number) =>
  useQuery({ queryKey: payrollKeys.ledger(plantId, employeeId), queryFn: () => getPayLedger(plantId, employeeId) });

export interface PayLineAdd {
  plantId: number;
  employeeId: number;
  line: PayLineInput;
}

export const addPayLine = async ({ plantId, employeeId, line }: PayLineAdd): Promise<PayLedger> =>
  (await api.post<PayLedger>(`/filter-owner/employees/${employeeId}/pay/lines`, line, { plantScoped: true, plantId })).data;

/** A payment by hand is money out of the plant like a slip's payment: the expenses change with it. */
export const useAddPayLine = (config?: MutationConfig<PayLineAdd, PayLedger>) =>
  useInvalidatingMutation(
    addPayLine,
    ({ plantId, employeeId, line }) => changedPay(plantId, employeeId, { expense: line.kind === 'payment' }),
    config,
  );

export interface PayLineReversal {
  plantId: number;
  employeeId: number;
  lineId: number;
  reason: string;
}

export const reversePayLine = async ({ plantId, employeeId, lineId, reason }: PayLineReversal): Promise<PayLedger> =>
  (
    await api.post<PayLedger>(
      `/filter-owner/employees/${employeeId}/pay/lines/${lineId}/reverse`,
      { reason },
      { plantScoped: true, plantId },
    )
  ).data;

/** A reversed payment takes its expense back too, so the expenses are read again whatever the line was. */
export const useReversePayLine = (config?: MutationConfig<PayLineReversal, PayLedger>) =>
  useInvalidatingMutation(reversePayLine, ({ plantId, employeeId }) => changedPay(plantId, employeeId, { expense: true }), config);
