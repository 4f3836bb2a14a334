import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpenseList, ExpenseListQuery } from '@paani/contracts';
import { api } from '../client';
import { expenseKeys } from './keys';

export const getExpenses = async (plantId: number, query: ExpenseListQuery): Promise<ExpenseList> =>
  (await api.get<ExpenseList>('/filter-owner/expenses', { plantScoped: true, plantId, query: { ...query } })).data;

export const expensesQueryOptions = (plantId: number, query: ExpenseListQuery) =>
  queryOptions({ queryKey: expenseKeys.list(plantId, query), queryFn: () => getExpenses(plantId, query) });

/** One page of a month's expenses with the month's totals; the previous page stays on screen while the next loads. */
export const useExpenses = (plantId: number | undefined, query: ExpenseListQuery) =>
  useQuery({ ...expensesQueryOptions(plantId ?? 0, query), enabled: plantId !== undefined, placeholderData: keepPreviousData });
