import {
  CUSTOMER_REQUEST_KINDS,
  type DashboardNotification,
  type DashboardStats,
  type OwnerNotification,
  formatMoney,
  toNumber,
} from '@paani/contracts';
import { formatDay, formatNumber } from '../../lib/format';
import i18next from 'i18next';

export interface DashboardAlert {
  severity: 'warning' | 'error' | 'info';
  text: string;
}

/**
 * The owner dashboard's alerts (docs/product.md, "The owner app"), then the server's notifications
 * (riders' unclosed days and differences, customers over their limits). Only what is true of this
 * owner: there is no notice of maintenance nobody planned.
 * Our own texts are in the language on screen when called (the dashboard re-renders on a switch).
 */
export function ownerAlerts(stats: DashboardStats): DashboardAlert[] {
  const alerts: DashboardAlert[] = [];
  const usage = toNumber(stats.usage_limits?.percentage_used);
  if (usage > 80) alerts.push({ severity: 'warning', text: i18next.t('dashboard:alerts.usage', { percent: Math.round(usage) }) });
  const pending = toNumber(stats.pending_balance);
  if (pending > 0) alerts.push({ severity: 'info', text: i18next.t('dashboard:alerts.pending', { amount: formatMoney(pending) }) });
  if (stats.current_invoice?.status === 'overdue') alerts.push({ severity: 'error', text: i18next.t('dashboard:alerts.overdue') });
  for (const notification of stats.notifications ?? [])
    alerts.push({ severity: notification.severity, text: notificationText(notification) });
  return alerts;
}

const dayOf = (date: string) => formatDay(new Date(`${date}T00:00:00`));
/** A plant day (YYYY-MM-DD) as that calendar day, an instant as its day here. */
const dayOrInstant = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? dayOf(value) : formatDay(new Date(value)));

/**
 * A server notification (the dashboard's, or an item of the owner's feed) in the language on
 * screen, from its kind and figures; the server's own English `text` only for a kind this app does
 * not know yet. An announcement is its title (its body is shown apart, as the super admin wrote it).
 */
export function notificationText(notification: DashboardNotification | OwnerNotification): string {
  const rider = () => notification.employee_name ?? i18next.t('dashboard:alerts.riderFallback', { id: notification.employee_id ?? 0 });
  switch (notification.kind) {
    case 'rider_day_unclosed':
      return i18next.t('dashboard:alerts.riderUnclosed', { rider: rider(), date: dayOf(notification.date ?? '') });
    case 'rider_day_difference': {
      const cash = notification.cash_difference ?? 0;
      const cans = notification.cans_difference ?? 0;
      const containers = notification.containers_difference ?? 0;
      return [
        i18next.t('dashboard:alerts.riderDifference', { rider: rider(), date: dayOf(notification.date ?? '') }),
        cash
          ? i18next.t(cash > 0 ? 'dashboard:alerts.cashOver' : 'dashboard:alerts.cashShort', { amount: formatMoney(Math.abs(cash)) })
          : null,
        cans ? i18next.t(cans > 0 ? 'dashboard:alerts.cansOver' : 'dashboard:alerts.cansShort', { count: Math.abs(cans) }) : null,
        containers
          ? i18next.t(containers > 0 ? 'dashboard:alerts.containersOver' : 'dashboard:alerts.containersShort', {
              count: Math.abs(containers),
            })
          : null,
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'customers_over_credit_limit':
      return i18next.t('dashboard:alerts.overCredit', { count: notification.count ?? 0 });
    case 'customers_over_can_limit':
      return i18next.t('dashboard:alerts.overCans', { count: notification.count ?? 0 });
    case 'containers_beyond_stock': {
      const product = i18next.language === 'ur' && notification.product_name_ur ? notification.product_name_ur : notification.product_name;
      if (!product) return notification.text;
      return i18next.t('notifications:sentences.containersBeyondStock', {
        product,
        quantity: formatNumber(notification.quantity ?? 0),
      });
    }
    case 'import_failed':
      if (notification.file_name && notification.count)
        return i18next.t('notifications:sentences.importRowsLeftOut', {
          file: notification.file_name,
          count: notification.count,
        });
      return notification.file_name
        ? i18next.t('notifications:sentences.importFailed', { file: notification.file_name })
        : i18next.t('notifications:sentences.importFailedNoFile');
    case 'whatsapp_failed': {
      const who = notification.customer_name ?? `+${notification.phone ?? ''}`;
      return notification.reason
        ? i18next.t('notifications:sentences.whatsappFailedBecause', { who, reason: notification.reason })
        : i18next.t('notifications:sentences.whatsappFailed', { who });
    }
    case 'invoice_due': {
      const figures = {
        number: notification.invoice_number ?? '',
        amount: formatMoney(notification.amount ?? 0),
        date: notification.due_at ? dayOrInstant(notification.due_at) : '',
      };
      return notification.invoice_status === 'overdue'
        ? i18next.t('notifications:sentences.invoiceOverdue', figures)
        : i18next.t('notifications:sentences.invoicePending', figures);
    }
    case 'customer_request': {
      const customer = notification.customer_name || i18next.t('notifications:sentences.aCustomer');
      // A kind this app does not know yet says only that a request came.
      const kind = CUSTOMER_REQUEST_KINDS.find((known) => known === notification.request_kind) ?? 'other';
      return i18next.t(`notifications:sentences.customerRequest.${kind}`, { customer });
    }
    case 'whatsapp_reply': {
      const who = notification.customer_name ?? `+${notification.phone ?? ''}`;
      return i18next.t('notifications:sentences.whatsappReply', { who, text: notification.reply_text ?? '' });
    }
    case 'announcement':
      return notification.title || notification.text;
    default:
      return (notification as { text: string }).text;
  }
}
