import type { CustomerRequestKind, DashboardNotification, OwnerNotification, ProductStock } from '@paani/contracts';
import { fromPaisa, moneyNumber, toPaisa } from '../../platform/domain/money';

/** The owner app's page where each kind is handled. */
const LINKS: Record<OwnerNotification['kind'], string> = {
  rider_day_unclosed: '/filter-owner/rider-days',
  rider_day_difference: '/filter-owner/rider-days',
  customers_over_credit_limit: '/filter-owner/customers',
  customers_over_can_limit: '/filter-owner/customers',
  containers_beyond_stock: '/filter-owner/stock',
  import_failed: '/filter-owner/customers/import',
  invoice_due: '/filter-owner/billing',
  announcement: '/notifications',
  whatsapp_failed: '/filter-owner/whatsapp/messages',
  customer_request: '/messages',
  whatsapp_reply: '/messages?tab=replies',
};

type Unread = Omit<OwnerNotification, 'read' | 'link'>;
type PlantRef = { plant_id: number; plant_name: string };

/**
 * A fact's key: its kind, where, and every figure that makes it news, so a fact that changes (a
 * corrected close with another difference, one more customer over the limit) is unread again.
 */
function keyOf(alert: DashboardNotification, plantId: number): string {
  switch (alert.kind) {
    case 'rider_day_unclosed':
      return `${alert.kind}:${plantId}:${alert.employee_id}:${alert.date}`;
    case 'rider_day_difference':
      return `${alert.kind}:${plantId}:${alert.employee_id}:${alert.date}:${alert.cash_difference}:${alert.cans_difference}:${alert.containers_difference}`;
    default:
      return `${alert.kind}:${plantId}:${alert.count}`;
  }
}

/** A plant's riders' and customers' alerts (the dashboard's) as feed items. */
export function plantItems(plant: PlantRef, alerts: DashboardNotification[]): Unread[] {
  return alerts.map((alert) => ({ ...alert, key: keyOf(alert, plant.plant_id), at: alert.date ?? null, ...plant }));
}

/**
 * Products of which more are out (with customers and riders) than the plant owns. Only once the
 * plant has recorded what it owns: before any purchase every container out would be "beyond".
 */
export function stockItems(plant: PlantRef, products: ProductStock[]): Unread[] {
  return products
    .filter((product) => product.owned > 0 && product.out_exceeds_owned)
    .map((product) => ({
      key: `containers_beyond_stock:${plant.plant_id}:${product.product_id}:${-product.at_plant}`,
      kind: 'containers_beyond_stock',
      severity: 'warning',
      text: `${-product.at_plant} more ${product.name} out than the plant owns`,
      at: null,
      ...plant,
      product_id: product.product_id,
      product_name: product.name,
      product_name_ur: product.name_ur,
      quantity: -product.at_plant,
    }));
}

export interface InvoiceFact {
  id: number;
  number: string;
  status: 'pending' | 'overdue';
  amount: string;
  paid_amount: string;
  due_at: string;
}

/** The owner's platform invoices still to pay: overdue ones as errors. */
export function invoiceItems(invoices: InvoiceFact[]): Unread[] {
  return invoices.map((invoice) => {
    const owed = toPaisa(invoice.amount) - toPaisa(invoice.paid_amount);
    return {
      key: `invoice_due:${invoice.id}:${invoice.status}`,
      kind: 'invoice_due',
      severity: invoice.status === 'overdue' ? 'error' : 'info',
      text: `Invoice ${invoice.number}: PKR ${fromPaisa(owed)} ${invoice.status === 'overdue' ? 'overdue since' : 'due by'} ${invoice.due_at}`,
      at: invoice.due_at,
      plant_id: null,
      plant_name: null,
      invoice_id: Number(invoice.id),
      invoice_number: invoice.number,
      invoice_status: invoice.status,
      amount: moneyNumber(fromPaisa(owed)),
      due_at: invoice.due_at,
    };
  });
}

export interface ImportFact {
  id: number;
  plant_id: number;
  plant_name: string;
  file_name: string;
  state: 'completed' | 'failed';
  failed_count: number;
  finished_at: string;
}

/** Register imports that failed, or finished with rows they could not import. */
export function importItems(imports: ImportFact[]): Unread[] {
  return imports.map((job) => ({
    key: `import_failed:${job.id}`,
    kind: 'import_failed',
    severity: job.state === 'failed' ? 'error' : 'warning',
    text:
      job.state === 'failed' ? `The import of ${job.file_name} failed` : `${job.failed_count} row(s) of ${job.file_name} were not imported`,
    at: job.finished_at,
    plant_id: Number(job.plant_id),
    plant_name: job.plant_name,
    import_id: Number(job.id),
    file_name: job.file_name,
    ...(job.state === 'failed' ? {} : { count: job.failed_count }),
  }));
}

