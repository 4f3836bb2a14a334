"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.idempotencyMarkStatement = idempotencyMarkStatement;
exports.idempotencyMarkRefusal = idempotencyMarkRefusal;
const domain_error_1 = require("../domain/domain-error");
const idempotency_key_1 = require("./idempotency-key");
/** Raised by the mark below when the claim is no longer this request's (paani_refuse). */
const CLAIM_TAKEN_OVER = 'PA410';
/**
 * Run by the event store inside the transaction that appends a request's events, just before its
 * COMMIT and in the same text: marks the request's key committed, so the key and the events commit
 * or roll back together. If the process dies after this commit and before the response is saved, a
 * repeat finds a committed key with no response and is refused (409) instead of writing a second
 * time.
 *
 * The update matches this request's claim only. A reservation whose lease ran out may have been
 * taken over by a retry; then nothing matches, the statement raises CLAIM_TAKEN_OVER and the COMMIT
 * after it never runs, so two requests holding the same key can never both commit.
 */
function idempotencyMarkStatement(claim) {
    return [
        `WITH marked AS (
       UPDATE idempotency_keys SET committed_at = coalesce(committed_at, clock_timestamp())
        WHERE user_id = $1 AND key = $2 AND claim = $3
        RETURNING 1)
     SELECT paani_refuse('${CLAIM_TAKEN_OVER}', 'idempotency claim taken over') FROM (SELECT count(*) AS n FROM marked) m WHERE m.n = 0`,
        [claim.userId, claim.key, claim.claim],
    ];
}
/** The refusal a client sees when the mark found its claim taken over; undefined for any other error. */
function idempotencyMarkRefusal(code) {
    if (code !== CLAIM_TAKEN_OVER)
        return undefined;
    return new domain_error_1.DomainError('conflict', 'Another request with this Idempotency-Key is being processed. Try again shortly.', {
        code: idempotency_key_1.IDEMPOTENCY_CODES.inFlight,
    });
}
//# sourceMappingURL=idempotency-claim.js.map