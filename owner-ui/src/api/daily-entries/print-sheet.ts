import type { Language } from '@paani/contracts';
import { downloadFile } from '../client';
import { saveFile } from '../customer-imports/downloads';

export interface PrintedSheetQuery {
  date: string;
  area_id?: number;
  employee_id?: number;
  /** The headings' language. */
  lang: Language;
}

/** The day's sheet as a PDF to print (day-sheet-{date}.pdf), handed to the browser. */
export const downloadPrintedSheet = async (plantId: number, query: PrintedSheetQuery) =>
  saveFile(await downloadFile('/filter-owner/daily-entries/sheet/pdf', { plantScoped: true, plantId, query: { ...query } }));
