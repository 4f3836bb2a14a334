import type { StatementAnswerKind } from '@paani/contracts';
import { DecidedEvent } from '../../platform/event-store/decider';

export const statementShareStreamId = (shareId: number): string => `statement_share-${shareId}`;

export type StatementShareRef = { share_id: number; owner_id: number; plant_id: number; customer_id: number };

/**
 * The events of one share link's stream (`statement_share-{id}`): the link made for a customer's
 * month (only the SHA-256 of its token, never the token), revoked by the owner, answered by the
 * customer, marked sent by the owner (the WhatsApp walk-through: the owner tapped Send). Each carries the ids a reader needs.
 */
export type StatementShareEvent =
  | DecidedEvent<'StatementShared', StatementShareRef & { month: string; token_hash: string; expires_at: string }>
  | DecidedEvent<'StatementShareRevoked', StatementShareRef>
  | DecidedEvent<'StatementShareAnswered', StatementShareRef & { answer: StatementAnswerKind; message: string | null }>
  | DecidedEvent<'StatementShareSent', StatementShareRef & { channel: 'whatsapp' }>;

export const STATEMENT_SHARE_EVENT_TYPES: StatementShareEvent['type'][] = [
  'StatementShared',
  'StatementShareRevoked',
  'StatementShareAnswered',
  'StatementShareSent',
];
