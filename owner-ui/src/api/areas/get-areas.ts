import { queryOptions } from '@tanstack/react-query';
import type { AreaList } from '@paani/contracts';
import { api } from '../client';
import { areaKeys } from './keys';

export const getAreas = async (plantId: number) =>
  (await api.get<AreaList>('/filter-owner/areas', { plantScoped: true, plantId })).data.areas ?? [];

export const areasQueryOptions = (plantId: number) => queryOptions({ queryKey: areaKeys.list(plantId), queryFn: () => getAreas(plantId) });
