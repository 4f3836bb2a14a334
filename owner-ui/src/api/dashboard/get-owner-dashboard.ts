import { useQuery } from '@tanstack/react-query';
import type { OwnerDashboard } from '@paani/contracts';
import { api } from '../client';

export const dashboardKeys = {
  owner: (plantId: number | null) => ['dashboard', plantId] as const,
};

export const getOwnerDashboard = async (plantId: number | null) =>
  (await api.get<OwnerDashboard>('/filter-owner/dashboard', { plantScoped: true, plantId })).data;

/** A failed load shows the sample figures and says so (spec section 8), rather than an error. */
export function useOwnerDashboard(plantId: number | null, sample: OwnerDashboard) {
  return useQuery({
    queryKey: dashboardKeys.owner(plantId),
    enabled: plantId !== null,
    queryFn: async (): Promise<{ data: OwnerDashboard; sample: boolean }> => {
      try {
        return { data: await getOwnerDashboard(plantId), sample: false };
      } catch (error) {
        console.error('Dashboard load failed; showing sample data', error);
        return { data: sample, sample: true };
      }
    },
  });
}
