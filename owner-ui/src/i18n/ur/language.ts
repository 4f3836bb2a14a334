import type { en } from '../en';
import type { Messages } from '../messages';

export const language: Messages<typeof en.language> = {
  button: 'زبان اور ہندسے',
  language: 'زبان',
  digits: 'ہندسے',
  names: {
    en: 'English',
    ur: 'اردو',
  },
  digitNames: {
    latn: 'انگریزی ہندسے (123)',
    arabext: 'اردو ہندسے (۱۲۳)',
  },
  saveFailed: 'یہ پسند ابھی صرف اس ڈیوائس پر محفوظ ہے؛ انٹرنیٹ ملنے پر آپ کے اکاؤنٹ میں بھی محفوظ ہو جائے گی۔',
};
