import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeliverySchedule } from '@paani/contracts';
import { api } from '../client';
import { scheduleKeys } from './keys';

export const getDeliverySchedule = async (plantId: number, query: { date: string; area_id?: number }): Promise<DeliverySchedule> =>
  (await api.get<DeliverySchedule>('/filter-owner/delivery-schedule', { plantScoped: true, plantId, query: { ...query } })).data;

/** Who is due on a day, in route order. */
export const useDeliverySchedule = (plantId: number, query: { date: string; area_id?: number } | null) =>
  useQuery({
    queryKey: scheduleKeys.day(plantId, query ?? { date: '' }),
    queryFn: () => getDeliverySchedule(plantId, query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
