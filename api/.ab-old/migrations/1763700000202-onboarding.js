"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Onboarding1763700000202 = void 0;
/** An owner's saved onboarding wizard progress, so it survives signing out. */
class Onboarding1763700000202 {
    async up(db) {
        await db.query(`
      CREATE TABLE onboarding_progress (
        owner_id        bigint PRIMARY KEY,
        current_step    text NOT NULL DEFAULT 'plant',
        data            jsonb NOT NULL DEFAULT '{}'::jsonb,
        completed_steps jsonb NOT NULL DEFAULT '[]'::jsonb,
        plant_id        bigint,
        is_completed    boolean NOT NULL DEFAULT false,
        completed_at    timestamptz,
        updated_at      timestamptz NOT NULL
      )`);
    }
    async down(db) {
        await db.query(`DROP TABLE onboarding_progress`);
    }
}
exports.Onboarding1763700000202 = Onboarding1763700000202;
//# sourceMappingURL=1763700000202-onboarding.js.map