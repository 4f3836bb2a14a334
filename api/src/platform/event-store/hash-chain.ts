import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level. PostgreSQL's jsonb does not keep key order,
 * so a hash over the stored payload must not depend on it.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export interface HashedFields {
  previousHash: string | null;
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
  recordedAt: Date;
}

/**
 * SHA-256 over everything an event says, chained to the previous event of its stream:
 * changing, removing or reordering any stored event breaks every later hash of that stream.
 */
export function eventHash(fields: HashedFields): string {
  return createHash('sha256')
    .update(
      [
        fields.previousHash ?? '',
        fields.eventId,
        fields.streamId,
        String(fields.streamVersion),
        fields.type,
        String(fields.schemaVersion),
        canonicalJson(fields.data),
        canonicalJson(fields.metadata),
        fields.recordedAt.toISOString(),
      ].join('\n'),
    )
    .digest('hex');
}
