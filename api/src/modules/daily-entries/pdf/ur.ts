import type { DaySheetWords } from './en';

/** The printed day sheet's words in Urdu (right to left). Same keys as en.ts. */
export const ur: DaySheetWords = {
  direction: 'rtl',
  title: 'روزانہ شیٹ',
  plantCode: 'پلانٹ کوڈ',
  area: 'علاقہ',
  rider: 'رائیڈر',
  allAreas: 'تمام علاقے',
  number: 'نمبر',
  customer: 'گاہک',
  due: 'طے شدہ',
  rate: 'ریٹ',
  previous: 'سابقہ بقایا',
  cansOut: 'باہر بوتلیں',
  delivered: 'دی گئیں',
  returned: 'واپس',
  collected: 'وصول',
  signature: 'دستخط',
  customers: 'گاہک',
  cansDue: 'بوتلیں طے شدہ',
  printed: 'پرنٹ',
  noCustomers: 'اس دن کوئی گاہک طے شدہ یا درج نہیں۔',
  page: 'صفحہ',
};
