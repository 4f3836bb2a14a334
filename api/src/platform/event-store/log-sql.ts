/**
 * SQL over the log's rows for a projection's `fromLog` (projection.types.ts), which must write
 * what its `apply` in node writes from the same events.
 */

/** `e.recorded_at` as a projection in node has it: a JS Date, whole milliseconds, the rest cut (postgres-date). */
export const recordedAtInNode = (e: string): string => `date_trunc('milliseconds', ${e}.recorded_at)`;

/** The order a replay applies events in (the catch-up order). */
export const replayOrder = (e: string): string => `${e}.transaction_id, ${e}.global_position`;

/** `e.event_type IN (…)`. */
export const ofTypes = (e: string, types: readonly string[]): string =>
  `${e}.event_type IN (${types.map((type) => `'${type.replace(/'/g, "''")}'`).join(', ')})`;
