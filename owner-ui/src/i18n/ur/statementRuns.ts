import type { en } from '../en';
import type { Messages } from '../messages';

export const statementRuns: Messages<typeof en.statementRuns> = {
  mergedPdf: 'سب ایک PDF میں ڈاؤن لوڈ کریں',
  mergedPdfHint: 'سارے بل ایک ہی فائل میں، ہر کسٹمر کا بل نئے صفحے پر، تاکہ ایک ساتھ پرنٹ ہو جائیں',
};
