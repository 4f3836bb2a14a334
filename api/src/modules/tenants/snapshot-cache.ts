import { Sql } from '../../platform/database/sql';

const SNAPSHOT_SQL = `SELECT pg_current_snapshot()::text AS snapshot`;

/**
 * Answers read from the database, kept for as long as the database has not changed since: every
 * `get` first asks PostgreSQL for its current snapshot (one statement, no table read) and drops
 * everything kept when that snapshot differs from the one the answers were kept under.
 *
 * A snapshot's text (xmin:xmax:in-progress xids) changes with every commit of a writing
 * transaction anywhere on the server, in this process or any other, so an answer is reused only
 * while nothing at all has committed: an equal snapshot sees exactly the same rows. An answer
 * loaded after snapshot S was taken reflects S or later, never earlier, so a caller whose own
 * snapshot equals S gets everything committed before it asked, as if it had read the tables
 * itself. Any write on the server costs every kept answer, so this pays only for reads that
 * are repeated far more often than anything is written.
 */
export class SnapshotCache<T> {
  private snapshot: string | undefined;
  private readonly answers = new Map<string, Promise<T>>();

  constructor(
    private readonly sql: Sql,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const row = await this.sql.one<{ snapshot: string }>(SNAPSHOT_SQL);
    const snapshot = row?.snapshot;
    if (snapshot !== this.snapshot) {
      this.answers.clear();
      this.snapshot = snapshot;
    }
    const kept = this.answers.get(key);
    if (kept) return kept;
    const loading = load();
    this.answers.set(key, loading);
    // The oldest answer goes first once the cache is full (a Map iterates in insertion order).
    if (this.answers.size > this.maxEntries) this.answers.delete(this.answers.keys().next().value!);
    loading.catch(() => {
      if (this.answers.get(key) === loading) this.answers.delete(key);
    });
    return loading;
  }
}
