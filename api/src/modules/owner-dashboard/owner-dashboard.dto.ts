import type { DashboardNotification, RecentEntry, TodayExpenses, WeeklyDay } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ExpenseAmountsByCategoryResponse } from '../expenses/expense.dto';
import type { OwnerDashboard } from './owner-dashboard.queries';

/** One of the day's latest entries that stand. */
export class RecentEntryResponse implements RecentEntry {
  @ApiProperty()
  id: number;

  @ApiProperty()
  customer_name: string;

  @ApiProperty()
  area_name: string;

  @ApiProperty({ description: 'Cans delivered' })
  bottles_delivered: number;

  @ApiProperty()
  amount: number;

  @ApiProperty({ enum: ['delivered', 'not_home', 'refused', 'skipped'] })
  status: string;
}

/** One of the last 7 plant days, oldest first. */
export class WeeklyDayResponse implements WeeklyDay {
  @ApiProperty({ example: '2026-11-24' })
  date: string;

  @ApiProperty()
  cans: number;

  @ApiProperty()
  revenue: number;
}

/** Something that needs the owner's eye. */
export class DashboardNotificationResponse implements DashboardNotification {
  @ApiProperty({ enum: ['rider_day_unclosed', 'rider_day_difference', 'customers_over_credit_limit', 'customers_over_can_limit'] })
  kind: DashboardNotification['kind'];

  @ApiProperty({ enum: ['warning', 'error', 'info'] })
  severity: DashboardNotification['severity'];

  @ApiProperty({ description: 'In English; the owner app writes it in its own language from the other fields' })
  text: string;

  @ApiPropertyOptional()
  employee_id?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: "The rider's name (null for a rider removed since)" })
  employee_name?: string | null;

  @ApiPropertyOptional({ example: '2026-11-23' })
  date?: string;

  @ApiPropertyOptional({ description: 'Cash handed over minus expected (PKR)' })
  cash_difference?: number;

  @ApiPropertyOptional({ description: 'Cans returned minus expected' })
  cans_difference?: number;

  @ApiPropertyOptional({ description: 'How many customers are over their limit' })
  count?: number;
}

/** The plant's expenses of its today by category (reversed ones left out). */
export class TodayExpensesResponse implements TodayExpenses {
  @ApiProperty({ example: '2026-11-24' })
  date: string;

  @ApiProperty()
  total: number;

  @ApiProperty({ type: () => ExpenseAmountsByCategoryResponse })
  by_category: ExpenseAmountsByCategoryResponse;
}

export class UsageLimitsResponse {
  @ApiProperty({ description: "The owner's plants" })
  plants_used: number;

  @ApiProperty({ description: "The plan's limit; 0 = unlimited" })
  max_plants: number;

  @ApiProperty({ example: 50, description: 'Percent of the plant limit used' })
  percentage_used: number;
}

/** The owner's latest invoice; only `status: null` when there is none. */
export class CurrentInvoiceResponse {
  @ApiPropertyOptional()
  id?: number;

  @ApiPropertyOptional({ example: 'INV-2026-007' })
  number?: string;

  @ApiPropertyOptional({ example: '2026-10' })
  month?: string;

  @ApiProperty({ type: String, nullable: true, enum: ['pending', 'paid', 'overdue', 'void'] })
  status: string | null;

  @ApiPropertyOptional()
  amount?: number;

  @ApiPropertyOptional()
  paid_amount?: number;

  @ApiPropertyOptional({ example: '2026-11-10' })
  due_at?: string;
}

export class DashboardPlanResponse {
  @ApiProperty({ example: 'Standard' })
  name: string;

  @ApiProperty({ example: 299 })
  monthly_fee: number;

  @ApiProperty({ description: '0 = unlimited' })
  max_plants: number;
}

export class DashboardStatsResponse {
  @ApiProperty()
  today_revenue: number;

  @ApiProperty({ description: 'Cans delivered today' })
  today_deliveries: number;

  @ApiProperty()
  total_customers: number;

  @ApiProperty()
  total_employees: number;

  @ApiProperty()
  total_areas: number;

  @ApiProperty({ description: 'What customers owe' })
  pending_balance: number;

  @ApiProperty({ type: [RecentEntryResponse], description: "The day's 4 latest entries that stand" })
  recent_entries: RecentEntryResponse[];

  @ApiProperty({ type: [WeeklyDayResponse], description: 'The last 7 plant days, oldest first' })
  weekly_performance: WeeklyDayResponse[];

  @ApiProperty({ type: [DashboardNotificationResponse] })
  notifications: DashboardNotificationResponse[];

  @ApiProperty({ type: () => TodayExpensesResponse, nullable: true, description: 'null without a plant' })
  today_expenses: TodayExpensesResponse | null;

  @ApiProperty({ type: () => UsageLimitsResponse })
  usage_limits: UsageLimitsResponse;

  @ApiProperty({ type: () => CurrentInvoiceResponse })
  current_invoice: OwnerDashboard['stats']['current_invoice'];

  @ApiProperty({ type: () => DashboardPlanResponse })
  subscription_plan: DashboardPlanResponse;
}

export class DashboardPlantResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ example: 'FP-00001' })
  code: string;

  @ApiProperty()
  address: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ example: 50 })
  default_can_rate: number;

  @ApiProperty()
  is_active: boolean;

  @ApiProperty()
  is_default: boolean;
}

/** GET /filter-owner/dashboard. */
export class OwnerDashboardResponse implements OwnerDashboard {
  @ApiProperty({ type: () => DashboardStatsResponse })
  stats: DashboardStatsResponse;

  @ApiProperty({ type: () => DashboardPlantResponse, nullable: true, description: 'The plant shown; null when the owner has none' })
  filter_plant: DashboardPlantResponse | null;
}
