/** The month-end run screen's words added after `statements.runs` (that namespace is translated as it stands). */
export const statementRuns = {
  mergedPdf: 'Download all (one PDF)',
  mergedPdfHint: 'Every statement in one file, each customer on a new page, to print at once',
} as const;
