import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@paani/contracts';
import { api } from '../client';
import { customerKeys } from './keys';

export const getCustomer = async (plantId: number, id: number): Promise<Customer> =>
  (await api.get<Customer>(`/filter-owner/customers/${id}`, { plantScoped: true, plantId })).data;

export const customerQueryOptions = (plantId: number, id: number) =>
  queryOptions({ queryKey: customerKeys.detail(plantId, id), queryFn: () => getCustomer(plantId, id) });

export const useCustomer = (plantId: number | undefined, id: number) =>
  useQuery({ ...customerQueryOptions(plantId ?? 0, id), enabled: plantId !== undefined && id > 0 });
