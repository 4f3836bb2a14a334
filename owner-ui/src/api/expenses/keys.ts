import type { ExpenseListQuery } from '@paani/contracts';
import { dashboardKeys } from '../dashboard/get-owner-dashboard';

/** Per plant: every list page (any month and filters) and each expense. */
export const expenseKeys = {
  all: ['expenses'] as const,
  plant: (plantId: number) => [...expenseKeys.all, plantId] as const,
  lists: (plantId: number) => [...expenseKeys.plant(plantId), 'list'] as const,
  list: (plantId: number, query: ExpenseListQuery) => [...expenseKeys.lists(plantId), query] as const,
  detail: (plantId: number, id: number) => [...expenseKeys.plant(plantId), 'detail', id] as const,
};

/** What a change to an expense of the plant makes stale: its lists, the expense, and the dashboard's Today's Expenses. */
export const changedExpenses = (plantId: number, id?: number) => [
  expenseKeys.lists(plantId),
  ...(id === undefined ? [] : [expenseKeys.detail(plantId, id)]),
  dashboardKeys.owner(plantId),
];
