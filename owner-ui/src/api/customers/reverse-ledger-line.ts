import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedCustomer } from './keys';

export interface LedgerLineReversal {
  plantId: number;
  id: number;
  lineId: number;
  reason: string;
}

export const reverseLedgerLine = ({ plantId, id, lineId, reason }: LedgerLineReversal) =>
  api.post<unknown>(`/filter-owner/customers/${id}/ledger/${lineId}/reverse`, { reason }, { plantScoped: true, plantId });

export const useReverseLedgerLine = (config?: MutationConfig<LedgerLineReversal, Awaited<ReturnType<typeof reverseLedgerLine>>>) =>
  useInvalidatingMutation(reverseLedgerLine, ({ plantId, id }) => changedCustomer(plantId, id), config);
