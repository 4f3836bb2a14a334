"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.onboardingProjection = void 0;
const onboarding_events_1 = require("./onboarding.events");
async function apply(event, tx) {
    const at = event.recordedAt;
    const owner = event.data.owner_id;
    await tx.query(`INSERT INTO onboarding_progress (owner_id, updated_at) VALUES ($1, $2) ON CONFLICT (owner_id) DO NOTHING`, [owner, at]);
    switch (event.type) {
        case 'OnboardingProgressSaved':
            // Each step keeps its own draft: saving one step never loses another's.
            await tx.query(`UPDATE onboarding_progress SET current_step = $2, data = data || jsonb_build_object($2::text, $3::jsonb), updated_at = $4 WHERE owner_id = $1`, [owner, event.data.step, JSON.stringify(event.data.data), at]);
            return;
        case 'OnboardingStepCompleted':
            await tx.query(`UPDATE onboarding_progress
            SET completed_steps = CASE WHEN completed_steps ? $2 THEN completed_steps ELSE completed_steps || jsonb_build_array($2::text) END,
                updated_at = $3
          WHERE owner_id = $1`, [owner, event.data.step, at]);
            return;
        case 'OnboardingPlantLinked':
            await tx.query(`UPDATE onboarding_progress SET plant_id = $2, updated_at = $3 WHERE owner_id = $1`, [owner, event.data.plant_id, at]);
            return;
        case 'OnboardingReset':
            await tx.query(`UPDATE onboarding_progress
            SET current_step = 'plant', data = '{}'::jsonb, completed_steps = '[]'::jsonb, plant_id = NULL, is_completed = false, completed_at = NULL, updated_at = $2
          WHERE owner_id = $1`, [owner, at]);
            return;
        case 'OnboardingCompleted':
            await tx.query(`UPDATE onboarding_progress SET is_completed = true, completed_at = $2, current_step = 'complete', updated_at = $2 WHERE owner_id = $1`, [owner, at]);
            return;
    }
}
exports.onboardingProjection = {
    name: 'onboarding_progress',
    tables: ['onboarding_progress'],
    handles: onboarding_events_1.ONBOARDING_EVENT_TYPES,
    apply,
};
//# sourceMappingURL=onboarding.projection.js.map