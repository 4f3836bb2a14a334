import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { isOn } from '../settings/settings.queries';
import { ONBOARDING_ENABLED_KEY } from '../settings/settings.events';
import { ONBOARDING_STEPS, OnboardingStep } from './onboarding.events';

/** First login (docs/product.md, "Constants"): not yet marked completed, or the account is under an hour old and has no plants. */
const FIRST_LOGIN_WINDOW_MS = 60 * 60 * 1000;
const ONBOARDING_URL = '/filter-owner/onboarding';

const WORK_STEPS = ['plant', 'areas', 'employees', 'assignments'] as const;
const MISSING_LABELS = {
  plant: 'Create Filter Plant',
  areas: 'Add Areas',
  employees: 'Add Employees',
  assignments: 'Assign Employees to Areas',
};

/** The super admin's switch: a missing row means enabled. */
async function onboardingEnabled(sql: Sql): Promise<boolean> {
  const row = await sql.one<{ value: unknown }>(`SELECT value FROM system_settings WHERE key = $1`, [ONBOARDING_ENABLED_KEY]);
  return row ? isOn(row.value) : true;
}

export class OnboardingEnabledQuery {}

@QueryHandler(OnboardingEnabledQuery)
export class OnboardingEnabledHandler implements IQueryHandler<OnboardingEnabledQuery, boolean> {
  constructor(private readonly sql: Sql) {}

  execute(): Promise<boolean> {
    return onboardingEnabled(this.sql);
  }
}

interface ProgressRow {
  current_step: OnboardingStep;
  data: Record<string, unknown>;
  completed_steps: OnboardingStep[];
  plant_id: string | null;
  is_completed: boolean;
  completed_at: Date | null;
  updated_at: Date;
}

interface PlantProgressRow {
  id: string;
  name: string;
  code: string;
  is_active: boolean;
  is_default: boolean;
  has_areas: boolean;
  has_employees: boolean;
  employees_assigned: boolean;
}

async function loadProgress(sql: Sql, ownerId: number): Promise<ProgressRow | null> {
  const row = await sql.one<ProgressRow>(`SELECT * FROM onboarding_progress WHERE owner_id = $1`, [ownerId]);
  return row ?? null;
}

export class OnboardingStatusQuery {
  constructor(readonly ownerId: number) {}
}

/** Section 3's status model, computed from the plants, areas, employees and assignments recorded. */
@QueryHandler(OnboardingStatusQuery)
export class OnboardingStatusHandler implements IQueryHandler<OnboardingStatusQuery> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId }: OnboardingStatusQuery) {
    const [plants, progress, [user], enabled] = await Promise.all([
      this.sql.rows<PlantProgressRow>(
        `SELECT p.id, p.name, p.code, p.is_active, p.is_default,
                EXISTS (SELECT 1 FROM areas a WHERE a.plant_id = p.id) AS has_areas,
                EXISTS (SELECT 1 FROM employees e WHERE e.plant_id = p.id) AS has_employees,
                EXISTS (SELECT 1 FROM area_employees ae WHERE ae.plant_id = p.id) AS employees_assigned
           FROM plants p WHERE p.owner_id = $1 ORDER BY p.is_default DESC, p.id`,
        [ownerId],
      ),
      loadProgress(this.sql, ownerId),
      this.sql.rows<{ created_at: Date; first_login_completed: boolean }>(
        `SELECT created_at, first_login_completed FROM users WHERE id = $1`,
        [ownerId],
      ),
      onboardingEnabled(this.sql),
    ]);

    const doneCount = (p: PlantProgressRow) => [p.has_areas, p.has_employees, p.employees_assigned].filter(Boolean).length;
    // The plant furthest along decides: one fully set-up plant means nothing is missing.
    const best = plants.reduce<PlantProgressRow | null>((top, p) => (!top || doneCount(p) > doneCount(top) ? p : top), null);
    const marked = new Set(progress?.completed_steps ?? []);
    const steps = {
      plant_created: plants.length > 0,
      areas_added: Boolean(best?.has_areas) || (plants.length > 0 && marked.has('areas')),
      employees_added: Boolean(best?.has_employees) || (plants.length > 0 && marked.has('employees')),
      assignments_made: Boolean(best?.employees_assigned) || (plants.length > 0 && marked.has('assignments')),
    };
    const flags = {
      plant: steps.plant_created,
      areas: steps.areas_added,
      employees: steps.employees_added,
      assignments: steps.assignments_made,
    };
    const missing = WORK_STEPS.filter((step) => !flags[step]);
    const isComplete = Boolean(progress?.is_completed) || missing.length === 0;
    const nextStep: OnboardingStep = isComplete ? 'complete' : missing[0];
    const createdAt = user ? new Date(user.created_at).getTime() : 0;
    const isFirstLogin =
      Boolean(user) && (!user.first_login_completed || (Date.now() - createdAt < FIRST_LOGIN_WINDOW_MS && plants.length === 0));
    const shouldRedirect = enabled && !isComplete;

