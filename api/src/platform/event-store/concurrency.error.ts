import { DomainError } from '../domain/domain-error';
import { ERROR_CODES } from '../domain/error-codes';

/** A command was decided on a stale view of its stream: someone else wrote first. */
export class ConcurrencyError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number | 'any',
    readonly actualVersion: number | null,
  ) {
    super('conflict', 'This record was changed by someone else. Reload it and try again.', { code: ERROR_CODES.concurrencyConflict });
    this.name = 'ConcurrencyError';
  }
}
