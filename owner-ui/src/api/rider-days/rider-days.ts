import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RiderDayCloseInput, RiderDayCloseResult, RiderDayList } from '@paani/contracts';
import { api } from '../client';
import { dashboardKeys } from '../dashboard/get-owner-dashboard';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';

export interface RiderDayFilters {
  from: string;
  to: string;
  status?: 'unclosed' | 'closed';
  employee_id?: number;
}

export const riderDayKeys = {
  plant: (plantId: number) => ['rider-days', plantId] as const,
  list: (plantId: number, filters: RiderDayFilters) => [...riderDayKeys.plant(plantId), filters] as const,
};

export const getRiderDays = async (plantId: number, filters: RiderDayFilters) =>
  (await api.get<RiderDayList>('/filter-owner/rider-days', { plantScoped: true, plantId, query: { ...filters } })).data;

/** The plant's riders' days in a range: expected cash and cans, closes and differences. */
export const useRiderDays = (plantId: number, filters: RiderDayFilters) =>
  useQuery({
    queryKey: riderDayKeys.list(plantId, filters),
    queryFn: () => getRiderDays(plantId, filters),
    placeholderData: keepPreviousData,
  });

export interface OwnerDayClose extends RiderDayCloseInput {
  plantId: number;
  employee_id: number;
  date: string;
}

/** The owner closes (or corrects the close of) a rider's day; the dashboard's notifications change with it. */
export const closeRiderDayForOwner = async ({ plantId, ...close }: OwnerDayClose) =>
  (await api.post<RiderDayCloseResult>('/filter-owner/rider-days', close, { plantScoped: true, plantId })).data;

export const useCloseRiderDayForOwner = (config?: MutationConfig<OwnerDayClose, RiderDayCloseResult>) =>
  useInvalidatingMutation(closeRiderDayForOwner, ({ plantId }) => [riderDayKeys.plant(plantId), dashboardKeys.owner(plantId)], config);
