"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadPlantCalendar = loadPlantCalendar;
exports.firstOpenDay = firstOpenDay;
const domain_error_1 = require("../../platform/domain/domain-error");
const plant_day_1 = require("../../platform/domain/plant-day");
const plant_decider_1 = require("./plant.decider");
/**
 * The calendar of one plant, from the `plants` read model (one statement by key). Takes any
 * query function (`Sql#rows`, a DataSource's or a transaction's `query`), so a command can read
 * it in its own transaction. 404 for a plant that does not exist; the caller checks ownership.
 */
async function loadPlantCalendar(query, plantId) {
    const [row] = await query(`SELECT time_zone, lock_period_days FROM plants WHERE id = $1`, [plantId]);
    if (!row)
        throw domain_error_1.DomainError.notFound(plant_decider_1.PLANT_NOT_FOUND);
    return { timeZone: row.time_zone, lockPeriodDays: Number(row.lock_period_days) };
}
/**
 * The first day still open for new entries and expenses: days before it are locked (only
 * reversals, dated today, may touch them). A lock period of 35 days leaves today and the 35 days before open.
 */
function firstOpenDay(today, lockPeriodDays) {
    return (0, plant_day_1.shiftDay)(today, -lockPeriodDays);
}
//# sourceMappingURL=plant-calendar.js.map