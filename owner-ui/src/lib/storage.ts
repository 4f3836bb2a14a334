import { AUTH_STORAGE_KEYS } from '@paani/contracts';

/** The browser storage keys, in one place; the sign-in's are shared with the console. */
export const STORAGE = {
  ...AUTH_STORAGE_KEYS,
  selectedPlantId: 'selectedPlantId',
  theme: 'theme',
  wizardFormData: 'wizardFormData',
  wizardStepCompletion: 'wizardStepCompletion',
  onboardingProgress: 'onboardingProgress',
  onboardingStep: 'onboardingStep',
  onboardingStatus: 'onboardingStatus',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

/** A plant id must be a positive integer; anything else is discarded (docs/product.md, "The owner app"). */
export function parsePlantId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function storedPlantId(): number | null {
  const raw = localStorage.getItem(STORAGE.selectedPlantId);
  if (raw === null) return null;
  const id = parsePlantId(raw);
  if (id === null) localStorage.removeItem(STORAGE.selectedPlantId);
  return id;
}

export function storePlantId(id: number | null): void {
  if (id === null) localStorage.removeItem(STORAGE.selectedPlantId);
  else localStorage.setItem(STORAGE.selectedPlantId, String(id));
}

export function clearOnboardingStorage(): void {
  for (const key of [
    STORAGE.wizardFormData,
    STORAGE.wizardStepCompletion,
    STORAGE.onboardingProgress,
    STORAGE.onboardingStep,
    STORAGE.onboardingStatus,
  ]) {
    localStorage.removeItem(key);
  }
}
