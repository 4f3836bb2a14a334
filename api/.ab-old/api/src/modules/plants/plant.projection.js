"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.plantProjection = void 0;
const plant_events_1 = require("./plant.events");
async function apply(event, tx) {
    const at = event.recordedAt;
    switch (event.type) {
        case 'PlantRegistered': {
            const d = event.data;
            await tx.query(
            // The registration's event id seeds the offset of the public point (see plant_public_point).
            `INSERT INTO plants (id, owner_id, name, code, address, phone, phone_secondary, default_can_rate, public_point_seed, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
         ON CONFLICT (id) DO NOTHING`, [d.plant_id, d.owner_id, d.name, d.code, d.address, d.phone, d.phone_secondary, d.default_can_rate, event.eventId, at]);
            return;
        }
        case 'PlantDetailsChanged': {
            const d = event.data;
            await tx.query(`UPDATE plants SET name = $2, address = $3, phone = $4, phone_secondary = $5, default_can_rate = $6, updated_at = $7 WHERE id = $1`, [d.plant_id, d.name, d.address, d.phone, d.phone_secondary, d.default_can_rate, at]);
            return;
        }
        case 'PlantCalendarSet': {
            const d = event.data;
            await tx.query(`UPDATE plants SET time_zone = $2, lock_period_days = $3, updated_at = $4 WHERE id = $1`, [
                d.plant_id,
                d.time_zone,
                d.lock_period_days,
                at,
            ]);
            return;
        }
        case 'PlantPaymentDetailsSet': {
            const d = event.data;
            await tx.query(`UPDATE plants SET payment_details = $2, updated_at = $3 WHERE id = $1`, [d.plant_id, d.payment_details, at]);
            return;
        }
        case 'PlantLocationSet': {
            const d = event.data;
            await tx.query(`UPDATE plants SET latitude = $2, longitude = $3, location_address = $4, location_verified = true, location_updated_at = $5, updated_at = $5,
                (public_latitude, public_longitude) = (SELECT pp.public_latitude, pp.public_longitude
                                                         FROM plant_public_point(public_point_seed, $2, $3) pp)
          WHERE id = $1`, [d.plant_id, d.latitude, d.longitude, d.address, at]);
            return;
        }
        case 'PlantLocationRemoved':
            await tx.query(`UPDATE plants SET latitude = NULL, longitude = NULL, location_address = NULL, location_verified = false, location_updated_at = NULL, updated_at = $2,
                public_latitude = NULL, public_longitude = NULL
          WHERE id = $1`, [event.data.plant_id, at]);
            return;
        case 'PlantActivated':
            await tx.query(`UPDATE plants SET is_active = true, activated_at = $2, updated_at = $2 WHERE id = $1`, [event.data.plant_id, at]);
            return;
        case 'PlantDeactivated':
            await tx.query(`UPDATE plants SET is_active = false, updated_at = $2 WHERE id = $1`, [event.data.plant_id, at]);
            return;
        case 'DefaultPlantChanged':
            // Clear first: the partial unique index allows one default per owner at every moment.
            await tx.query(`UPDATE plants SET is_default = false, updated_at = $2 WHERE owner_id = $1 AND is_default AND id IS DISTINCT FROM $3`, [event.data.owner_id, at, event.data.plant_id]);
            if (event.data.plant_id !== null) {
                await tx.query(`UPDATE plants SET is_default = true, updated_at = $2 WHERE id = $1 AND NOT is_default`, [event.data.plant_id, at]);
            }
            return;
    }
}
exports.plantProjection = {
    name: 'plants',
    tables: ['plants'],
    handles: plant_events_1.PLANT_EVENT_TYPES,
    apply,
};
//# sourceMappingURL=plant.projection.js.map