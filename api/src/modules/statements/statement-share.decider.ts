import type { StatementAnswerKind } from '@paani/contracts';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { Decider } from '../../platform/event-store/decider';
import { StatementShareEvent, StatementShareRef } from './statement-share.events';

export const SHARE_NOT_FOUND = 'This statement link does not exist.';
export const SHARE_EXPIRED = 'This statement link has expired. Ask the plant for a new one.';
export const SHARE_REVOKED = 'This statement link was withdrawn by the plant. Ask the plant for a new one.';
export const SHARE_EXPIRED_CODE = ERROR_CODES.statementShareExpired;
export const SHARE_REVOKED_CODE = ERROR_CODES.statementShareRevoked;
/** A link takes at most this many answers (it is public: a bound on what a stranger with the link can add). */
export const MAX_ANSWERS = 20;
/** A link lives this many days. */
export const SHARE_LIFETIME_DAYS = 60;

export interface StatementShareState {
  status: 'none' | 'active' | 'revoked';
  ref: StatementShareRef | null;
  expiresAt: string | null;
  answers: number;
  sent: boolean;
}

export type StatementShareCommand =
  | { type: 'ShareStatement'; ref: StatementShareRef; month: string; tokenHash: string; now: Date }
  | { type: 'RevokeShare' }
  | { type: 'AnswerShare'; answer: StatementAnswerKind; message: string | null; now: Date }
  | { type: 'MarkShareSent' };

const initialState: StatementShareState = { status: 'none', ref: null, expiresAt: null, answers: 0, sent: false };

function evolve(state: StatementShareState, event: StatementShareEvent): StatementShareState {
  switch (event.type) {
    case 'StatementShared': {
      const { share_id, owner_id, plant_id, customer_id, expires_at } = event.data;
      return { status: 'active', ref: { share_id, owner_id, plant_id, customer_id }, expiresAt: expires_at, answers: 0, sent: false };
    }
    case 'StatementShareRevoked':
      return { ...state, status: 'revoked' };
    case 'StatementShareAnswered':
      return { ...state, answers: state.answers + 1 };
    case 'StatementShareSent':
      return { ...state, sent: true };
  }
}

/** The instant a link made at `now` stops working. */
export const expiryOf = (now: Date): string => new Date(now.getTime() + SHARE_LIFETIME_DAYS * 86_400_000).toISOString();

/** 404 with a code that says why, for a link that no longer opens. */
export function assertOpen(status: 'active' | 'revoked', expiresAt: string, now: Date): void {
  if (status === 'revoked') throw DomainError.notFound(SHARE_REVOKED, SHARE_REVOKED_CODE);
  if (now.getTime() >= new Date(expiresAt).getTime()) throw DomainError.notFound(SHARE_EXPIRED, SHARE_EXPIRED_CODE);
}

function decide(command: StatementShareCommand, state: StatementShareState): StatementShareEvent[] {
  if (command.type === 'ShareStatement') {
    if (state.status !== 'none') throw DomainError.conflict('This statement link already exists.');
    const expires_at = expiryOf(command.now);
    return [{ type: 'StatementShared', data: { ...command.ref, month: command.month, token_hash: command.tokenHash, expires_at } }];
  }
  if (state.status === 'none' || !state.ref || !state.expiresAt) throw DomainError.notFound(SHARE_NOT_FOUND);
  switch (command.type) {
    case 'RevokeShare':
      // Revoking twice changes nothing.
      return state.status === 'revoked' ? [] : [{ type: 'StatementShareRevoked', data: state.ref }];
    case 'AnswerShare':
      assertOpen(state.status, state.expiresAt, command.now);
      if (state.answers >= MAX_ANSWERS)
        throw DomainError.field('answer', `This statement has already been answered ${MAX_ANSWERS} times. Please call the plant.`);
      return [{ type: 'StatementShareAnswered', data: { ...state.ref, answer: command.answer, message: command.message } }];
    case 'MarkShareSent':
      // Sending is marked once; marking again changes nothing. A revoked link is not sent.
      if (state.status === 'revoked') throw DomainError.notFound(SHARE_REVOKED, SHARE_REVOKED_CODE);
      return state.sent ? [] : [{ type: 'StatementShareSent', data: { ...state.ref, channel: 'whatsapp' } }];
  }
}

/** One share link of one customer's month: made, revoked, answered (while open). */
export const statementShareDecider: Decider<StatementShareState, StatementShareCommand, StatementShareEvent> = {
  initialState,
  evolve,
  decide,
};
