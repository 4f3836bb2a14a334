"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StaffPlantMarks1763700000791 = void 0;
/**
 * area_plant_marks and employee_plant_marks: one row per plant, rewritten once per transaction that
 * changes the plant's areas or area assignments, or its employees (plant-marks.ts). The stamps of
 * the answers kept in process (the customer list, the area list, the dashboard, the reports) read
 * these two rows instead of the version of every area, assignment and employee of the plant. The
 * rows are what a rebuild makes: every plant named by an event the projection handles (areas and
 * employees are deleted, so the read models do not know them all).
 */
const plantsOf = (events) => `SELECT DISTINCT (data->>'plant_id')::bigint FROM events WHERE (${events}) AND data ? 'plant_id'`;
class StaffPlantMarks1763700000791 {
    async up(db) {
        await db.query(`CREATE TABLE area_plant_marks (plant_id bigint PRIMARY KEY)`);
        await db.query(`INSERT INTO area_plant_marks (plant_id) ${plantsOf(`stream_type = 'area' OR event_type = 'EmployeeRemoved'`)}`);
        await db.query(`CREATE TABLE employee_plant_marks (plant_id bigint PRIMARY KEY)`);
        await db.query(`INSERT INTO employee_plant_marks (plant_id) ${plantsOf(`stream_type = 'employee'`)}`);
    }
    async down(db) {
        await db.query(`DROP TABLE employee_plant_marks`);
        await db.query(`DROP TABLE area_plant_marks`);
    }
}
exports.StaffPlantMarks1763700000791 = StaffPlantMarks1763700000791;
//# sourceMappingURL=1763700000791-staff-plant-marks.js.map