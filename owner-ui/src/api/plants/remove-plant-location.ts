import type { Plant } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { plantKeys } from './keys';

export const removePlantLocation = (id: number) => api.delete<{ plant: Plant }>(`/filter-owner/my-plants/${id}/location`);

export const useRemovePlantLocation = (config?: MutationConfig<number, Awaited<ReturnType<typeof removePlantLocation>>>) =>
  useInvalidatingMutation(removePlantLocation, () => [plantKeys.all], config);
