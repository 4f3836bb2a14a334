import type { OnboardingCreatedPlant } from '@paani/contracts';
import { api } from '../client';

export const createPlantFromProgress = (plantData: Record<string, unknown>) =>
  api.post<OnboardingCreatedPlant>('/filter-owner/onboarding/create-plant-from-progress', { plant_data: plantData });

export const getOnboardingPlantId = async () =>
  (await api.get<{ plant_id: number | null }>('/filter-owner/onboarding/plant-id')).data.plant_id;
