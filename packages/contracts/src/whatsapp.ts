import type { CustomerLanguage } from './customers';

/** GET /filter-owner/whatsapp: the owner's WhatsApp Business account, never its secrets. */
export interface WhatsAppSettings {
  connected: boolean;
  phone_number_id: string | null;
  business_account_id: string | null;
  /** The saved access token's last 4 characters. */
  token_hint: string | null;
  /** The callback URL and verify token to enter in the Meta app's webhook settings. */
  webhook_url: string | null;
  verify_token: string | null;
  connected_at: string | null;
  /** Which messages leave by themselves (all off until the owner turns them on). */
  automation: WhatsAppAutomation;
}

/**
 * PUT /filter-owner/whatsapp/automation: receipts (after each delivery, or one a day), a payment's
 * thanks, each month's statements, and payment reminders by rule. The fields after `statements`
 * may be left out of a PUT: they keep their saved values.
 */
export interface WhatsAppAutomation {
  receipts: boolean;
  payments: boolean;
  statements: boolean;
  /** 'each': a receipt after every delivery; 'daily': one the next morning for the whole plant day. */
  receipt_timing: 'each' | 'daily';
  /** Payment reminders (paani_payment_reminder) to customers owing at least reminder_min_balance, at most once every reminder_every_days days. */
  reminders: boolean;
  /** PKR. */
  reminder_min_balance: number;
  reminder_every_days: number;
}

/** PUT /filter-owner/whatsapp. */
export interface WhatsAppConnection {
  phone_number_id: string;
  business_account_id: string;
  access_token: string;
  app_secret: string;
}

export const WHATSAPP_MESSAGE_KINDS = ['test', 'statement', 'receipt', 'payment', 'reminder'] as const;
export type WhatsAppMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];
/** Where a message stands: queued here, sent (taken by WhatsApp), delivered, read, or failed. */
export const WHATSAPP_MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppMessageState = (typeof WHATSAPP_MESSAGE_STATES)[number];
export const RECEIPT_TIMINGS = ['each', 'daily'] as const;

/** One message sent by the product, with where it stands as WhatsApp reported it. */
export interface WhatsAppMessage {
  id: number;
  plant_id: number | null;
  customer_id: number | null;
  customer_name: string | null;
  kind: WhatsAppMessageKind;
  language: CustomerLanguage;
  /** The number as WhatsApp writes it (923001234567). */
  to: string;
  month: string | null;
  automatic: boolean;
  state: WhatsAppMessageState;
  /** Why it failed, or why the last try did. */
  error: string | null;
  attempts: number;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  failed_at: string | null;
}

/** GET /filter-owner/whatsapp/messages. */
export interface WhatsAppMessageList {
  data: WhatsAppMessage[];
  total: number;
  page: number;
  per_page: number;
}

/** A customer's reply to the owner's WhatsApp number (GET /filter-owner/whatsapp/replies), newest first. */
export interface WhatsAppReply {
  id: number;
  /** The customer whose WhatsApp or phone number it came from; null for a number no customer has. */
  customer_id: number | null;
  customer_name: string | null;
  plant_id: number | null;
  /** As WhatsApp writes it: 923001234567. */
  from: string;
  /** The text, or for a picture, a voice note and the like, its kind in brackets ("[image]"). */
  text: string;
  received_at: string;
  /** Read in the owner's feed (its key `whatsapp_reply:{id}`). */
  read: boolean;
}

export interface WhatsAppReplyList {
  data: WhatsAppReply[];
  total: number;
  page: number;
  per_page: number;
}
