import type { CustomerLanguage, WhatsAppMessageKind } from '@paani/contracts';
import { DecidedEvent } from '../../platform/event-store/decider';

export const whatsappMessageStreamId = (messageId: number) => `whatsapp-message-${messageId}`;
export const WHATSAPP_MESSAGE_IDS = 'whatsapp_message_ids';

/** What a message is: a test from the settings, a month's statement (with its PDF), a delivery's receipt, a payment's, a reminder. */
export type { WhatsAppMessageKind, WhatsAppMessageState } from '@paani/contracts';

/** What a receipt or a payment message says, as the ledger line had it when it was queued. */
export interface MessageDetails {
  /** The plant day of the line. */
  date: string;
  /** The line's debit (a delivery's charge) or credit (a payment), a decimal string. */
  amount: string;
  /** Money collected at the door with the delivery. */
  collected: string;
  /** What was delivered of each product (receipts). */
  items: { product_id: number; quantity: number }[];
}

export interface QueuedMessage {
  message_id: number;
  owner_id: number;
  plant_id: number | null;
  customer_id: number | null;
  kind: WhatsAppMessageKind;
  language: CustomerLanguage;
  /** The number as WhatsApp writes it: country code and digits (923001234567). */
  to: string;
  /** statement: the month (YYYY-MM). */
  month: string | null;
  /** Sent by a rule rather than by the owner's hand: a number opted out gets none. */
  automatic: boolean;
  /** What the message is for (`receipt:{line}`, `statement:{customer}:{month}`): an automatic message is queued once per source. */
  source: string | null;
  details: MessageDetails | null;
}

export type WhatsAppMessageEvent =
  | DecidedEvent<'WhatsAppMessageQueued', QueuedMessage>
  | DecidedEvent<'WhatsAppMessageAttemptFailed', { message_id: number; attempt: number; reason: string }>
  | DecidedEvent<'WhatsAppMessageAccepted', { message_id: number; wamid: string; attempt: number }>
  | DecidedEvent<
      'WhatsAppMessageStatusReported',
      { message_id: number; status: 'sent' | 'delivered' | 'read' | 'failed'; reason: string | null }
    >
  | DecidedEvent<'WhatsAppMessageFailed', { message_id: number; reason: string }>;

export const WHATSAPP_MESSAGE_EVENT_TYPES: WhatsAppMessageEvent['type'][] = [
  'WhatsAppMessageQueued',
  'WhatsAppMessageAttemptFailed',
  'WhatsAppMessageAccepted',
  'WhatsAppMessageStatusReported',
  'WhatsAppMessageFailed',
];
