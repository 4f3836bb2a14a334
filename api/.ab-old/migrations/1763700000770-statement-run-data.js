"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StatementRunData1763700000770 = void 0;
/**
 * The statement a run's PDF was made from, as JSON beside it: a run's merged PDF (GET
 * …/runs/{id}/pdf) lays the run's statements out again into one document, and must show what the
 * run stored, not the ledger as it is by then. Null for runs made before this column.
 */
class StatementRunData1763700000770 {
    async up(db) {
        await db.query(`ALTER TABLE statement_run_files ADD COLUMN statement jsonb`);
    }
    async down(db) {
        await db.query(`ALTER TABLE statement_run_files DROP COLUMN statement`);
    }
}
exports.StatementRunData1763700000770 = StatementRunData1763700000770;
//# sourceMappingURL=1763700000770-statement-run-data.js.map