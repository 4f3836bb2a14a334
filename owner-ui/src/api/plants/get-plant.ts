import { queryOptions } from '@tanstack/react-query';
import type { Plant } from '@paani/contracts';
import { api } from '../client';
import { plantKeys } from './keys';

export const getPlant = async (id: number): Promise<Plant> => (await api.get<Plant>(`/filter-owner/my-plants/${id}`)).data;

export const plantQueryOptions = (id: number) => queryOptions({ queryKey: plantKeys.detail(id), queryFn: () => getPlant(id) });
