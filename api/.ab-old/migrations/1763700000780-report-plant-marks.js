"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ReportPlantMarks1763700000780 = void 0;
/**
 * expense_plant_marks and rider_day_plant_marks: one row per plant, rewritten once per transaction
 * that changes the plant's expenses or rider day closes (plant-marks.ts), so a report kept in
 * process can check that neither changed (report.queries.ts); ledger movements already mark
 * customer_plant_marks. The rows are what a rebuild makes: every plant with an expense or a close,
 * and those rows are never deleted, so the backfill reads them from the read models.
 */
class ReportPlantMarks1763700000780 {
    async up(db) {
        await db.query(`CREATE TABLE expense_plant_marks (plant_id bigint PRIMARY KEY)`);
        await db.query(`INSERT INTO expense_plant_marks (plant_id) SELECT DISTINCT plant_id FROM expenses`);
        await db.query(`CREATE TABLE rider_day_plant_marks (plant_id bigint PRIMARY KEY)`);
        await db.query(`INSERT INTO rider_day_plant_marks (plant_id) SELECT DISTINCT plant_id FROM rider_day_closes`);
    }
    async down(db) {
        await db.query(`DROP TABLE rider_day_plant_marks`);
        await db.query(`DROP TABLE expense_plant_marks`);
    }
}
exports.ReportPlantMarks1763700000780 = ReportPlantMarks1763700000780;
//# sourceMappingURL=1763700000780-report-plant-marks.js.map