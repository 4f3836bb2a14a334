/** The payslip's words in English. Another language is another file with the same keys (ur.ts). */
export const en = {
  direction: 'ltr' as 'ltr' | 'rtl',
  title: 'Payslip',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  employee: 'Employee',
  types: { commission: 'Commission rider', salary: 'Salaried' },
  opening: 'Owed from before',
  salary: 'Salary',
  salaryBasis: (days: number, of: number, monthly: string) => `${days} of ${of} days of ${monthly} a month`,
  commission: 'Commission',
  commissionBasis: (rate: number, base: string, deliveries: number, basis: 'delivered' | 'collected') =>
    `${rate}% of ${base} ${basis === 'delivered' ? 'delivered' : 'collected'} (${deliveries} deliveries)`,
  earned: 'Earned (as recorded)',
  bonuses: 'Bonuses',
  advances: 'Advances',
  deductions: 'Deductions',
  payments: 'Paid',
  owed: 'Still to pay',
  lines: 'Lines of the month',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  noLines: 'No lines this month.',
  signature: 'Received by',
  printed: 'Printed',
};

export type PayslipWords = typeof en;
