import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerMap } from '@paani/contracts';
import { api } from '../client';
import { mapKeys } from './keys';

export const getCustomerMap = async (plantId: number, areaId?: number): Promise<CustomerMap> =>
  (await api.get<CustomerMap>('/filter-owner/customers/map', { plantScoped: true, plantId, query: { area_id: areaId } })).data;

/**
 * The plant's placed customers (of one area, when given); the last map stays drawn while another
 * area loads. Read again each time the page opens (a place just set on a customer's page shows).
 */
export const useCustomerMap = (plantId: number, areaId?: number) =>
  useQuery({
    queryKey: mapKeys.customers(plantId, areaId),
    queryFn: () => getCustomerMap(plantId, areaId),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
