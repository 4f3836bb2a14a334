// Expenses of a plant: /api/filter-owner/expenses… Money is a JSON number with at most 2 decimals
// (stored exactly as numeric). Nothing is edited in place: a correction and a reversal are events
// of the expense, kept in its history.

export type ExpenseCategory = 'fuel' | 'maintenance' | 'staff_wages' | 'electricity' | 'filters_and_consumables' | 'rent' | 'other';

export type ExpenseStatus = 'recorded' | 'reversed';

/** An amount per category: every category is present (0 when none). */
export type ExpenseAmountsByCategory = Record<ExpenseCategory, number>;

export interface Expense {
  id: number;
  filter_plant_id: number;
  /** YYYY-MM-DD, the plant's day. */
  date: string;
  category: ExpenseCategory;
  amount: number;
  note: string | null;
  employee_id: number | null;
  /** The employee's current name; null when none (or the employee was removed). */
  employee_name: string | null;
  status: ExpenseStatus;
  /** Why it was reversed; null unless reversed. */
  reversal_reason: string | null;
  reversed_at: string | null;
  /** How many times it was corrected. */
  corrections: number;
  /** True when older than the plant's lock period: it can be reversed, not corrected. */
  locked: boolean;
  created_at: string;
  updated_at: string;
}

/** One fact of an expense's history, oldest first. */
export interface ExpenseHistoryEntry {
  version: number;
  kind: 'recorded' | 'corrected' | 'reversed';
  /** recorded: the values; corrected: the values after, with `before`; reversed: the values taken out. */
  values: ExpenseValues;
  before: ExpenseValues | null;
  reason: string | null;
  recorded_at: string;
}

export interface ExpenseValues {
  date: string;
  category: ExpenseCategory;
  amount: number;
  note: string | null;
  employee_id: number | null;
}

/** GET /filter-owner/expenses/{id} */
export type ExpenseDetail = Expense & { history: ExpenseHistoryEntry[] };

/** GET /filter-owner/expenses: `month` (YYYY-MM) or `from`/`to` (YYYY-MM-DD), filters, page. */
export interface ExpenseListQuery {
  filter_plant_id?: number;
  month?: string;
  from?: string;
  to?: string;
  category?: ExpenseCategory;
  employee_id?: number;
  page?: number;
  per_page?: number;
}

export interface ExpenseTotals {
  amount: number;
  by_category: ExpenseAmountsByCategory;
}

export interface ExpenseList {
  /** Newest day first; reversed expenses included (status 'reversed'). */
  data: Expense[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** Over every matching expense, not only this page; reversed ones left out. */
  totals: ExpenseTotals;
}

/** POST /filter-owner/expenses */
export interface ExpenseInput {
  date: string;
  category: ExpenseCategory;
  amount: number;
  note?: string | null;
  employee_id?: number | null;
}

/** PUT /filter-owner/expenses/{id}: the new values (absent ones keep theirs) and why. */
export type ExpenseCorrectionInput = Partial<ExpenseInput> & { reason: string };

/** The owner dashboard's Today's Expenses: the plant's day and its expenses by category. */
export interface TodayExpenses {
  date: string;
  total: number;
  by_category: ExpenseAmountsByCategory;
}
