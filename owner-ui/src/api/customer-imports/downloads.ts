import type { CustomerImportFormat } from '@paani/contracts';
import { downloadFile } from '../client';

/** Hands a downloaded file to the browser under its name. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The register template of the plant: its product columns ("6 L bottle Rate", "Dispenser Opening") besides the customer's. */
export const downloadTemplate = async (format: CustomerImportFormat, plantId: number) =>
  saveFile(await downloadFile('/filter-owner/customers/import/template', { query: { format }, plantScoped: true, plantId }));

/** errors.csv: the rows the import did not take, with why. */
export const downloadImportErrors = async (plantId: number, id: number) =>
  saveFile(await downloadFile(`/filter-owner/imports/${id}/errors.csv`, { plantScoped: true, plantId }));
