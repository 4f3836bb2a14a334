import { type DashboardStats, formatMoney, toNumber } from '@paani/contracts';
import i18next from 'i18next';

export interface DashboardAlert {
  severity: 'warning' | 'error' | 'info';
  text: string;
}

/**
 * The owner dashboard's alerts of spec section 8, then the server's notifications (riders' unclosed
 * days and differences, customers over their limits); the maintenance notice is always there.
 * Our own texts are in the language on screen when called (the dashboard re-renders on a switch).
 */
export function ownerAlerts(stats: DashboardStats): DashboardAlert[] {
  const alerts: DashboardAlert[] = [];
  const usage = toNumber(stats.usage_limits?.percentage_used);
  if (usage > 80) alerts.push({ severity: 'warning', text: i18next.t('dashboard:alerts.usage', { percent: Math.round(usage) }) });
  const pending = toNumber(stats.pending_balance);
  if (pending > 0) alerts.push({ severity: 'info', text: i18next.t('dashboard:alerts.pending', { amount: formatMoney(pending) }) });
  if (stats.current_invoice?.status === 'overdue') alerts.push({ severity: 'error', text: i18next.t('dashboard:alerts.overdue') });
  for (const notification of stats.notifications ?? []) alerts.push({ severity: notification.severity, text: notification.text });
  alerts.push({ severity: 'info', text: i18next.t('dashboard:alerts.maintenance') });
  return alerts;
}
