"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AWAITING_ACTIVATION = void 0;
exports.toPlantView = toPlantView;
exports.toLocationView = toLocationView;
exports.AWAITING_ACTIVATION = 'Awaiting Activation';
const iso = (value) => (value ? new Date(value).toISOString() : null);
/** A plant as the owner's screens read it. */
function toPlantView(row, plan) {
    return {
        id: Number(row.id),
        filter_owner_id: Number(row.owner_id),
        name: row.name,
        code: row.code,
        address: row.address,
        phone: row.phone,
        phone_secondary: row.phone_secondary,
        secondary_phone: row.phone_secondary,
        default_can_rate: Number(row.default_can_rate),
        time_zone: row.time_zone,
        lock_period_days: Number(row.lock_period_days),
        payment_details: row.payment_details ?? null,
        latitude: row.latitude,
        longitude: row.longitude,
        location_verified: row.location_verified,
        location_updated_at: iso(row.location_updated_at),
        is_active: row.is_active,
        is_default: row.is_default,
        status: row.is_active ? 'Active' : exports.AWAITING_ACTIVATION,
        subscription_plan: { name: plan.name, monthly_fee: plan.price_per_month },
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
    };
}
/** A plant's location as the location card reads it: `location {lat, lng}`, `location_verified`, `last_updated`. */
function toLocationView(row) {
    return {
        location: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
        location_verified: row.location_verified,
        last_updated: iso(row.location_updated_at),
        address: row.location_address ?? row.address,
    };
}
//# sourceMappingURL=plant.view.js.map