"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.settingsProjection = void 0;
const settings_events_1 = require("./settings.events");
async function apply(event, tx) {
    await tx.query(`INSERT INTO system_settings (key, value, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (key) DO UPDATE SET value = $2::jsonb, updated_at = $3`, [event.data.key, JSON.stringify(event.data.value), event.recordedAt]);
}
exports.settingsProjection = {
    name: 'system_settings',
    tables: ['system_settings'],
    handles: settings_events_1.SETTINGS_EVENT_TYPES,
    apply,
};
//# sourceMappingURL=settings.projection.js.map