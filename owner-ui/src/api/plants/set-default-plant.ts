import type { Plant } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { plantKeys } from './keys';

export const setDefaultPlant = (id: number) => api.put<Plant>(`/filter-owner/my-plants/${id}/set-default`);

export const useSetDefaultPlant = (config?: MutationConfig<number, Awaited<ReturnType<typeof setDefaultPlant>>>) =>
  useInvalidatingMutation(setDefaultPlant, () => [plantKeys.all], config);
