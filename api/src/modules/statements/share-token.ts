import { createHash, randomBytes } from 'node:crypto';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { SHARE_NOT_FOUND } from './statement-share.decider';

/** A share token: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const newShareToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface ShareRow {
  id: string;
  owner_id: string;
  customer_id: string;
  month: string;
  expires_at: Date;
  revoked_at: Date | null;
}

/** The share row a token names; 404 for a token that is malformed or unknown (or, with ownerId, not that owner's). */
export async function findShare(sql: Sql, token: string, ownerId: number | null): Promise<ShareRow> {
  if (!TOKEN_PATTERN.test(token)) throw DomainError.notFound(SHARE_NOT_FOUND);
  const row = await sql.one<ShareRow>(
    `SELECT id, owner_id, customer_id, month, expires_at, revoked_at FROM statement_shares WHERE token_hash = $1`,
    [tokenHash(token)],
  );
  if (!row || (ownerId !== null && Number(row.owner_id) !== ownerId)) throw DomainError.notFound(SHARE_NOT_FOUND);
  return row;
}
