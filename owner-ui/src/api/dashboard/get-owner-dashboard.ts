import { useQuery } from '@tanstack/react-query';
import type { OwnerDashboard } from '@paani/contracts';
import { api } from '../client';

export const dashboardKeys = {
  owner: (plantId: number | null) => ['dashboard', plantId] as const,
};

export const getOwnerDashboard = async (plantId: number | null) =>
  (await api.get<OwnerDashboard>('/filter-owner/dashboard', { plantScoped: true, plantId })).data;

/** The plant's dashboard; a failed load is an error the page shows with a retry, never made-up figures. */
export function useOwnerDashboard(plantId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.owner(plantId),
    enabled: plantId !== null,
    queryFn: () => getOwnerDashboard(plantId),
  });
}
