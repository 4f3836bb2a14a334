import { useQuery } from '@tanstack/react-query';
import type { CustomerImportStatus } from '@paani/contracts';
import { api } from '../client';
import { customerImportKeys } from './keys';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 700;

export const getImport = async (plantId: number, id: number): Promise<CustomerImportStatus> =>
  (await api.get<CustomerImportStatus>(`/filter-owner/imports/${id}`, { plantScoped: true, plantId })).data;

export const isFinished = (status: CustomerImportStatus | undefined) => status?.state === 'completed' || status?.state === 'failed';

/** An import's state, asked again every IMPORT_POLL_MS until it is completed or failed. */
export const useCustomerImport = (plantId: number, id: number | null) =>
  useQuery({
    queryKey: customerImportKeys.detail(plantId, id ?? 0),
    queryFn: () => getImport(plantId, id!),
    enabled: id !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });
