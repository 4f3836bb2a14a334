import { ApiProperty } from '@nestjs/swagger';
import type { RecentRegistration, SuperAdminDashboard } from './super-admin-dashboard.queries';

export class RecentRegistrationResponse implements RecentRegistration {
  @ApiProperty({ description: "The owner's id" })
  id: number;

  @ApiProperty({ example: 'New filter owner registered' })
  action: string;

  @ApiProperty({ example: 'Asif Khan' })
  user_name: string;

  @ApiProperty({ description: "Their default (else first) plant's name, else their own name" })
  company_name: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

/** GET /super-admin/dashboard: platform totals; money from the invoices. */
export class SuperAdminDashboardResponse implements SuperAdminDashboard {
  @ApiProperty({ description: 'Everything invoiced (void invoices left out), PKR' })
  total_revenue: number;

  @ApiProperty()
  active_filter_plants: number;

  @ApiProperty()
  total_filter_owners: number;

  @ApiProperty()
  active_filter_owners: number;

  @ApiProperty({ example: 0.012, description: 'Seconds, over the last 1000 API answers of this process' })
  avg_response_time: number;

  @ApiProperty()
  overdue_invoices: number;

  @ApiProperty({ description: 'Still owed on overdue invoices, PKR' })
  overdue_amount: number;

  @ApiProperty({ example: 92.5, description: 'Percent collected of the invoices come due (paid or overdue); 100 when none' })
  collection_rate: number;

  @ApiProperty({ description: 'Paid against the invoices, PKR' })
  collected_amount: number;

  @ApiProperty({ type: [RecentRegistrationResponse], description: 'The newest owners' })
  recent_registrations: RecentRegistrationResponse[];
}
