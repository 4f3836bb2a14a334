import { createHash } from 'node:crypto';
import { DecidedEvent } from '../../platform/event-store/decider';

/** The longest reply text kept (WhatsApp allows 4,096 characters). */
export const REPLY_TEXT_MAX = 1000;
export const WHATSAPP_REPLY_IDS = 'whatsapp_reply_ids';

/** One reply's stream, named by WhatsApp's id for it: Meta may send a webhook call again. */
export const whatsappReplyStreamId = (ownerId: number, wamid: string) =>
  `whatsapp-reply-${ownerId}-${createHash('sha256').update(wamid).digest('hex').slice(0, 32)}`;

export interface ReplyFacts {
  reply_id: number;
  owner_id: number;
  customer_id: number | null;
  plant_id: number | null;
  from: string;
  text: string;
  wamid: string;
}

export type WhatsAppReplyEvent = DecidedEvent<'WhatsAppReplyReceived', ReplyFacts>;
