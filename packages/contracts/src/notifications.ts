import type { DashboardNotification } from './dashboard';
import type { CustomerRequestKind } from './customer-page';

/** What a super admin's announcement looks like to owners: Alert severities. */
export type AnnouncementLevel = 'info' | 'warning' | 'error';

/** Who sees an announcement: every owner, the owners on one plan, or one owner. */
export type AnnouncementAudience = 'all' | 'plan' | 'owner';

/** Where an announcement stands against the business clock; `withdrawn` once the super admin took it back. */
export type AnnouncementStatus = 'scheduled' | 'active' | 'ended' | 'withdrawn';

/** A super admin's announcement (GET /admin/announcements, react-admin's simple-rest). */
export interface Announcement {
  id: number;
  title: string;
  text: string;
  level: AnnouncementLevel;
  /** ISO instants: shown from `starts_at` until before `ends_at`. */
  starts_at: string;
  ends_at: string;
  audience: AnnouncementAudience;
  /** The plan's id when `audience` is 'plan', else null. */
  plan_id: number | null;
  /** The owner's id when `audience` is 'owner', else null. */
  owner_id: number | null;
  status: AnnouncementStatus;
  created_at: string;
  withdrawn_at: string | null;
}

/** POST /admin/announcements. */
export interface AnnouncementInput {
  title: string;
  text: string;
  level: AnnouncementLevel;
  starts_at: string;
  ends_at: string;
  audience: AnnouncementAudience;
  plan_id?: number | null;
  owner_id?: number | null;
}

/** What an item of the owner's feed is about: the dashboard's alerts (DashboardNotification's kinds), then the feed's own. */
export const OWNER_NOTIFICATION_KINDS = [
  'rider_day_unclosed',
  'rider_day_difference',
  'customers_over_credit_limit',
  'customers_over_can_limit',
  'containers_beyond_stock',
  'import_failed',
  'invoice_due',
  'announcement',
  'whatsapp_failed',
  'customer_request',
  'whatsapp_reply',
] as const;

export type OwnerNotificationKind = (typeof OWNER_NOTIFICATION_KINDS)[number];

/**
 * One item of the owner's feed (GET /filter-owner/notifications). Built from what the figures
 * show now; `key` names the fact (a changed fact is a new key, so news again), and `read` says
 * whether the owner has marked that key read.
 */
export interface OwnerNotification extends Omit<DashboardNotification, 'kind'> {
  key: string;
  kind: OwnerNotificationKind;
  read: boolean;
  /** When it happened: an ISO instant, or a plant day (YYYY-MM-DD); null for a standing count. */
  at: string | null;
  /** The plant it is about; null for the owner's own (an invoice, an announcement). */
  plant_id: number | null;
  plant_name: string | null;
  /** Where it is handled in the owner app (a path). */
  link: string;
  /** containers_beyond_stock: the product and how many more are out than the plant owns. */
  product_id?: number;
  product_name?: string;
  product_name_ur?: string | null;
  quantity?: number;
  /** invoice_due: the platform invoice. */
  invoice_id?: number;
  invoice_number?: string;
  invoice_status?: 'pending' | 'overdue';
  amount?: number;
  due_at?: string;
  /** import_failed: the register import. */
  import_id?: number;
  file_name?: string;
  /** whatsapp_failed: the message, to whom, and WhatsApp's reason. */
  message_id?: number;
  customer_name?: string | null;
  phone?: string;
  reason?: string | null;
  /** whatsapp_reply: the reply's text (the customer in customer_name, the number in phone). */
  reply_id?: number;
  reply_text?: string;
  /** customer_request: the request (its kind, and the customer in customer_name). */
  request_id?: number;
  request_kind?: CustomerRequestKind;
  /** announcement: the super admin's words. */
  announcement_id?: number;
  title?: string;
  body?: string;
  ends_at?: string;
}

/** GET /filter-owner/notifications: newest first, and how many are unread. */
export interface OwnerNotificationFeed {
  items: OwnerNotification[];
  unread: number;
  /** The customers' requests waiting for the owner's answer (the header's envelope, with the replies unread). */
  requests_pending: number;
  /** Customers' WhatsApp replies of the last 7 days not read yet. */
  replies_unread: number;
}

/** POST /filter-owner/notifications/read: the keys to mark read (at most 200). */
export interface MarkNotificationsRead {
  keys: string[];
}
