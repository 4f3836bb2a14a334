import type { Plant, PlantLocationInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { plantKeys } from './keys';

export interface PlantLocationSave {
  id: number;
  location: PlantLocationInput;
}

export const savePlantLocation = ({ id, location }: PlantLocationSave) =>
  api.put<{ plant: Plant }>(`/filter-owner/my-plants/${id}/location`, location);

/** The location and the plant (its coordinates and verified flag) are read again after a save. */
export const useSavePlantLocation = (config?: MutationConfig<PlantLocationSave, Awaited<ReturnType<typeof savePlantLocation>>>) =>
  useInvalidatingMutation(savePlantLocation, () => [plantKeys.all], config);
