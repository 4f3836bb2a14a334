import { DecidedEvent } from '../../platform/event-store/decider';

/** An owner's WhatsApp Business account and the numbers that asked for no more automatic messages. */
export const whatsappAccountStreamId = (ownerId: number) => `whatsapp-account-${ownerId}`;

export interface WhatsAppAccountFields {
  phone_number_id: string;
  business_account_id: string;
  /** Sealed by SecretBox: never in an answer or a log line. */
  access_token_sealed: string;
  app_secret_sealed: string;
  /** The token's last 4 characters, to tell which one is saved. */
  token_hint: string;
}

/**
 * Which messages leave by themselves: receipts (after each delivery, or one a day), a payment's,
 * the month's statements, payment reminders by rule (the least balance a decimal string).
 * Events recorded before the timing and the reminders existed lack them: they read as the defaults.
 */
export interface WhatsAppAutomation {
  receipts: boolean;
  payments: boolean;
  statements: boolean;
  receipt_timing: 'each' | 'daily';
  reminders: boolean;
  reminder_min_balance: string;
  reminder_every_days: number;
}

export const NO_AUTOMATION: WhatsAppAutomation = {
  receipts: false,
  payments: false,
  statements: false,
  receipt_timing: 'each',
  reminders: false,
  reminder_min_balance: '500.00',
  reminder_every_days: 7,
};

/** Who stopped a number's automatic messages: the customer (a STOP reply) or the owner. */
export type OptOutBy = 'customer' | 'owner';

export type WhatsAppAccountEvent =
  | DecidedEvent<'WhatsAppAccountConnected', { owner_id: number; webhook_id: string; verify_token: string } & WhatsAppAccountFields>
  | DecidedEvent<'WhatsAppAccountDisconnected', { owner_id: number }>
  | DecidedEvent<'WhatsAppRecipientOptedOut', { owner_id: number; phone: string; by: OptOutBy }>
  | DecidedEvent<'WhatsAppRecipientOptedIn', { owner_id: number; phone: string }>
  | DecidedEvent<'WhatsAppAutomationChanged', { owner_id: number } & WhatsAppAutomation>
  /** A plant's month of statements was queued (once per plant and month). */
  | DecidedEvent<'WhatsAppMonthStatementsQueued', { owner_id: number; plant_id: number; month: string; queued: number }>
  /** A plant day's morning pass was made (once per plant and day): the day before's receipts and the day's reminders queued. */
  | DecidedEvent<'WhatsAppDailyPassMade', { owner_id: number; plant_id: number; date: string; receipts: number; reminders: number }>;

export const WHATSAPP_ACCOUNT_EVENT_TYPES: WhatsAppAccountEvent['type'][] = [
  'WhatsAppAccountConnected',
  'WhatsAppAccountDisconnected',
  'WhatsAppRecipientOptedOut',
  'WhatsAppRecipientOptedIn',
  'WhatsAppAutomationChanged',
  'WhatsAppMonthStatementsQueued',
  'WhatsAppDailyPassMade',
];
