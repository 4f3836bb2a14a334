import type { Plant, PlantSettings } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { plantKeys } from './keys';

export interface PlantUpdate {
  id: number;
  settings: PlantSettings;
}

export const updatePlant = ({ id, settings }: PlantUpdate) => api.put<Plant>(`/filter-owner/my-plants/${id}`, settings);

export const useUpdatePlant = (config?: MutationConfig<PlantUpdate, Awaited<ReturnType<typeof updatePlant>>>) =>
  useInvalidatingMutation(updatePlant, () => [plantKeys.all], config);
