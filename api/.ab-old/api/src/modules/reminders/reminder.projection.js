"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reminderProjection = void 0;
const reminder_events_1 = require("./reminder.events");
/**
 * reminder_templates (one row per plant and language it set one for; an event without a language
 * is the English one) and reminder_sends (per customer: the latest
 * reminder and how many); each row's stream version keeps a second copy of an event from moving it.
 */
async function apply(event, tx) {
    const version = event.streamVersion;
    const at = event.recordedAt;
    if (event.type === 'ReminderTemplateSet') {
        const d = event.data;
        await tx.query(`INSERT INTO reminder_templates AS t (plant_id, language, owner_id, template, stream_version, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (plant_id, language) DO UPDATE SET template = EXCLUDED.template, stream_version = EXCLUDED.stream_version, updated_at = EXCLUDED.updated_at
       WHERE t.stream_version < EXCLUDED.stream_version`, [d.plant_id, d.language ?? 'en', d.owner_id, d.template, version, at]);
        return;
    }
    const d = event.data;
    await tx.query(`INSERT INTO reminder_sends AS s (customer_id, plant_id, owner_id, last_sent_at, last_amount, sends, stream_version)
     VALUES ($1, $2, $3, $4, $5, 1, $6)
     ON CONFLICT (customer_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at, last_amount = EXCLUDED.last_amount,
            sends = s.sends + 1, stream_version = EXCLUDED.stream_version
     WHERE s.stream_version < EXCLUDED.stream_version`, [d.customer_id, d.plant_id, d.owner_id, at, d.amount, version]);
}
exports.reminderProjection = {
    name: 'reminders',
    tables: ['reminder_templates', 'reminder_sends'],
    handles: reminder_events_1.REMINDER_EVENT_TYPES,
    apply,
};
//# sourceMappingURL=reminder.projection.js.map