import { escapeLiteral } from 'pg';

/**
 * SQL over the log's rows for a projection's `fromLog` (projection.types.ts), which must write
 * what its `apply` in node writes from the same events.
 */

/** `e.recorded_at` as a projection in node has it: a JS Date, whole milliseconds, the rest cut (postgres-date). */
export const recordedAtInNode = (e: string): string => `date_trunc('milliseconds', ${e}.recorded_at)`;

/** The order a replay applies events in (the catch-up order). */
export const replayOrder = (e: string): string => `${e}.transaction_id, ${e}.global_position`;

/** `e.event_type IN (…)`. */
export const ofTypes = (e: string, types: readonly string[]): string => `${e}.event_type IN (${types.map(escapeLiteral).join(', ')})`;

/**
 * The events of `types` in `log`, as a relation named `e` with the events' columns, `d` their
 * payload, and each of `parts` (an expression over `e.data`, e.g. `e.data->'line'`) under its name.
 */
export const eventsOf = (log: string, types: readonly string[], parts: Record<string, string> = {}): string =>
  `(SELECT e.*, e.data AS d${Object.entries(parts)
    .map(([name, expression]) => `, ${expression} AS ${name}`)
    .join('')} FROM ${log} e WHERE ${ofTypes('e', types)}) e`;
