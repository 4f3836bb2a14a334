import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeliveryWeek } from '@paani/contracts';
import { api } from '../client';
import { scheduleKeys } from './keys';

export const getDeliveryWeek = async (plantId: number, query: { start: string; area_id?: number }): Promise<DeliveryWeek> =>
  (await api.get<DeliveryWeek>('/filter-owner/delivery-schedule/week', { plantScoped: true, plantId, query: { ...query } })).data;

/** Customers and cans due on each of 7 days; the previous week stays on screen while the next loads. */
export const useDeliveryWeek = (plantId: number, query: { start: string; area_id?: number }) =>
  useQuery({
    queryKey: scheduleKeys.week(plantId, query),
    queryFn: () => getDeliveryWeek(plantId, query),
    placeholderData: keepPreviousData,
  });
