import type { CustomerImportExisting, CustomerImportField } from '@paani/contracts';

/** What the owner chose for an import: the file, the columns' fields, and what to do with existing customers and missing areas. */
export interface CustomerImportRequest {
  plantId: number;
  file: File;
  /** The file's header → a field, or null to ignore the column; headers left out are mapped by the server. */
  mapping?: Record<string, CustomerImportField | null>;
  createMissingAreas: boolean;
  onExisting: CustomerImportExisting;
}

/** Uploads take longer than other calls: a 10 MB register is read and checked before the answer. */
export const IMPORT_TIMEOUT_MS = 120_000;

export function importForm(request: CustomerImportRequest, dryRun: boolean): FormData {
  const form = new FormData();
  if (request.mapping) form.append('mapping', JSON.stringify(request.mapping));
  form.append('create_missing_areas', String(request.createMissingAreas));
  form.append('on_existing', request.onExisting);
  form.append('dry_run', String(dryRun));
  // The file last: the server reads the text fields whatever their order, but this keeps them small and first.
  form.append('file', request.file, request.file.name);
  return form;
}
