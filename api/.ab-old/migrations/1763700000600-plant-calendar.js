"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlantCalendar1763700000600 = void 0;
/**
 * A plant's calendar settings (issue 15): the IANA time zone its days are counted in, and the
 * lock period after which entries can only be reversed with a reason. Existing plants get the
 * defaults, which is what their events mean (no PlantCalendarSet yet).
 */
class PlantCalendar1763700000600 {
    async up(db) {
        await db.query(`
      ALTER TABLE plants
        ADD COLUMN time_zone        text    NOT NULL DEFAULT 'Asia/Karachi',
        ADD COLUMN lock_period_days integer NOT NULL DEFAULT 35 CHECK (lock_period_days BETWEEN 0 AND 3650)`);
    }
    async down(db) {
        await db.query(`ALTER TABLE plants DROP COLUMN time_zone, DROP COLUMN lock_period_days`);
    }
}
exports.PlantCalendar1763700000600 = PlantCalendar1763700000600;
//# sourceMappingURL=1763700000600-plant-calendar.js.map