import type { ExpenseDetail } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedExpenses } from './keys';

export interface ExpenseReversal {
  plantId: number;
  id: number;
  reason: string;
}

/** DELETE with the reason: the expense stays, marked reversed, out of the totals. */
export const reverseExpense = ({ plantId, id, reason }: ExpenseReversal) =>
  api.delete<ExpenseDetail>(`/filter-owner/expenses/${id}`, { plantScoped: true, plantId, query: { reason } });

export const useReverseExpense = (config?: MutationConfig<ExpenseReversal, Awaited<ReturnType<typeof reverseExpense>>>) =>
  useInvalidatingMutation(reverseExpense, ({ plantId, id }) => changedExpenses(plantId, id), config);
