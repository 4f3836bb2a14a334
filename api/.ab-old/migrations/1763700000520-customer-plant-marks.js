"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CustomerPlantMarks1763700000520 = void 0;
/**
 * customer_plant_marks: one row per plant that has had customers, which the customer projection
 * rewrites at most once per transaction that changes the plant's customers, so its row version
 * (xmin) says whether a kept customer list of the plant still stands (customer.queries.ts). Not a
 * row of per-plant totals updated per event: a rebuild replays the whole log in one transaction,
 * where n updates of one row cost about n²/2 visits (40,000 took 9 s); once per transaction keeps
 * a rebuild linear. The rows are what a rebuild makes (every plant with a customer event), so the
 * backfill reads them from the log.
 */
class CustomerPlantMarks1763700000520 {
    async up(db) {
        await db.query(`CREATE TABLE customer_plant_marks (plant_id bigint PRIMARY KEY)`);
        await db.query(`
      INSERT INTO customer_plant_marks (plant_id)
      SELECT DISTINCT (data->>'plant_id')::bigint FROM events WHERE stream_type = 'customer' AND data ? 'plant_id'`);
    }
    async down(db) {
        await db.query(`DROP TABLE customer_plant_marks`);
    }
}
exports.CustomerPlantMarks1763700000520 = CustomerPlantMarks1763700000520;
//# sourceMappingURL=1763700000520-customer-plant-marks.js.map