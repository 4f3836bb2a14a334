import { ClientBase } from 'pg';

/** xid8 values below 3 are PostgreSQL's own (invalid, bootstrap, frozen). */
const FIRST = 3;
/** Transaction ids taken per statement when the counter must be moved on. */
const STEP = 100_000;

/**
 * The log orders events by (transaction_id, global_position), and `transaction_id` is the
 * writing server's transaction counter (xid8). Another server's counter stands elsewhere: on a
 * fresh one it is far behind, so new events would sort before restored ones (a rebuild would
 * replay them first) and catch-up readers (the analytics reader, whose restored checkpoint
 * stands at an old id) would wait for, or skip, them. So between the data and the triggers of
 * a restore, every distinct old id becomes 3, 4, 5, … in the same order (the order of the log is
 * unchanged; no hash covers the id), every other xid8 column of public (a reader's checkpoint)
 * follows, and the server's counter is moved past the last one. A restore of one archive
 * therefore gives the same ids on any server. Returns how many ids there were.
 */
export async function renumberTransactionIds(client: ClientBase): Promise<number> {
  await client.query('SET statement_timeout = 0');
  await client.query('BEGIN');
  const count = await renumberInTransaction(client);
  await client.query('COMMIT');
  await advancePastRenumbered(client, count);
  return count;
}

/**
 * The renumbering alone, in the caller's open transaction (a logical copy's restore renumbers in
 * the transaction that loads the tables). Once that is committed, call advancePastRenumbered:
 * inside a transaction, pg_current_xact_id() stays the same, so the counter cannot be moved there.
 */
export async function renumberInTransaction(client: ClientBase): Promise<number> {
  await client.query(
    `CREATE TEMP TABLE paani_restored_ids ON COMMIT DROP AS
       SELECT transaction_id AS old, (row_number() OVER (ORDER BY transaction_id) + ${FIRST - 1})::text::xid8 AS new
         FROM (SELECT DISTINCT transaction_id FROM events) ids`,
  );
  await client.query('CREATE UNIQUE INDEX ON paani_restored_ids (old)');
  await client.query('ANALYZE paani_restored_ids');
  const { rows } = await client.query<{ count: string }>('SELECT count(*)::text AS count FROM paani_restored_ids');
  const count = Number(rows[0].count);
  await client.query(`UPDATE events SET transaction_id = ids.new FROM paani_restored_ids ids WHERE events.transaction_id = ids.old`);
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type = 'xid8' AND table_name <> 'events'`,
  );
  for (const { table_name, column_name } of columns) {
    const column = `"${column_name.replace(/"/g, '""')}"`;
    // A checkpoint stands at an event's id; one that does not takes the new id of the last id before it.
    await client.query(
      `UPDATE "${table_name.replace(/"/g, '""')}" t
          SET ${column} = coalesce((SELECT max(ids.new) FROM paani_restored_ids ids WHERE ids.old <= t.${column}), '${FIRST - 1}'::xid8)`,
    );
  }
  return count;
}

/** Moves the server's counter past the `count` ids renumberInTransaction gave out. */
export function advancePastRenumbered(client: ClientBase, count: number): Promise<void> {
  return advanceTransactionCounter(client, String(count + FIRST));
}

/** Takes transaction ids (each a rolled-back subtransaction's) until the server's next one is past `beyond`. */
export async function advanceTransactionCounter(client: ClientBase, beyond: string): Promise<void> {
  for (;;) {
    const { rows } = await client.query<{ gap: string }>(`SELECT ($1::numeric - pg_current_xact_id()::text::numeric)::text AS gap`, [
      beyond,
    ]);
    const gap = Number(rows[0].gap);
    if (gap < 0) return;
    await client.query(`CREATE TEMP TABLE IF NOT EXISTS paani_taken_ids (n int)`);
    await client.query(
      `DO $$ BEGIN
         FOR i IN 1..${Math.min(gap + 1, STEP)} LOOP
           BEGIN
             INSERT INTO paani_taken_ids VALUES (i);
             RAISE EXCEPTION USING ERRCODE = 'P0001';
           EXCEPTION WHEN raise_exception THEN NULL;
           END;
         END LOOP;
       END $$`,
    );
  }
}
