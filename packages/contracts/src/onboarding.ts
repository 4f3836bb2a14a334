export type OnboardingStepName = 'plant' | 'areas' | 'employees' | 'assignments' | 'complete';

export interface OnboardingStatus {
  is_complete: boolean;
  next_step: OnboardingStepName;
  progress_percentage?: number;
  has_plants?: boolean;
  steps?: { plant_created?: boolean; areas_added?: boolean; employees_added?: boolean; assignments_made?: boolean };
  plants?: Array<{ id: number; name: string; has_areas?: boolean; has_employees?: boolean; employees_assigned?: boolean }>;
  progress_data?: { plantId?: number | null } & Record<string, unknown>;
}

/** GET /filter-owner/onboarding/system-status; the flag may arrive as a boolean, 1 or '1'. */
export interface OnboardingSystemStatus {
  onboarding_enabled: boolean | number | string;
  status?: string;
  message?: string;
}

/** GET /filter-owner/onboarding/progress: the draft the wizard saved, under whatever shape it sent. */
export interface OnboardingProgress {
  current_step?: string;
  data?: Record<string, unknown>;
  completed_steps?: string[];
  plant_id?: number | null;
}

/** POST /filter-owner/onboarding/create-plant-from-progress answers with the new plant's id in one of these. */
export interface OnboardingCreatedPlant {
  plant_id?: number;
  id?: number;
  plant?: { id: number };
}