export interface AnnouncementFact {
  id: number;
  title: string;
  text: string;
  level: OwnerNotification['severity'];
  starts_at: string;
  ends_at: string;
}

export function announcementItems(announcements: AnnouncementFact[]): Unread[] {
  return announcements.map((announcement) => ({
    key: `announcement:${announcement.id}`,
    kind: 'announcement',
    severity: announcement.level,
    text: `${announcement.title}: ${announcement.text}`,
    at: announcement.starts_at,
    plant_id: null,
    plant_name: null,
    announcement_id: Number(announcement.id),
    title: announcement.title,
    body: announcement.text,
    ends_at: announcement.ends_at,
  }));
}

export interface FailedSendFact {
  id: number;
  kind: string;
  to_phone: string;
  error: string | null;
  customer_name: string | null;
  failed_at: string;
}

/** WhatsApp messages that could not be sent or delivered, with WhatsApp's reason. */
export function failedSendItems(sends: FailedSendFact[]): Unread[] {
  return sends.map((send) => ({
    key: `whatsapp_failed:${send.id}`,
    kind: 'whatsapp_failed',
    severity: 'error',
    text: `WhatsApp ${send.kind} to ${send.customer_name ?? `+${send.to_phone}`} failed${send.error ? `: ${send.error}` : ''}`,
    at: send.failed_at,
    plant_id: null,
    plant_name: null,
    message_id: Number(send.id),
    customer_name: send.customer_name,
    phone: send.to_phone,
    reason: send.error,
  }));
}

export interface RequestFact {
  id: number;
  kind: CustomerRequestKind;
  plant_id: number;
  plant_name: string;
  customer_name: string;
  created_at: string;
}

const REQUEST_WORDS: Record<CustomerRequestKind, string> = {
  statement_confirm: 'confirms a statement',
  statement_dispute: 'disputes a statement',
  extra_delivery: 'asks for an extra delivery',
  pause: 'asks to pause deliveries',
  problem: 'reports a problem',
};

/**
 * The key of an item that is one row (a customer's request, a WhatsApp reply): its kind and the
 * row's id. `idKeySql` is the same key in SQL, so the unread counts beyond the listed items match.
 */
type RowKind = 'customer_request' | 'whatsapp_reply';
const idKey = (kind: RowKind, id: number) => `${kind}:${id}`;
export const idKeySql = (kind: RowKind, idColumn: string) => `'${kind}:' || ${idColumn}`;

/** Customers' requests waiting for the owner's answer (disputes as warnings). */
export function requestItems(requests: RequestFact[]): Unread[] {
  return requests.map((request) => ({
    key: idKey('customer_request', request.id),
    kind: 'customer_request',
    severity: request.kind === 'statement_dispute' || request.kind === 'problem' ? 'warning' : 'info',
    text: `${request.customer_name} ${REQUEST_WORDS[request.kind]}`,
    at: request.created_at,
    plant_id: Number(request.plant_id),
    plant_name: request.plant_name,
    request_id: Number(request.id),
    request_kind: request.kind,
    customer_name: request.customer_name,
  }));
}

export interface ReplyFact {
  id: number;
  plant_id: number | null;
  customer_name: string | null;
  from_phone: string;
  text: string;
  received_at: string;
}

/** Customers' WhatsApp replies to the owner's number. */
export function replyItems(replies: ReplyFact[]): Unread[] {
  return replies.map((reply) => ({
    key: idKey('whatsapp_reply', reply.id),
    kind: 'whatsapp_reply',
    severity: 'info',
    text: `${reply.customer_name ?? `+${reply.from_phone}`} replied on WhatsApp: ${reply.text}`,
    at: reply.received_at,
    plant_id: reply.plant_id === null ? null : Number(reply.plant_id),
    plant_name: null,
    reply_id: Number(reply.id),
    reply_text: reply.text,
    customer_name: reply.customer_name,
    phone: reply.from_phone,
  }));
}

/** Standing counts first, then newest first; each with its link and whether its key was read. */
export function feedOf(items: Unread[], read: ReadonlySet<string>): OwnerNotification[] {
  return items
    .map((item) => ({ ...item, read: read.has(item.key), link: LINKS[item.kind] }))
    .sort((a, b) => (a.at === null ? (b.at === null ? 0 : -1) : b.at === null ? 1 : b.at.localeCompare(a.at)));
}
