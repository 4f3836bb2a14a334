"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.touchPlantMarks = exports.isPlantMarks = exports.plantMarkVersion = exports.markPlantsSql = void 0;
exports.markPlant = markPlant;
/**
 * Plant marks: tables of one row per plant (`plant_id` only) that a projection rewrites at most
 * once per transaction that changes the plant's rows in its tables, so the row's version (xmin)
 * says whether an answer kept in process from those tables still stands (KeptAnswers). Not a row
 * of totals updated per event: a rebuild replays the whole log in one transaction, where n
 * updates of one row cost about n²/2 visits; once per transaction keeps a rebuild linear. A row
 * already written by this transaction is left as it is. Harmless when repeated.
 */
const markPlantsSql = (table, plants) => `INSERT INTO ${table} (plant_id) ${plants}
  ON CONFLICT (plant_id) DO UPDATE SET plant_id = EXCLUDED.plant_id WHERE ${table}.xmin <> pg_current_xact_id()::xid`;
exports.markPlantsSql = markPlantsSql;
/**
 * Marks the plant as changed in `table`, once per transaction, just before it commits, after the
 * other before-commit writes: every writer of the plant rewrites this one row, so its lock is held
 * for the COMMIT only.
 */
function markPlant(tx, table, plantId) {
    tx.beforeCommit((0, exports.markPlantsSql)(table, 'VALUES ($1::bigint)'), [plantId], { last: true });
}
/** SQL for the version of plant `$1`'s row in a marks table ('' before its first mark). */
const plantMarkVersion = (table) => `coalesce((SELECT xmin::text FROM ${table} WHERE plant_id = $1::bigint), '')`;
exports.plantMarkVersion = plantMarkVersion;
/** Plant marks tables are named `…_plant_marks`. */
const isPlantMarks = (table) => table.endsWith('_plant_marks');
exports.isPlantMarks = isPlantMarks;
/** Rewrites every row of a marks table: every kept answer stamped by it is read again. */
const touchPlantMarks = (table) => `UPDATE ${table} SET plant_id = plant_id`;
exports.touchPlantMarks = touchPlantMarks;
//# sourceMappingURL=plant-marks.js.map