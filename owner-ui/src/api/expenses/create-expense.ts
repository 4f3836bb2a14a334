import type { ExpenseDetail, ExpenseInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedExpenses } from './keys';

export interface ExpenseCreate {
  plantId: number;
  expense: ExpenseInput;
}

export const createExpense = ({ plantId, expense }: ExpenseCreate) =>
  api.post<ExpenseDetail>('/filter-owner/expenses', expense, { plantScoped: true, plantId });

export const useCreateExpense = (config?: MutationConfig<ExpenseCreate, Awaited<ReturnType<typeof createExpense>>>) =>
  useInvalidatingMutation(createExpense, ({ plantId }) => changedExpenses(plantId), config);
