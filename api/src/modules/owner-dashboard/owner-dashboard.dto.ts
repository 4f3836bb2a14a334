import { ProductStockResponse } from '../stock/stock.dto';
import type { DashboardNotification, RecentEntry, TodayExpenses, TodayProductSales, WeeklyDay } from '@paani/contracts';
import { bool, Field, Fields, list, model, num, one, oneOf, text } from '../../platform/http/response-model';
import { ExpenseAmountsByCategoryResponse } from '../expenses/expense.dto';
import type { OwnerDashboard } from './owner-dashboard.queries';

/** One of the day's latest entries that stand. */
export const RecentEntryResponse = model('RecentEntryResponse', {
  id: num(),
  customer_name: text(),
  area_name: text(),
  bottles_delivered: num({ description: 'Cans delivered' }),
  amount: num(),
  status: oneOf(['delivered', 'not_home', 'refused', 'skipped']),
} satisfies Fields<RecentEntry>);

/** One of the last 7 plant days, oldest first. */
export const WeeklyDayResponse = model('WeeklyDayResponse', {
  date: text({ example: '2026-11-24' }),
  cans: num(),
  revenue: num(),
} satisfies Fields<WeeklyDay>);

/** One product's deliveries of the plant's today (entries that stand). */
export const TodayProductSalesResponse = model('TodayProductSalesResponse', {
  product_id: num({ example: 1, description: "The product's number in its plant" }),
  name: text({ example: '19 L can' }),
  name_ur: text({ example: '19 لیٹر کین', description: 'The Urdu name; null = the English name' }).nullable(),
  unit: text({ example: 'can' }),
  delivered: num({ description: 'How many were delivered today' }),
  amount: num({ description: 'What they came to (PKR)' }),
} satisfies Fields<TodayProductSales>);

/** Something that needs the owner's eye. */
export const DashboardNotificationResponse = model('DashboardNotificationResponse', {
  kind: oneOf(['rider_day_unclosed', 'rider_day_difference', 'customers_over_credit_limit', 'customers_over_can_limit']),
  severity: oneOf(['warning', 'error', 'info']),
  text: text({ description: 'In English; the owner app writes it in its own language from the other fields' }),
  employee_id: num().optional(),
  employee_name: text({ description: "The rider's name (null for a rider removed since)" }).nullable().optional(),
  date: text({ example: '2026-11-23' }).optional(),
  cash_difference: num({ description: 'Cash handed over minus expected (PKR)' }).optional(),
  cans_difference: num({ description: 'Cans returned minus expected' }).optional(),
  containers_difference: num({
    description: 'The other returnable products counted at the close: returned minus expected, summed',
  }).optional(),
  count: num({ description: 'How many customers are over their limit' }).optional(),
} satisfies Fields<DashboardNotification>);

/** The plant's expenses of its today by category (reversed ones left out). */
export const TodayExpensesResponse = model('TodayExpensesResponse', {
  date: text({ example: '2026-11-24' }),
  total: num(),
  by_category: one(ExpenseAmountsByCategoryResponse),
} satisfies Fields<TodayExpenses>);

export const UsageLimitsResponse = model('UsageLimitsResponse', {
  plants_used: num({ description: "The owner's plants" }),
  max_plants: num({ description: "The plan's limit; 0 = unlimited" }),
  percentage_used: num({ example: 50, description: 'Percent of the plant limit used' }),
});

/** The owner's latest invoice; only `status: null` when there is none. */
export const CurrentInvoiceResponse = model('CurrentInvoiceResponse', {
  id: num().optional(),
  number: text({ example: 'INV-2026-007' }).optional(),
  month: text({ example: '2026-10' }).optional(),
  status: oneOf(['pending', 'paid', 'overdue', 'void']).nullable(),
  amount: num().optional(),
  paid_amount: num().optional(),
  due_at: text({ example: '2026-11-10' }).optional(),
});

export const DashboardPlanResponse = model('DashboardPlanResponse', {
  name: text({ example: 'Standard' }),
  monthly_fee: num({ example: 299 }),
  max_plants: num({ description: '0 = unlimited' }),
});

export const DashboardStatsResponse = model('DashboardStatsResponse', {
  today_revenue: num(),
  today_deliveries: num({ description: 'Cans delivered today' }),
  today_by_product: list(TodayProductSalesResponse, {
    description:
      "Today's deliveries by product: the plant's active products sold per unit and any other delivered today, in the plant's order (empty without a plant)",
  }),
  containers: list(ProductStockResponse, {
    description: "Where the plant's returnable containers are, per product, as GET /stock answers (empty without a plant)",
  }),
  total_customers: num(),
  total_employees: num(),
  total_areas: num(),
  pending_balance: num({ description: 'What customers owe' }),
  recent_entries: list(RecentEntryResponse, { description: "The day's 4 latest entries that stand" }),
  weekly_performance: list(WeeklyDayResponse, { description: 'The last 7 plant days, oldest first' }),
  notifications: list(DashboardNotificationResponse),
  today_expenses: one(TodayExpensesResponse, { description: 'null without a plant' }).nullable(),
  usage_limits: one(UsageLimitsResponse),
  // The view's value is a union (an invoice, or only `status: null`) that no model's shape is: the schema says it, the view types it.
  current_invoice: one(CurrentInvoiceResponse) as Field<OwnerDashboard['stats']['current_invoice']>,
  subscription_plan: one(DashboardPlanResponse),
});

export const DashboardPlantResponse = model('DashboardPlantResponse', {
  id: num(),
  name: text(),
  code: text({ example: 'FP-00001' }),
  address: text(),
  phone: text().nullable(),
  default_can_rate: num({ example: 50 }),
  is_active: bool(),
  is_default: bool(),
});

/** GET /filter-owner/dashboard. */
export const OwnerDashboardResponse = model('OwnerDashboardResponse', {
  stats: one(DashboardStatsResponse),
  filter_plant: one(DashboardPlantResponse, { description: 'The plant shown; null when the owner has none' }).nullable(),
} satisfies Fields<OwnerDashboard>);
