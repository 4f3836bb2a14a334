import { DomainError } from '../../platform/domain/domain-error';

/** A point in the log: a global position, or a moment in time. */
export interface AsOf {
  position?: number;
  time?: Date;
}

/** `1234` is a position, anything else must be an ISO timestamp. */
export function parseAsOf(raw: string | undefined | null, field = 'as_of'): AsOf | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (/^\d+$/.test(raw)) return { position: Number(raw) };
  const time = new Date(raw);
  if (Number.isNaN(time.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(raw)) {
    throw DomainError.field(field, `The ${field} must be a position (a whole number) or an ISO timestamp.`);
  }
  return { time };
}

export function parseTimestamp(raw: unknown, field: string): Date | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const time = new Date(String(raw));
  if (Number.isNaN(time.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(String(raw)))
    throw DomainError.field(field, `The ${field} must be an ISO timestamp.`);
  return time;
}
