import { Fields, list, model, moment, num, text } from '../../platform/http/response-model';
import type { RecentRegistration, SuperAdminDashboard } from './super-admin-dashboard.queries';

export const RecentRegistrationResponse = model('RecentRegistrationResponse', {
  id: num({ description: "The owner's id" }),
  action: text({ example: 'New filter owner registered' }),
  user_name: text({ example: 'Asif Khan' }),
  company_name: text({ description: "Their default (else first) plant's name, else their own name" }),
  created_at: moment(),
} satisfies Fields<RecentRegistration>);

/** GET /super-admin/dashboard: platform totals; money from the invoices. */
export const SuperAdminDashboardResponse = model('SuperAdminDashboardResponse', {
  total_revenue: num({ description: 'Everything invoiced (void invoices left out), PKR' }),
  active_filter_plants: num(),
  total_filter_owners: num(),
  active_filter_owners: num(),
  avg_response_time: num({ example: 0.012, description: 'Seconds, over the last 1000 API answers of this process' }),
  overdue_invoices: num(),
  overdue_amount: num({ description: 'Still owed on overdue invoices, PKR' }),
  collection_rate: num({ example: 92.5, description: 'Percent collected of the invoices come due (paid or overdue); 100 when none' }),
  collected_amount: num({ description: 'Paid against the invoices, PKR' }),
  recent_registrations: list(RecentRegistrationResponse, { description: 'The newest owners' }),
} satisfies Fields<SuperAdminDashboard>);
