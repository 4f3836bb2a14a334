import type { Invoice, Payslip, Report, Statement } from '@paani/contracts';
import { daySheetPdf, DaySheetLanguage, PrintedDaySheet } from '../daily-entries/pdf/day-sheet-pdf';
import { invoicePdf } from '../invoices/invoice-pdf';
import { payslipPdf, PayslipLanguage } from '../payroll/pdf/payslip-pdf';
import { reportWorkbook } from '../reports/report-xlsx';
import { statementPdf, StatementLanguage } from '../statements/pdf/statement-pdf';

/**
 * The documents the app makes in render threads (DocumentRenderPool), by name: each its feature's
 * pure function from plain data to bytes. Loaded by every render thread; the HTTP process imports
 * only its types. Anything added here takes cloneable data (no class instances) and answers bytes.
 */
export const RENDERERS = {
  /** A customer's statement of a month (statements/pdf): English or Urdu. */
  statementPdf: ({ statement, language }: { statement: Statement; language?: StatementLanguage }) => statementPdf(statement, language),
  /** A plant's day sheet to print, in route order with columns to fill by hand (daily-entries/pdf). */
  daySheetPdf: ({ sheet, language }: { sheet: PrintedDaySheet; language?: DaySheetLanguage }) => daySheetPdf(sheet, language),
  /** An employee's payslip of a month (payroll/pdf): English or Urdu. */
  payslipPdf: ({ slip, printedAt, language }: { slip: Payslip; printedAt: string; language?: PayslipLanguage }) =>
    payslipPdf(slip, printedAt, language),
  /** An invoice to an owner (invoices/invoice-pdf.ts). */
  invoicePdf: (invoice: Invoice) => invoicePdf(invoice),
  /**
   * A report as a workbook (reports/report-xlsx.ts), from its JSON's UTF-8 bytes as the query
   * keeps them: bytes cross to the thread as a copy, a report's objects at several times that, and
   * decoding and parsing them here keeps that work off the HTTP thread too.
   */
  reportXlsx: (reportJson: Uint8Array) => reportWorkbook(JSON.parse(new TextDecoder().decode(reportJson)) as Report),
};

export type DocumentRenderers = typeof RENDERERS;
