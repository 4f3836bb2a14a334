import { IdempotencyClaim } from '../context/request-context';
import { DomainError } from '../domain/domain-error';
import { IDEMPOTENCY_CODES } from './idempotency-key';

/** How long a key is remembered; an older key is as if new. */
export const KEY_LIFETIME_SECONDS = 24 * 60 * 60;
/**
 * How long a committed key without a saved response is taken to belong to a request still
 * answering; past it, its process is taken to have died between the commit and the save, and a
 * repeat is told the response is lost. (Rows left in flight by the earlier design, reserved before
 * any commit, are taken over after it.)
 */
export const IN_FLIGHT_LEASE_SECONDS = 120;

/**
 * The end of an `INSERT INTO idempotency_keys AS k`: an existing row is overwritten by the new one
 * (columns the insert leaves out become NULL) only when it expired, or when it is a reservation of
 * the earlier design whose holder died before writing anything; otherwise it stands.
 */
export const OVERWRITES_A_DEAD_KEY = `ON CONFLICT (user_id, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, claim = EXCLUDED.claim, created_at = now(), committed_at = EXCLUDED.committed_at,
             completed_at = EXCLUDED.completed_at, response_status = EXCLUDED.response_status,
             response_headers = EXCLUDED.response_headers, response_body = EXCLUDED.response_body
       WHERE k.created_at < now() - make_interval(secs => ${KEY_LIFETIME_SECONDS})
          OR (k.committed_at IS NULL AND k.completed_at IS NULL AND k.created_at < now() - make_interval(secs => ${IN_FLIGHT_LEASE_SECONDS}))`;

/** Raised by the take below when the key is not this request's to take (paani_refuse). */
const KEY_NOT_OURS = 'PA410';

/**
 * Run by the event store in the transaction that appends a request's first events, in the text
 * of that first append: writes the key as committed with the events, so the key and the events
 * commit or roll back together. If the process dies after this commit and before the response is
 * saved, a repeat finds a committed key with no response and is refused (409) instead of writing a
 * second time.
 *
 * A repeat sent in parallel (it passed `look` before this row committed) is refused at once: the
 * transaction-scoped advisory lock on the key is the first request's until its transaction ends.
 * A row committed meanwhile is not overwritten (unless it expired): nothing is inserted, the
 * statement raises KEY_NOT_OURS and the rest of the transaction never runs.
 */
export function idempotencyTakeStatement(claim: IdempotencyClaim): [string, unknown[]] {
  return [
    `WITH taken AS (
       INSERT INTO idempotency_keys AS k (user_id, key, request_hash, claim, committed_at)
       SELECT $1::bigint, $2::text, $3::text, $4::uuid, clock_timestamp()
        WHERE pg_try_advisory_xact_lock(hashtextextended('idempotency-key:' || $1::bigint || ':' || $2::text, 0))
       ${OVERWRITES_A_DEAD_KEY}
       RETURNING 1)
     SELECT paani_refuse('${KEY_NOT_OURS}', 'idempotency key held by another request') FROM (SELECT count(*) AS n FROM taken) t WHERE t.n = 0`,
    [claim.userId, claim.key, claim.requestHash, claim.claim],
  ];
}

/** The refusal a client sees when the take found the key held by another request; undefined for any other error. */
export function idempotencyTakeRefusal(code: string | undefined): DomainError | undefined {
  return code === KEY_NOT_OURS ? keyRefusal('in_flight') : undefined;
}

/** What a request gets when its key is another request's, or the answer of the one that took it is gone. */
export function keyRefusal(outcome: 'reused' | 'in_flight' | 'response_lost'): DomainError {
  switch (outcome) {
    case 'reused':
      return DomainError.validation('This Idempotency-Key was already used for a different request.', undefined, IDEMPOTENCY_CODES.reused);
    case 'response_lost':
      return DomainError.conflict(
        'This request was already carried out, but its response was lost. Reload to see the result.',
        IDEMPOTENCY_CODES.responseLost,
      );
    case 'in_flight':
      return DomainError.conflict(
        'A request with this Idempotency-Key is still being processed. Try again shortly.',
        IDEMPOTENCY_CODES.inFlight,
      );
  }
}
