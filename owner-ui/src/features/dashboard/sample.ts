import type { OwnerDashboard } from '@paani/contracts';

/** A failed dashboard load falls back to static sample data, and says so (docs/product.md, "The owner app"). */
export const SAMPLE_DASHBOARD: OwnerDashboard = {
  stats: {
    today_revenue: 12500,
    today_deliveries: 250,
    total_customers: 120,
    total_employees: 5,
    total_areas: 4,
    pending_balance: 8400,
    today_expenses: {
      date: '2026-01-01',
      total: 5300,
      by_category: { fuel: 1500, maintenance: 800, staff_wages: 3000, electricity: 0, filters_and_consumables: 0, rent: 0, other: 0 },
    },
    recent_entries: [
      { id: 1, customer_name: 'Ahmed Khan', area_name: 'Gulberg', bottles_delivered: 4, amount: 200, status: 'delivered' },
      { id: 2, customer_name: 'Sara Ali', area_name: 'Model Town', bottles_delivered: 0, amount: 0, status: 'not_home' },
      { id: 3, customer_name: 'Bilal Shah', area_name: 'DHA', bottles_delivered: 6, amount: 300, status: 'delivered' },
      { id: 4, customer_name: 'Hina Raza', area_name: 'Johar Town', bottles_delivered: 3, amount: 150, status: 'delivered' },
    ],
    weekly_performance: [
      { date: '2026-01-01', cans: 230, revenue: 11500 },
      { date: '2026-01-02', cans: 245, revenue: 12250 },
      { date: '2026-01-03', cans: 0, revenue: 0 },
      { date: '2026-01-04', cans: 260, revenue: 13000 },
      { date: '2026-01-05', cans: 238, revenue: 11900 },
      { date: '2026-01-06', cans: 251, revenue: 12550 },
      { date: '2026-01-07', cans: 250, revenue: 12500 },
    ],
    notifications: [],
    usage_limits: { percentage_used: 40 },
    current_invoice: { status: 'paid' },
    subscription_plan: null,
  },
  filter_plant: null,
};
