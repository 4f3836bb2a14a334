import { createHash } from 'node:crypto';
import { DomainError } from '../domain/domain-error';
import { ERROR_CODES } from '../domain/error-codes';

/**
 * Thrown when a repeat's stored answer is to be sent instead of running the handler: the
 * exception filter sends nothing of its own, and the gate's onSend hook puts the stored answer in.
 */
export class StoredAnswerReplay extends Error {
  constructor() {
    super('The stored answer of this Idempotency-Key is sent instead.');
  }
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** The refusals of a key, by outcome (the codes themselves are in ERROR_CODES). */
export const IDEMPOTENCY_CODES = {
  invalid: ERROR_CODES.idempotencyKeyInvalid,
  reused: ERROR_CODES.idempotencyKeyReused,
  inFlight: ERROR_CODES.idempotencyKeyInFlight,
  responseLost: ERROR_CODES.idempotencyKeyResponseLost,
} as const;

const PRINTABLE_ASCII = /^[\x20-\x7e]{1,255}$/;

/** The header's key, undefined when absent; a 400 with the envelope when it is not 1–255 printable ASCII characters. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === 'string' && PRINTABLE_ASCII.test(header)) return header;
  throw new DomainError('bad_request', 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.', {
    code: IDEMPOTENCY_CODES.invalid,
    errors: { [IDEMPOTENCY_HEADER]: ['Must be 1 to 255 printable ASCII characters.'] },
  });
}

/** JSON with object keys sorted at every level, so two spellings of the same body compare equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a key is bound to: the method, the matched route with its parameters, the query and the
 * body. The route pattern plus parameters (not the URL's text) so that two spellings of one path
 * are the same request, while the same key on another plant's route is not.
 */
export function requestFingerprint(request: { method: string; route: string; params: unknown; query: unknown; body: unknown }): string {
  const text = [
    request.method,
    request.route,
    canonicalJson(request.params ?? {}),
    canonicalJson(request.query ?? {}),
    canonicalJson(request.body ?? null),
  ].join('\n');
  return createHash('sha256').update(text).digest('hex');
}
