import { IdempotencyClaim } from '../context/request-context';
import { DomainError } from '../domain/domain-error';
import { IDEMPOTENCY_CODES } from './idempotency-key';

type Query = (sql: string, parameters?: unknown[]) => Promise<{ marked: number }[]>;

/**
 * Called by the event store inside the transaction that appends a request's events: marks the
 * request's key committed, so the key and the events commit or roll back together. If the process
 * dies after this commit and before the response is saved, a repeat finds a committed key with no
 * response and is refused (409) instead of writing a second time.
 *
 * The update matches this request's claim only. A reservation whose lease ran out may have been
 * taken over by a retry; then nothing matches and the append is rolled back, so two requests
 * holding the same key can never both commit.
 */
export async function markIdempotencyKeyCommitted(query: Query, claim: IdempotencyClaim): Promise<void> {
  const [row] = await query(
    `WITH marked AS (
       UPDATE idempotency_keys SET committed_at = coalesce(committed_at, clock_timestamp())
        WHERE user_id = $1 AND key = $2 AND claim = $3
        RETURNING 1)
     SELECT count(*)::int AS marked FROM marked`,
    [claim.userId, claim.key, claim.claim],
  );
  if (row.marked === 0) {
    throw new DomainError('conflict', 'Another request with this Idempotency-Key is being processed. Try again shortly.', {
      code: IDEMPOTENCY_CODES.inFlight,
    });
  }
}
