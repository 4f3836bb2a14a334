"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ReminderTemplateLanguage1763700000751 = void 0;
/**
 * A plant's reminder template per language (issue 17): a customer gets the reminder in their own
 * language. The plant's template so far is its English one.
 */
class ReminderTemplateLanguage1763700000751 {
    async up(db) {
        await db.query(`ALTER TABLE reminder_templates ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'))`);
        await db.query(`ALTER TABLE reminder_templates DROP CONSTRAINT reminder_templates_pkey`);
        await db.query(`ALTER TABLE reminder_templates ADD PRIMARY KEY (plant_id, language)`);
    }
    async down(db) {
        await db.query(`DELETE FROM reminder_templates WHERE language <> 'en'`);
        await db.query(`ALTER TABLE reminder_templates DROP CONSTRAINT reminder_templates_pkey`);
        await db.query(`ALTER TABLE reminder_templates ADD PRIMARY KEY (plant_id)`);
        await db.query(`ALTER TABLE reminder_templates DROP COLUMN language`);
    }
}
exports.ReminderTemplateLanguage1763700000751 = ReminderTemplateLanguage1763700000751;
//# sourceMappingURL=1763700000751-reminder-template-language.js.map