import type { ExpenseCorrectionInput, ExpenseDetail } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedExpenses } from './keys';

export interface ExpenseCorrection {
  plantId: number;
  id: number;
  correction: ExpenseCorrectionInput;
}

/** PUT: the new values and the reason; the server keeps the old ones in the expense's history. */
export const correctExpense = ({ plantId, id, correction }: ExpenseCorrection) =>
  api.put<ExpenseDetail>(`/filter-owner/expenses/${id}`, correction, { plantScoped: true, plantId });

export const useCorrectExpense = (config?: MutationConfig<ExpenseCorrection, Awaited<ReturnType<typeof correctExpense>>>) =>
  useInvalidatingMutation(correctExpense, ({ plantId, id }) => changedExpenses(plantId, id), config);
