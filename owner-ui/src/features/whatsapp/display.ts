import { WHATSAPP_MESSAGE_KINDS, WHATSAPP_MESSAGE_STATES, type WhatsAppMessageKind, type WhatsAppMessageState } from '@paani/contracts';
import { ApiError, errorMessage } from '../../api/client';
import { formatDateTime, formatMonth } from '../../lib/format';

/** The messages log's route. */
export const MESSAGES_PATH = '/filter-owner/whatsapp/messages';

export const MESSAGE_STATES: readonly WhatsAppMessageState[] = WHATSAPP_MESSAGE_STATES;
export const MESSAGE_KINDS: readonly WhatsAppMessageKind[] = WHATSAPP_MESSAGE_KINDS;

/** The chip's colours: queued grey, sent blue, delivered teal, read green, failed red. */
export const STATE_COLORS: Record<WhatsAppMessageState, string> = {
  queued: '#757575',
  sent: '#1565c0',
  delivered: '#00796b',
  read: '#2e7d32',
  failed: '#c62828',
};

/** When a message was made, as its day and time in the reader's language. */
export function messageTime(at: string): string {
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? at : formatDateTime(instant, { dateStyle: 'medium', timeStyle: 'short' });
}

/** 'YYYY-MM' as 'November 2026' in the reader's language. */
export function monthText(month: string): string {
  const parts = /^(\d{4})-(\d{2})$/.exec(month);
  return parts ? formatMonth(new Date(Number(parts[1]), Number(parts[2]) - 1, 1)) : month;
}

/** A number as WhatsApp writes it (923001234567) as people read it: +92 300 1234567. */
export function phoneText(to: string): string {
  const parts = /^92(3\d{2})(\d{7})$/.exec(to);
  return parts ? `+92 ${parts[1]} ${parts[2]}` : `+${to}`;
}

/** Why a send failed: the server's message under the field it names (a 422), else its message, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 422) {
    const first = Object.values(error.fieldErrors()).find(Boolean);
    if (first) return first;
  }
  return errorMessage(error, fallback);
}