    return {
      is_complete: isComplete,
      next_step: nextStep,
      next_step_index: ONBOARDING_STEPS.indexOf(nextStep),
      progress_percentage: isComplete ? 100 : Math.round(((WORK_STEPS.length - missing.length) / WORK_STEPS.length) * 100),
      has_plants: plants.length > 0,
      steps,
      // Section 4: with no plant only the plant is named; otherwise what the furthest plant lacks.
      missing_steps: isComplete ? [] : plants.length === 0 ? [MISSING_LABELS.plant] : missing.map((step) => MISSING_LABELS[step]),
      plants: plants.map((p) => ({
        id: Number(p.id),
        name: p.name,
        code: p.code,
        is_active: p.is_active,
        is_default: p.is_default,
        has_areas: p.has_areas,
        has_employees: p.has_employees,
        employees_assigned: p.employees_assigned,
        progress_data: { plantId: Number(p.id) },
      })),
      // The plant the wizard works on: the one it created, else the furthest along.
      progress_data: { plantId: progress?.plant_id ? Number(progress.plant_id) : best ? Number(best.id) : null },
      is_first_login: isFirstLogin,
      onboarding_enabled: enabled,
      should_redirect: shouldRedirect,
      redirect_url: shouldRedirect ? ONBOARDING_URL : null,
      completed_at: progress?.completed_at ? new Date(progress.completed_at).toISOString() : null,
    };
  }
}
export type OnboardingStatus = Awaited<ReturnType<OnboardingStatusHandler['execute']>>;

export class OnboardingProgressQuery {
  constructor(readonly ownerId: number) {}
}

/** The saved wizard drafts, and the plant the wizard works on (its own, else the default, else the first). */
@QueryHandler(OnboardingProgressQuery)
export class OnboardingProgressHandler implements IQueryHandler<OnboardingProgressQuery> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId }: OnboardingProgressQuery) {
    const progress = await loadProgress(this.sql, ownerId);
    const plant = await this.sql.one<{ id: string }>(
      `SELECT id FROM plants WHERE owner_id = $1 ORDER BY (id = $2) DESC, is_default DESC, id LIMIT 1`,
      [ownerId, progress?.plant_id ?? null],
    );
    const step = progress?.current_step ?? 'plant';
    return {
      current_step: step,
      step_index: ONBOARDING_STEPS.indexOf(step),
      data: progress?.data ?? {},
      completed_steps: progress?.completed_steps ?? [],
      plant_id: plant ? Number(plant.id) : null,
      is_completed: progress?.is_completed ?? false,
      updated_at: progress ? new Date(progress.updated_at).toISOString() : null,
    };
  }
}

/** How many areas and employees a plant has: the assignment step needs both. */
export class PlantStaffingQuery {
  constructor(readonly plantId: number) {}
}

@QueryHandler(PlantStaffingQuery)
export class PlantStaffingHandler implements IQueryHandler<PlantStaffingQuery, { areas: number; employees: number }> {
  constructor(private readonly sql: Sql) {}

  async execute({ plantId }: PlantStaffingQuery): Promise<{ areas: number; employees: number }> {
    return (await this.sql.one<{ areas: number; employees: number }>(
      `SELECT (SELECT count(*)::int FROM areas WHERE plant_id = $1) AS areas, (SELECT count(*)::int FROM employees WHERE plant_id = $1) AS employees`,
      [plantId],
    ))!;
  }
}

export const ONBOARDING_QUERY_HANDLERS = [
  OnboardingEnabledHandler,
  OnboardingStatusHandler,
  OnboardingProgressHandler,
  PlantStaffingHandler,
];
