import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OnboardingStatus } from '@paani/contracts';
import { areasQueryOptions } from '../../api/areas/get-areas';
import { ApiError } from '../../api/client';
import { employeesQueryOptions } from '../../api/employees/get-employees';
import { onboardingKeys } from '../../api/onboarding/keys';
import { getOnboardingProgress } from '../../api/onboarding/get-onboarding-progress';
import { getOnboardingStatus } from '../../api/onboarding/get-onboarding-status';
import { plantQueryOptions } from '../../api/plants/get-plant';
import { STORAGE, readJson } from '../../lib/storage';
import { EMPTY_AREA, EMPTY_EMPLOYEE, EMPTY_FORM, STEP_NAMES, type WizardForm } from './types';

// Spec section 9: the wizard's initialisation gives up after 5 seconds.
const INIT_TIMEOUT_MS = 5000;

export interface LoadedWizard {
  step: number;
  completed: boolean[];
  plantId: number | null;
  form: WizardForm;
  assignmentsMade: boolean;
}

/** Where a wizard starts when nothing could be loaded. */
export const FRESH_WIZARD: LoadedWizard = {
  step: 0,
  completed: [false, false, false, false, false],
  plantId: null,
  form: EMPTY_FORM,
  assignmentsMade: false,
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

/** A saved draft: the wizard's whole form, possibly kept by the server under the step's name. */
export function draftFrom(data: unknown, preferredKey?: string): Partial<WizardForm> | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const plant = record.plant as { name?: unknown } | undefined;
  if ((plant && typeof plant === 'object' && 'name' in plant) || Array.isArray(record.areas) || Array.isArray(record.employees)) {
    return record as Partial<WizardForm>;
  }
  const keys = Object.keys(record).sort((a, b) => Number(b === preferredKey) - Number(a === preferredKey));
  for (const key of keys) {
    const nested = draftFrom(record[key]);
    if (nested) return nested;
  }
  return null;
}

function completedFlags(status: OnboardingStatus): boolean[] {
  const steps = status.steps ?? {};
  return [!!steps.plant_created, !!steps.areas_added, !!steps.employees_added, !!steps.assignments_made, status.is_complete];
}

/** Where the owner left off: server status first, then the server's draft, then the local one; prefilled from the server's records. */
export async function loadWizard(queryClient: QueryClient): Promise<LoadedWizard> {
  const status = await withTimeout(getOnboardingStatus(), INIT_TIMEOUT_MS);
  const progress = await getOnboardingProgress().catch(() => null);
  const plantId = progress?.plant_id ?? status.plants?.[0]?.id ?? null;
  const draft = draftFrom(progress?.data, progress?.current_step) ?? draftFrom(readJson(STORAGE.onboardingProgress)) ?? {};
  const form: WizardForm = {
    plant: { ...EMPTY_FORM.plant, ...(draft.plant ?? {}) },
    areas: draft.areas?.length ? draft.areas : [{ ...EMPTY_AREA }],
    employees: draft.employees?.length ? draft.employees : [{ ...EMPTY_EMPLOYEE }],
  };
  if (plantId) {
    // Through the cache, so the plant's employee list is the 5-minute one the rest of the app shares.
    const [plant, areas, employees] = await Promise.all([
      queryClient.fetchQuery(plantQueryOptions(plantId)).catch(() => null),
      queryClient.fetchQuery(areasQueryOptions(plantId)).catch(() => []),
      queryClient.fetchQuery(employeesQueryOptions(plantId)).catch(() => []),
    ]);
    if (plant) {
      form.plant = {
        name: plant.name,
        address: plant.address,
        phone: plant.phone ?? '',
        secondary_phone: plant.phone_secondary ?? '',
        default_can_rate: Number(plant.default_can_rate),
        latitude: plant.latitude === null ? '' : String(plant.latitude),
        longitude: plant.longitude === null ? '' : String(plant.longitude),
      };
    }
    if (areas.length) form.areas = areas.map((area) => ({ id: area.id, name: area.name, description: area.description ?? '' }));
    if (employees.length) {
      form.employees = employees.map((employee) => ({
        id: employee.id,
        name: employee.name,
        phone: employee.phone,
        address: employee.address ?? '',
        type: employee.type,
        commission_rate: employee.commission_rate ?? 15,
        monthly_salary: employee.monthly_salary ?? 30000,
      }));
    }
  }
  const completed = completedFlags(status);
  const step = Math.max(0, STEP_NAMES.indexOf(status.next_step ?? 'plant'));
  return { step, completed, plantId, form, assignmentsMade: completed[3] };
}

export type WizardLoad = { locked: true } | { locked: false; wizard: LoadedWizard; fresh: boolean };

/**
 * The wizard's starting point, loaded once per visit (never kept: each visit reads where the owner
 * is now). Onboarding switched off (423) locks the wizard; any other failure starts afresh.
 */
export function useWizardLoad() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: onboardingKeys.wizard(),
    gcTime: 0,
    staleTime: Infinity,
    queryFn: async (): Promise<WizardLoad> => {
      try {
        return { locked: false, wizard: await loadWizard(queryClient), fresh: false };
      } catch (error) {
        if (error instanceof ApiError && error.status === 423) return { locked: true };
        return { locked: false, wizard: FRESH_WIZARD, fresh: true };
      }
    },
  });
}
