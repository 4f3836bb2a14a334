import { DomainError } from '../../platform/domain/domain-error';
import { parseIsoTime } from '../../platform/http/simple-rest';

/** A point in the log: a global position, or a moment in time. */
export interface AsOf {
  position?: number;
  time?: Date;
}

/** `1234` is a position, anything else must be an ISO timestamp. */
export function parseAsOf(raw: string | undefined | null, field = 'as_of'): AsOf | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (/^\d+$/.test(raw)) {
    const position = Number(raw);
    // Beyond 2^53 the number is not the one typed, and beyond bigint PostgreSQL refuses it.
    if (!Number.isSafeInteger(position))
      throw DomainError.field(field, `The ${field} position must be at most ${Number.MAX_SAFE_INTEGER}.`);
    return { position };
  }
  const time = parseIsoTime(raw);
  if (!time) throw DomainError.field(field, `The ${field} must be a position (a whole number) or an ISO timestamp.`);
  return { time };
}
