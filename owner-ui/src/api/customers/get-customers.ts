import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerList, CustomerListQuery } from '@paani/contracts';
import { api } from '../client';
import { customerKeys } from './keys';

export const getCustomers = async (plantId: number, query: CustomerListQuery): Promise<CustomerList> =>
  (await api.get<CustomerList>('/filter-owner/customers', { plantScoped: true, plantId, query: { ...query } })).data;

export const customersQueryOptions = (plantId: number, query: CustomerListQuery) =>
  queryOptions({ queryKey: customerKeys.list(plantId, query), queryFn: () => getCustomers(plantId, query) });

/** One page of the list; the previous page stays on screen while the next one loads. */
export const useCustomers = (plantId: number | undefined, query: CustomerListQuery) =>
  useQuery({ ...customersQueryOptions(plantId ?? 0, query), enabled: plantId !== undefined, placeholderData: keepPreviousData });
