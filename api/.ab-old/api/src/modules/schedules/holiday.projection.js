"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.holidayProjection = void 0;
const holiday_decider_1 = require("./holiday.decider");
const holiday_events_1 = require("./holiday.events");
const domain_error_1 = require("../../platform/domain/domain-error");
async function apply(event, tx) {
    if (event.type === 'PlantHolidayAdded') {
        const d = event.data;
        await tx.query(`INSERT INTO plant_holidays (id, plant_id, owner_id, date, reason, created_at) VALUES ($1, $2, $3, $4::date, $5, $6)
       ON CONFLICT (id) DO NOTHING`, [d.holiday_id, d.plant_id, d.owner_id, d.date, d.reason, event.recordedAt]);
    }
    else {
        await tx.query(`DELETE FROM plant_holidays WHERE id = $1`, [event.data.holiday_id]);
    }
}
exports.holidayProjection = {
    name: 'plant-holidays',
    tables: ['plant_holidays'],
    handles: holiday_events_1.HOLIDAY_EVENT_TYPES,
    apply,
    constraintErrors: { plant_holidays_one_per_day: () => domain_error_1.DomainError.field('date', holiday_decider_1.HOLIDAY_TAKEN) },
};
//# sourceMappingURL=holiday.projection.js.map