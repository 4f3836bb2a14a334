import { BeforeCommitList } from '../../api/src/platform/event-store/before-commit-list';
import type { ProjectionTransaction } from '../../api/src/platform/event-store/projection.types';

type Query = (sql: string, parameters?: unknown[]) => Promise<any[]>;

/**
 * A projections' transaction over `query`, for a test that applies events by hand: its
 * before-commit writes wait, as a store transaction's do, and run one at a time at `commit()`
 * (never two statements handed to one connection at once, and none left unawaited).
 */
export function handTransaction(query: Query): { tx: ProjectionTransaction; commit(): Promise<void> } {
  const lastly = new BeforeCommitList();
  return {
    tx: { query, beforeCommit: (sql, parameters, options) => lastly.add(sql, parameters, options) },
    async commit() {
      for (const [sql, parameters] of lastly.take()) await query(sql, parameters);
    },
  };
}
