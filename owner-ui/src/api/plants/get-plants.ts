import { queryOptions, useQuery } from '@tanstack/react-query';
import { ERROR_CODES, type Plant, type PlantList } from '@paani/contracts';
import i18next from 'i18next';
import { api, ApiError } from '../client';
import { plantKeys } from './keys';

/** The owner's plants; a NO_PLANTS_CREATED answer is the empty state, not an error (docs/product.md, "The owner app"). */
export async function getPlants(): Promise<Plant[]> {
  try {
    const response = await api.get<PlantList>('/filter-owner/my-plants');
    return response.data?.plants ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.noPlantsCreated) return [];
    if (error instanceof ApiError && error.status === 401) throw new Error(i18next.t('plants:selector.authFailed'));
    throw error;
  }
}

export const plantsQueryOptions = () => queryOptions({ queryKey: plantKeys.list(), queryFn: getPlants });

export const usePlantsQuery = ({ enabled }: { enabled: boolean }) => useQuery({ ...plantsQueryOptions(), enabled });
