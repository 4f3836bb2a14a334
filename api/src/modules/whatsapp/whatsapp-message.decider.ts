import { Decider } from '../../platform/event-store/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { QueuedMessage, WhatsAppMessageEvent, WhatsAppMessageState } from './whatsapp-message.events';

/** Tries before a message that WhatsApp kept refusing for a while (429, 5xx, no answer) is failed. */
export const MAX_SEND_ATTEMPTS = 5;

export interface WhatsAppMessageStateRecord {
  messageId: number | null;
  state: WhatsAppMessageState | null;
  attempts: number;
}

export type WhatsAppMessageCommand =
  | { type: 'QueueMessage'; message: QueuedMessage }
  /** A try that may succeed later: failed for good once it is the last. */
  | { type: 'RecordAttemptFailed'; reason: string }
  | { type: 'RecordAccepted'; wamid: string }
  /** WhatsApp refused it for good (a bad number, a bad token, a template it does not know). */
  | { type: 'RecordRefused'; reason: string }
  | { type: 'RecordStatus'; status: 'sent' | 'delivered' | 'read' | 'failed'; reason: string | null };

/** States a message only moves forward through; webhooks may arrive out of order. */
const RANK: Record<WhatsAppMessageState, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

const initialState: WhatsAppMessageStateRecord = { messageId: null, state: null, attempts: 0 };

function evolve(state: WhatsAppMessageStateRecord, event: WhatsAppMessageEvent): WhatsAppMessageStateRecord {
  switch (event.type) {
    case 'WhatsAppMessageQueued':
      return { messageId: event.data.message_id, state: 'queued', attempts: 0 };
    case 'WhatsAppMessageAttemptFailed':
      return { ...state, attempts: event.data.attempt };
    case 'WhatsAppMessageAccepted':
      return { ...state, state: 'sent', attempts: event.data.attempt };
    case 'WhatsAppMessageStatusReported':
      return { ...state, state: event.data.status };
    case 'WhatsAppMessageFailed':
      return { ...state, state: 'failed' };
  }
}

function decide(command: WhatsAppMessageCommand, state: WhatsAppMessageStateRecord): WhatsAppMessageEvent[] {
  if (command.type === 'QueueMessage') {
    if (state.messageId !== null) throw DomainError.conflict('This message was already queued.');
    return [{ type: 'WhatsAppMessageQueued', data: command.message }];
  }
  const message_id = state.messageId;
  if (message_id === null) throw DomainError.notFound('Message not found.');
  switch (command.type) {
    case 'RecordAttemptFailed': {
      if (state.state !== 'queued') return [];
      const attempt = state.attempts + 1;
      const failed: WhatsAppMessageEvent[] = [
        { type: 'WhatsAppMessageAttemptFailed', data: { message_id, attempt, reason: command.reason } },
      ];
      return attempt >= MAX_SEND_ATTEMPTS
        ? [...failed, { type: 'WhatsAppMessageFailed', data: { message_id, reason: command.reason } }]
        : failed;
    }
    case 'RecordAccepted':
      return state.state === 'queued'
        ? [{ type: 'WhatsAppMessageAccepted', data: { message_id, wamid: command.wamid, attempt: state.attempts + 1 } }]
        : [];
    case 'RecordRefused':
      return state.state === 'queued' ? [{ type: 'WhatsAppMessageFailed', data: { message_id, reason: command.reason } }] : [];
    case 'RecordStatus':
      if (state.state === null || state.state === 'failed' || RANK[command.status] <= RANK[state.state]) return [];
      return [{ type: 'WhatsAppMessageStatusReported', data: { message_id, status: command.status, reason: command.reason } }];
  }
}

/**
 * A message's life: queued, tried until WhatsApp takes it (or refuses it, or MAX_SEND_ATTEMPTS
 * tries fail), then what WhatsApp reports of it, only ever forward (a late "delivered" after
 * "read" changes nothing; "failed" ends it).
 */
export const whatsappMessageDecider: Decider<WhatsAppMessageStateRecord, WhatsAppMessageCommand, WhatsAppMessageEvent> = {
  initialState,
  evolve,
  decide,
};
