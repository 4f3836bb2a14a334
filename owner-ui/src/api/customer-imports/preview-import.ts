import { useMutation } from '@tanstack/react-query';
import type { CustomerImportDryRun } from '@paani/contracts';
import { api } from '../client';
import type { MutationConfig } from '../mutation-config';
import { importForm, IMPORT_TIMEOUT_MS, type CustomerImportRequest } from './import-form';

/** The dry run: the file's columns as mapped, the first rows as they would be saved and every row error; nothing is written. */
export const previewImport = async (request: CustomerImportRequest): Promise<CustomerImportDryRun> =>
  (
    await api.upload<CustomerImportDryRun>('/filter-owner/customers/import', importForm(request, true), {
      plantScoped: true,
      plantId: request.plantId,
      timeoutMs: IMPORT_TIMEOUT_MS,
    })
  ).data;

export const usePreviewImport = (config?: MutationConfig<CustomerImportRequest, CustomerImportDryRun>) =>
  useMutation({ ...config, mutationFn: previewImport });
