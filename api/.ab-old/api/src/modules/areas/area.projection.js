"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.areaProjection = exports.AREA_NAME_TAKEN = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
const plant_marks_1 = require("../../platform/event-store/plant-marks");
const projection_rows_1 = require("../../platform/event-store/projection-rows");
const area_events_1 = require("./area.events");
exports.AREA_NAME_TAKEN = 'Area name already exists in this plant.';
const AREA_MARKS = 'area_plant_marks';
async function apply(event, tx) {
    const at = event.recordedAt;
    // The plant's area list, customer list, dashboard and reports kept in process check this mark.
    (0, plant_marks_1.markPlant)(tx, AREA_MARKS, event.data.plant_id);
    switch (event.type) {
        case 'AreaCreated': {
            const d = event.data;
            await tx.query(`INSERT INTO areas (id, plant_id, owner_id, name, description, is_active, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, true, $6, $6)
         ON CONFLICT (id) DO NOTHING`, [d.area_id, d.plant_id, d.owner_id, d.name, d.description, at]);
            return;
        }
        case 'AreaChanged':
            await tx.query(`UPDATE areas SET name = $2, description = $3, updated_at = $4 WHERE id = $1`, [
                event.data.area_id,
                event.data.name,
                event.data.description,
                at,
            ]);
            return;
        case 'AreaActivated':
        case 'AreaDeactivated':
            await (0, projection_rows_1.setActiveFlag)(tx, 'areas', event.data.area_id, event.type === 'AreaActivated', at);
            return;
        case 'AreaDeleted':
            await tx.query(`DELETE FROM area_employees WHERE area_id = $1`, [event.data.area_id]);
            await tx.query(`DELETE FROM areas WHERE id = $1`, [event.data.area_id]);
            return;
        case 'EmployeeAssignedToArea': {
            const d = event.data;
            await tx.query(`INSERT INTO area_employees (area_id, employee_id, plant_id, owner_id, assigned_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`, [d.area_id, d.employee_id, d.plant_id, d.owner_id, at]);
            return;
        }
        case 'EmployeeRemoved':
            // A removed employee serves no area any more.
            await tx.query(`DELETE FROM area_employees WHERE employee_id = $1`, [event.data.employee_id]);
            return;
    }
}
exports.areaProjection = {
    name: 'areas',
    tables: ['areas', 'area_employees', AREA_MARKS],
    handles: [...area_events_1.AREA_EVENT_TYPES, 'EmployeeRemoved'],
    apply,
    constraintErrors: { areas_name_unique_per_plant: () => domain_error_1.DomainError.field('name', exports.AREA_NAME_TAKEN) },
};
//# sourceMappingURL=area.projection.js.map