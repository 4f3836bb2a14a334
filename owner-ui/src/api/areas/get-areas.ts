import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area } from '@paani/contracts';
import { api } from '../client';
import { areaKeys } from './keys';

/**
 * An area as the list returns it: how many employees serve it and, from the customers module, how
 * many customers it has and what they owe together (negative = advance). Each is optional: an older
 * server leaves the customer figures out, and the screen then leaves them out too.
 */
export type AreaListItem = Area & {
  employees_count?: number;
  customers_count?: number;
  total_balance?: number | string | null;
};

/** The area's total balance when the API returned one, else undefined (nothing to show). */
export function areaBalance(area: AreaListItem): number | string | undefined {
  return area.total_balance ?? undefined;
}

export const getAreas = async (plantId: number): Promise<AreaListItem[]> =>
  (await api.get<{ areas: AreaListItem[] }>('/filter-owner/areas', { plantScoped: true, plantId })).data.areas ?? [];

export const areasQueryOptions = (plantId: number) => queryOptions({ queryKey: areaKeys.list(plantId), queryFn: () => getAreas(plantId) });

/** The selected plant's areas; idle until a plant is known. */
export const useAreas = (plantId: number | undefined) => useQuery({ ...areasQueryOptions(plantId ?? 0), enabled: plantId !== undefined });
