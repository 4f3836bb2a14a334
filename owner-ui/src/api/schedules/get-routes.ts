import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryRoutes } from '@paani/contracts';
import { api } from '../client';
import { scheduleKeys } from './keys';

export const getRoutes = async (plantId: number): Promise<DeliveryRoutes> =>
  (await api.get<DeliveryRoutes>('/filter-owner/delivery-schedule/routes', { plantScoped: true, plantId })).data;

export const routesQueryOptions = (plantId: number) =>
  queryOptions({ queryKey: scheduleKeys.routes(plantId), queryFn: () => getRoutes(plantId) });

/** Every area of the plant with its active customers in route order and their schedules. */
export const useRoutes = (plantId: number) => useQuery(routesQueryOptions(plantId));
