import { useQuery } from '@tanstack/react-query';
import type { PlantLocation } from '@paani/contracts';
import { api } from '../client';
import { plantKeys } from './keys';

export const getPlantLocation = async (id: number): Promise<PlantLocation> =>
  (await api.get<PlantLocation>(`/filter-owner/my-plants/${id}/location`)).data;

export const usePlantLocation = (id: number) => useQuery({ queryKey: plantKeys.location(id), queryFn: () => getPlantLocation(id) });
