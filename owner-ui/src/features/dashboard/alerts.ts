import { type DashboardStats, formatMoney, toNumber } from '@paani/contracts';

export interface DashboardAlert {
  severity: 'warning' | 'error' | 'info';
  text: string;
}

/**
 * The owner dashboard's alerts of spec section 8, then the server's notifications (riders' unclosed
 * days and differences, customers over their limits); the maintenance notice is always there.
 */
export function ownerAlerts(stats: DashboardStats): DashboardAlert[] {
  const alerts: DashboardAlert[] = [];
  const usage = toNumber(stats.usage_limits?.percentage_used);
  if (usage > 80) alerts.push({ severity: 'warning', text: `Usage at ${Math.round(usage)}% of limit` });
  const pending = toNumber(stats.pending_balance);
  if (pending > 0) alerts.push({ severity: 'info', text: `${formatMoney(pending)} pending collections` });
  if (stats.current_invoice?.status === 'overdue') alerts.push({ severity: 'error', text: 'Monthly subscription payment overdue' });
  for (const notification of stats.notifications ?? []) alerts.push({ severity: notification.severity, text: notification.text });
  alerts.push({ severity: 'info', text: 'System maintenance scheduled for next week' });
  return alerts;
}
