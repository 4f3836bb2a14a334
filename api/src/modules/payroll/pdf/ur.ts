import type { PayslipWords } from './en';

/** The payslip's words in Urdu (right to left). Same keys as en.ts. */
export const ur: PayslipWords = {
  direction: 'rtl',
  title: 'تنخواہ کی پرچی',
  months: ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'],
  employee: 'ملازم',
  types: { commission: 'کمیشن رائیڈر', salary: 'تنخواہ دار' },
  opening: 'پچھلا واجب',
  salary: 'تنخواہ',
  salaryBasis: (days, of, monthly) => `${of} میں سے ${days} دن، ماہانہ ${monthly}`,
  commission: 'کمیشن',
  commissionBasis: (rate, base, deliveries, basis) =>
    `${base} ${basis === 'delivered' ? 'ترسیل' : 'وصولی'} کا ${rate}% (${deliveries} ترسیلات)`,
  earned: 'کمائی (درج شدہ)',
  bonuses: 'بونس',
  advances: 'ایڈوانس',
  deductions: 'کٹوتیاں',
  payments: 'ادا شدہ',
  owed: 'باقی ادائیگی',
  lines: 'مہینے کی تفصیل',
  date: 'تاریخ',
  description: 'تفصیل',
  amount: 'رقم',
  noLines: 'اس مہینے کوئی اندراج نہیں۔',
  signature: 'وصول کنندہ',
  printed: 'پرنٹ',
};
