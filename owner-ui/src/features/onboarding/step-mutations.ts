import { useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKeys } from '../../api/areas/keys';
import { employeeKeys } from '../../api/employees/keys';
import { completeOnboarding } from '../../api/onboarding/complete-onboarding';
import { markStepCompleted } from '../../api/onboarding/mark-step-completed';
import { resetOnboarding } from '../../api/onboarding/reset-onboarding';
import { saveProgress } from '../../api/onboarding/save-progress';
import { plantKeys } from '../../api/plants/keys';
import { storePlantId } from '../../lib/storage';
import { saveAreas, saveEmployees, savePlant } from './savers';
import { STEP_NAMES, type WizardForm } from './types';

export interface StepInput {
  plantId: number | null;
  form: WizardForm;
}

/**
 * Tells the server a step is done and keeps the draft there. Neither failure stops the wizard: the
 * step is done locally (`onUnsynced` says so) and the local copy still holds the draft.
 */
async function recordStep(index: number, plantId: number | null, form: WizardForm, onUnsynced: () => void): Promise<void> {
  const name = STEP_NAMES[index];
  await markStepCompleted(name).catch(onUnsynced);
  await saveProgress({ step: STEP_NAMES[index + 1] ?? name, data: { plant_id: plantId, ...form } }).catch(() => undefined);
}

/** One mutation per wizard step: it saves the step's records, records the step and refreshes what it changed. */
export function useWizardSteps({ onUnsynced }: { onUnsynced: () => void }) {
  const queryClient = useQueryClient();

  const plant = useMutation({
    mutationFn: async ({ plantId, form }: StepInput) => {
      const id = await savePlant(plantId, form.plant);
      storePlantId(id);
      await queryClient.invalidateQueries({ queryKey: plantKeys.all });
      await recordStep(0, id, form, onUnsynced);
      return id;
    },
  });

  const areas = useMutation({
    mutationFn: async ({ plantId, form }: StepInput) => {
      const saved = await saveAreas(plantId!, form.areas);
      await recordStep(1, plantId, { ...form, areas: saved }, onUnsynced);
      return saved;
    },
    onSettled: (_data, _error, { plantId }) => queryClient.invalidateQueries({ queryKey: areaKeys.list(plantId!) }),
  });

  // Every employee change drops the 5-minute employee lists, whether the save went through or stopped half-way.
  const employees = useMutation({
    mutationFn: async ({ plantId, form }: StepInput) => {
      const saved = await saveEmployees(plantId!, form.employees);
      await recordStep(2, plantId, { ...form, employees: saved }, onUnsynced);
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });

  const complete = useMutation({
    mutationFn: async ({ plantId, form }: StepInput) => {
      await recordStep(3, plantId, form, onUnsynced);
      await completeOnboarding();
      await queryClient.invalidateQueries({ queryKey: plantKeys.all });
    },
  });

  const reset = useMutation({ mutationFn: resetOnboarding });

  return { plant, areas, employees, complete, reset };
}
