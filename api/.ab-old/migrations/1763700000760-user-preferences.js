"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.UserPreferences1763700000760 = void 0;
/**
 * Each user's language and digits (issue 17): the owner app's language ('en' or 'ur') and whether
 * numbers are written with Western ('latn') or Eastern Arabic ('arabext') digits, kept per user so
 * a rider's phone and the owner's laptop each open in the language chosen. Set by the
 * `UserPreferencesChanged` event; every existing account reads English with Western digits.
 */
class UserPreferences1763700000760 {
    async up(db) {
        await db.query(`
      ALTER TABLE users
        ADD COLUMN language text NOT NULL DEFAULT 'en' CONSTRAINT users_language_known CHECK (language IN ('en', 'ur')),
        ADD COLUMN digits   text NOT NULL DEFAULT 'latn' CONSTRAINT users_digits_known CHECK (digits IN ('latn', 'arabext'))`);
    }
    async down(db) {
        await db.query(`ALTER TABLE users DROP COLUMN digits, DROP COLUMN language`);
    }
}
exports.UserPreferences1763700000760 = UserPreferences1763700000760;
//# sourceMappingURL=1763700000760-user-preferences.js.map