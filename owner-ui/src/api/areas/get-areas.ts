import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area } from '@paani/contracts';
import { api } from '../client';
import { areaKeys } from './keys';

/**
 * An area as the list returns it: the counts are there when the API sends them (customers and
 * their balance come with the customers module), so each one is optional here.
 */
export type AreaListItem = Area & {
  employees_count?: number;
  customers_count?: number;
  /** What the area's customers owe together (negative = advance), under whichever name the API uses. */
  total_balance?: number | string | null;
  balance?: number | string | null;
  customers_balance?: number | string | null;
};

/** The area's total balance when the API returned one, else undefined (nothing to show). */
export function areaBalance(area: AreaListItem): number | string | undefined {
  const value = area.total_balance ?? area.customers_balance ?? area.balance;
  return value === null ? undefined : value;
}

export const getAreas = async (plantId: number): Promise<AreaListItem[]> =>
  (await api.get<{ areas: AreaListItem[] }>('/filter-owner/areas', { plantScoped: true, plantId })).data.areas ?? [];

export const areasQueryOptions = (plantId: number) => queryOptions({ queryKey: areaKeys.list(plantId), queryFn: () => getAreas(plantId) });

/** The selected plant's areas; idle until a plant is known. */
export const useAreas = (plantId: number | undefined) => useQuery({ ...areasQueryOptions(plantId ?? 0), enabled: plantId !== undefined });
