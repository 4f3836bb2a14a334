import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { OnboardingEvent, ONBOARDING_EVENT_TYPES } from './onboarding.events';

async function apply(event: StoredOf<OnboardingEvent>, tx: ProjectionTransaction): Promise<void> {
  const at = event.recordedAt;
  const owner = event.data.owner_id;
  await tx.query(`INSERT INTO onboarding_progress (owner_id, updated_at) VALUES ($1, $2) ON CONFLICT (owner_id) DO NOTHING`, [owner, at]);
  switch (event.type) {
    case 'OnboardingProgressSaved':
      // Each step keeps its own draft: saving one step never loses another's.
      await tx.query(
        `UPDATE onboarding_progress SET current_step = $2, data = data || jsonb_build_object($2::text, $3::jsonb), updated_at = $4 WHERE owner_id = $1`,
        [owner, event.data.step, JSON.stringify(event.data.data), at],
      );
      return;
    case 'OnboardingStepCompleted':
      await tx.query(
        `UPDATE onboarding_progress
            SET completed_steps = CASE WHEN completed_steps ? $2 THEN completed_steps ELSE completed_steps || jsonb_build_array($2::text) END,
                updated_at = $3
          WHERE owner_id = $1`,
        [owner, event.data.step, at],
      );
      return;
    case 'OnboardingPlantLinked':
      await tx.query(`UPDATE onboarding_progress SET plant_id = $2, updated_at = $3 WHERE owner_id = $1`, [owner, event.data.plant_id, at]);
      return;
    case 'OnboardingReset':
      await tx.query(
        `UPDATE onboarding_progress
            SET current_step = 'plant', data = '{}'::jsonb, completed_steps = '[]'::jsonb, plant_id = NULL, is_completed = false, completed_at = NULL, updated_at = $2
          WHERE owner_id = $1`,
        [owner, at],
      );
      return;
    case 'OnboardingCompleted':
      await tx.query(
        `UPDATE onboarding_progress SET is_completed = true, completed_at = $2, current_step = 'complete', updated_at = $2 WHERE owner_id = $1`,
        [owner, at],
      );
      return;
  }
}

export const onboardingProjection: InlineProjection<OnboardingEvent> = {
  name: 'onboarding_progress',
  tables: ['onboarding_progress'],
  handles: ONBOARDING_EVENT_TYPES,
  apply,
};
