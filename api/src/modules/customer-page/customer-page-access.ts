import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { SecretBox } from '../../platform/secrets/secret-box';
import { CustomerPageGuesses } from './customer-page-guesses';

/** A page token: 16 random bytes (128 bits), base64url (22 characters). Only its SHA-256 finds the link. */
export const PAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const newPageToken = (): string => randomBytes(16).toString('base64url');
export const pageTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newPin = (): string => String(randomInt(0, 10_000)).padStart(4, '0');
const PIN_PATTERN = /^\d{4}$/;

export const PAGE_NOT_FOUND = 'This link no longer works. Ask the plant for a new one.';

/** What a request to a customer's page brings to open it: the link's token, the PIN if any, the client's address. */
export interface PageOpening {
  token: string;
  pin: string | undefined;
  address: string;
}

/** Whose page a link opens. */
export interface PageAccess {
  ownerId: number;
  plantId: number;
  customerId: number;
}

/**
 * Opens a customer page by its token and, when the link has one, its PIN: 404 for a token that is
 * malformed, unknown or revoked (a revoked link's hash is gone from the read model at once), 401
 * when the PIN is missing or wrong, 429 once an address or a link has guessed too often.
 */
@Injectable()
export class CustomerPageAccess {
  constructor(
    private readonly sql: Sql,
    private readonly box: SecretBox,
    private readonly guesses: CustomerPageGuesses,
  ) {}

  async open({ token, pin, address }: PageOpening): Promise<PageAccess> {
    const opening = await this.guesses.begin(address);
    const row = PAGE_TOKEN_PATTERN.test(token)
      ? await this.sql.one<{ owner_id: string; plant_id: string; customer_id: string; pin_sealed: string | null }>(
          `SELECT l.owner_id, l.plant_id, l.customer_id, l.pin_sealed FROM customer_page_links l
             JOIN customers c ON c.id = l.customer_id WHERE l.token_hash = $1`,
          [pageTokenHash(token)],
        )
      : null;
    if (!row) {
      // The hash's first characters tell links apart in the log; the token itself is never written.
      opening.wrong('link', PAGE_TOKEN_PATTERN.test(token) ? pageTokenHash(token).slice(0, 12) : 'malformed');
      throw DomainError.notFound(PAGE_NOT_FOUND);
    }
    const access = { ownerId: Number(row.owner_id), plantId: Number(row.plant_id), customerId: Number(row.customer_id) };
    if (row.pin_sealed !== null) {
      if (!pin) {
        await opening.notAGuess();
        throw new DomainError('unauthorized', 'Enter the 4-digit PIN the plant gave you.', { code: ERROR_CODES.customerPagePinRequired });
      }
      await opening.checkingPin(access.customerId);
      if (!PIN_PATTERN.test(pin) || !timingSafeEqual(Buffer.from(pin), Buffer.from(this.box.open(row.pin_sealed)))) {
        opening.wrong('pin', `customer ${access.customerId}`);
        throw new DomainError('unauthorized', 'That PIN is not right. Check it and try again.', { code: ERROR_CODES.customerPagePinWrong });
      }
    }
    await opening.opened();
    return access;
  }
}
