/**
 * Commands that do not depend on what their user saw (a delivery, a payment, a deposit) wait their
 * turn on the streams they write instead of failing on a lost race. Two locks make the turn:
 *
 * - in this process, a queue per stream (`StreamTurns`), taken before the transaction asks the pool
 *   for a connection: forty entries sent at once for one customer hold one pooled connection, not
 *   forty, so writers of other streams are not held up behind them;
 * - across processes, a transaction-scoped advisory lock per stream (`STREAM_LOCKS_SQL`), sent with
 *   the transaction's first reads, so the state read under it is the latest and the append's
 *   version check cannot fail.
 *
 * Both take their keys in one global order (stream ids sorted here, lock keys sorted in SQL), so
 * two commands that write overlapping streams never wait for each other in a cycle.
 */
export class StreamTurns {
  /** Per stream, the turn that the next comer waits for; absent when nobody holds or waits. */
  private readonly last = new Map<string, Promise<void>>();

  /** Waits until this process holds every one of the streams; call the returned function to let them go. */
  async take(streamIds: string[]): Promise<() => void> {
    const releases: (() => void)[] = [];
    for (const streamId of [...new Set(streamIds)].sort()) releases.push(await this.takeOne(streamId));
    return () => {
      for (const release of releases.reverse()) release();
    };
  }

  /** How many streams someone holds or waits for (for tests: nothing is left behind). */
  get size(): number {
    return this.last.size;
  }

  private async takeOne(streamId: string): Promise<() => void> {
    const before = this.last.get(streamId);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.last.set(streamId, mine);
    if (before) await before;
    return () => {
      release();
      if (this.last.get(streamId) === mine) this.last.delete(streamId);
    };
  }
}

/**
 * Locks the streams `$1` (text[]) until the transaction ends, in one order everywhere: by the
 * 64-bit hash of the stream id (two ids with one hash only share a lock). The subquery's OFFSET
 * keeps the sort before the locks are taken.
 */
export const STREAM_LOCKS_SQL = `SELECT pg_advisory_xact_lock(key)
  FROM (SELECT DISTINCT hashtextextended(stream_id, 0) AS key FROM unnest($1::text[]) AS stream_id ORDER BY key OFFSET 0) AS streams`;
