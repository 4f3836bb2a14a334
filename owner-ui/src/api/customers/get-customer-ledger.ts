import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerLedger } from '@paani/contracts';
import { api } from '../client';
import { customerKeys, type LedgerRange } from './keys';

export const getCustomerLedger = async (plantId: number, id: number, range: LedgerRange): Promise<CustomerLedger> =>
  (await api.get<CustomerLedger>(`/filter-owner/customers/${id}/ledger`, { plantScoped: true, plantId, query: { ...range } })).data;

export const customerLedgerQueryOptions = (plantId: number, id: number, range: LedgerRange) =>
  queryOptions({ queryKey: customerKeys.ledger(plantId, id, range), queryFn: () => getCustomerLedger(plantId, id, range) });

export const useCustomerLedger = (plantId: number | undefined, id: number, range: LedgerRange) =>
  useQuery({
    ...customerLedgerQueryOptions(plantId ?? 0, id, range),
    enabled: plantId !== undefined && id > 0,
    placeholderData: keepPreviousData,
  });
