"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RiderDays1763700000631 = void 0;
/**
 * A rider's day close (issue 15): what the rider handed over at night (cash, empty cans) and took
 * out in the morning (full cans), one row per rider and day with the latest close, and every
 * close of the day (a second one is a correction) in `history`. The expected figures are not kept
 * here: they are read from daily_delivery_totals when asked, so a later entry moves them.
 */
class RiderDays1763700000631 {
    async up(db) {
        await db.query(`
      CREATE TABLE rider_day_closes (
        employee_id            bigint NOT NULL,
        date                   date NOT NULL,
        plant_id               bigint NOT NULL,
        owner_id               bigint NOT NULL,
        cash_handed_over       numeric(14,2) NOT NULL,
        cans_returned_to_plant integer NOT NULL,
        full_cans_taken        integer NOT NULL,
        closes                 integer NOT NULL,
        history                jsonb NOT NULL,
        closed_at              timestamptz NOT NULL,
        PRIMARY KEY (employee_id, date)
      )`);
        await db.query(`CREATE INDEX rider_day_closes_by_plant ON rider_day_closes (plant_id, date)`);
    }
    async down(db) {
        await db.query(`DROP TABLE rider_day_closes`);
    }
}
exports.RiderDays1763700000631 = RiderDays1763700000631;
//# sourceMappingURL=1763700000631-rider-days.js.map