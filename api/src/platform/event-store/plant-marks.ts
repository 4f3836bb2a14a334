import { ProjectionTransaction } from './projection.types';

/**
 * Plant marks: tables of one row per plant (`plant_id` only) that a projection rewrites at most
 * once per transaction that changes the plant's rows in its tables, so the row's version (xmin)
 * says whether an answer kept in process from those tables still stands (StampedAnswers). Not a row
 * of totals updated per event: a rebuild replays the whole log in one transaction, where n
 * updates of one row cost about n²/2 visits; once per transaction keeps a rebuild linear. A row
 * already written by this transaction is left as it is. Harmless when repeated.
 */
export const markPlantsSql = (table: string, plants: string) => `INSERT INTO ${table} (plant_id) ${plants}
  ON CONFLICT (plant_id) DO UPDATE SET plant_id = EXCLUDED.plant_id WHERE ${table}.xmin <> pg_current_xact_id()::xid`;

/**
 * Marks the plant as changed in `table`, once per transaction, just before it commits, after the
 * other before-commit writes: every writer of the plant rewrites this one row, so its lock is held
 * for the COMMIT only.
 */
export function markPlant(tx: ProjectionTransaction, table: string, plantId: number): void {
  tx.beforeCommit(markPlantsSql(table, 'VALUES ($1::bigint)'), [plantId], { last: true });
}

/** SQL for the version of plant `$1`'s row in a marks table ('' before its first mark). */
export const plantMarkVersion = (table: string) => `coalesce((SELECT xmin::text FROM ${table} WHERE plant_id = $1::bigint), '')`;

/** Plant marks tables are named `…_plant_marks`. */
export const isPlantMarks = (table: string) => table.endsWith('_plant_marks');

/** Rewrites every row of a marks table: every kept answer stamped by it is read again. */
export const touchPlantMarks = (table: string) => `UPDATE ${table} SET plant_id = plant_id`;
