import { Sql, SqlConnection } from '../database/sql';

/**
 * Below which transaction id every transaction of this database has ended: the oldest one still
 * running here (the snapshot's in-progress ids matched to this database's backends), else the
 * snapshot's xmax. pg_snapshot_xmin alone is cluster-wide, so one idle transaction in any other
 * database on the server would stall a follower. Taken in its own statement, before the read:
 * a transaction that ends between the two is visible to the read.
 */
const HORIZON_SQL = `SELECT coalesce(
    (SELECT min(x) FROM pg_snapshot_xip(pg_current_snapshot()) x
      WHERE (x::text::numeric % 4294967296)::text::xid IN
            (SELECT backend_xid FROM pg_stat_activity WHERE datname = current_database() AND backend_xid IS NOT NULL)),
    pg_snapshot_xmax(pg_current_snapshot()))::text AS horizon`;

/**
 * The next batch after the checkpoint. ORDER BY names the table's column: the bare name would be
 * the text alias, and "1000" sorts before "999", so a batch spanning such a boundary ended on a
 * lower id than it had read and the next batch read (and applied) the rest of it again.
 */
export const LOG_BATCH_SQL = `SELECT transaction_id::text AS transaction_id, global_position, event_type, data, recorded_at
    FROM events
   WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND transaction_id < $3::xid8
   ORDER BY events.transaction_id, events.global_position
   LIMIT $4`;

export interface LogRow {
  transaction_id: string;
  global_position: string;
  event_type: string;
  data: Record<string, any>;
  recorded_at: Date;
}

export interface LogFollower {
  /** Its checkpoint's name (platform_analytics_checkpoints.name). */
  name: string;
  /** One follower of this name at a time, in every process (a transaction-level advisory lock). */
  lockKey: number;
  batch: number;
  /**
   * Without a checkpoint yet, start after the log's last event rather than at its start: a
   * reactor (which sends messages) acts on what happens from now on, never on the past.
   */
  fromNow?: boolean;
  /** The event types it applies; it is handed no other. */
  types: readonly string[];
  /** Applies a batch's rows of its types, inside the transaction that moves its checkpoint past them. */
  apply(rows: LogRow[], connection: SqlConnection): Promise<void>;
}

/**
 * One batch of a checkpointed follower of the log (an async projection or a reactor): gap-safe,
 * it reads only transactions older than every running one, in (transaction_id, global_position)
 * order, and moves its checkpoint past the batch in the transaction `apply` ran in. So a follower
 * that fails re-reads the batch: what `apply` does outside that transaction must be safe to repeat.
 */
export async function followLog(sql: Sql, follower: LogFollower): Promise<{ read: number; done: boolean }> {
  const connection = await sql.connection();
  try {
    await connection.run('BEGIN');
    await connection.query(`SELECT pg_advisory_xact_lock($1)`, [follower.lockKey]);
    const [checkpoint] = await connection.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text, global_position FROM platform_analytics_checkpoints WHERE name = $1`,
      [follower.name],
    );
    const [{ horizon }] = await connection.query<{ horizon: string }>(HORIZON_SQL);
    if (!checkpoint && follower.fromNow) {
      await connection.query(
        `INSERT INTO platform_analytics_checkpoints (name, transaction_id, global_position, updated_at)
         SELECT $1, coalesce(max(transaction_id), '0'::xid8), coalesce(max(global_position), 0), now() FROM events WHERE transaction_id < $2::xid8`,
        [follower.name, horizon],
      );
      await connection.run('COMMIT');
      connection.release();
      return { read: 0, done: true };
    }
    const rows = await connection.query<LogRow>(LOG_BATCH_SQL, [
      checkpoint?.transaction_id ?? '0',
      checkpoint?.global_position ?? 0,
      horizon,
      follower.batch,
    ]);
    if (rows.length > 0) {
      await follower.apply(
        rows.filter((row) => follower.types.includes(row.event_type)),
        connection,
      );
      const last = rows[rows.length - 1];
      await connection.query(
        `INSERT INTO platform_analytics_checkpoints (name, transaction_id, global_position, updated_at) VALUES ($1, $2::xid8, $3, now())
         ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position, updated_at = now()`,
        [follower.name, last.transaction_id, last.global_position],
      );
    }
    await connection.run('COMMIT');
    connection.release();
    return { read: rows.length, done: rows.length < follower.batch };
  } catch (error) {
    await connection.run('ROLLBACK').catch(() => undefined);
    connection.release(error);
    throw error;
  }
}
