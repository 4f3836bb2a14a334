import type { CustomerImportStarted } from '@paani/contracts';
import { api } from '../client';
import { customerKeys } from '../customers/keys';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { importForm, IMPORT_TIMEOUT_MS, type CustomerImportRequest } from './import-form';

/** The real run: answers the import's id at once; the job writes the customers (follow it with useCustomerImport). */
export const startImport = async (request: CustomerImportRequest): Promise<CustomerImportStarted> =>
  (
    await api.upload<CustomerImportStarted>('/filter-owner/customers/import', importForm(request, false), {
      plantScoped: true,
      plantId: request.plantId,
      timeoutMs: IMPORT_TIMEOUT_MS,
    })
  ).data;

export const useStartImport = (config?: MutationConfig<CustomerImportRequest, CustomerImportStarted>) =>
  useInvalidatingMutation(startImport, ({ plantId }) => [customerKeys.lists(plantId)], config);
