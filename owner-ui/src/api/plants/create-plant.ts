import type { NewPlant, Plant } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { plantKeys } from './keys';

export const createPlant = (plant: NewPlant) => api.post<Plant>('/filter-owner/my-plants', plant);

export const useCreatePlant = (config?: MutationConfig<NewPlant, Awaited<ReturnType<typeof createPlant>>>) =>
  useInvalidatingMutation(createPlant, () => [plantKeys.all], config);
