import type { Payslip } from '@paani/contracts';
import { renderPdf, text } from '../../../platform/pdf/pdf';
import { en, PayslipWords } from './en';
import { ur } from './ur';

/** The languages a payslip is written in: one template, one words file each. */
export const PAYSLIP_LANGUAGES = { en, ur } as const;
export type PayslipLanguage = keyof typeof PAYSLIP_LANGUAGES;
export const PAYSLIP_LANGUAGE_CODES = Object.keys(PAYSLIP_LANGUAGES) as PayslipLanguage[];

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pkr = (value: number) => `PKR ${amount.format(value)}`;
const MARGIN = 40;
const CONTENT = 595.28 - 2 * MARGIN;

/**
 * A month's payslip on A4: whose it is, what was owed before, how the salary and the commission
 * were worked out, the month's totals and every line, and a line to sign on receipt. Right-to-left
 * languages mirror the columns. `printedAt` is the plant's local date and time.
 */
export function payslipPdf(slip: Payslip, printedAt: string, language: PayslipLanguage = 'en'): Promise<Buffer> {
  const w: PayslipWords = PAYSLIP_LANGUAGES[language];
  const rtl = w.direction === 'rtl';
  const order = <T>(cells: T[]): T[] => (rtl ? [...cells].reverse() : cells);
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const month = `${w.months[Number(slip.month.slice(5, 7)) - 1]} ${slip.month.slice(0, 4)}`;
  const row = (label: string, value: number, note = '', bold = false) =>
    order([
      text(label, { bold, alignment: start }),
      text(note, { fontSize: 8, color: '#555555', alignment: start }),
      text(pkr(value), { bold, alignment: end }),
    ]);

  const summary = [
    row(w.opening, slip.opening_balance),
    ...(slip.salary
      ? [
          row(
            w.salary,
            slip.salary.amount,
            w.salaryBasis(slip.salary.days_employed, slip.salary.days_in_month, pkr(slip.salary.monthly_salary)),
          ),
        ]
      : []),
    ...(slip.commission
      ? [
          row(
            w.commission,
            slip.commission.amount,
            w.commissionBasis(
              slip.commission.rate_percent,
              pkr(slip.commission.base_amount),
              slip.commission.deliveries,
              slip.commission.basis,
            ),
          ),
        ]
      : []),
    row(w.earned, slip.earned),
    row(w.bonuses, slip.bonuses),
    row(w.advances, slip.advances),
    row(w.deductions, slip.deductions),
    row(w.payments, slip.payments),
    row(w.owed, slip.closing_balance, '', true),
  ];
  const lines = [
    order([
      text(w.date, { bold: true, alignment: start }),
      text(w.description, { bold: true, alignment: start }),
      text(w.amount, { bold: true, alignment: end }),
    ]),
    ...slip.lines.map((line) =>
      order([
        text(line.date, { alignment: start }),
        text(line.description, { alignment: start }, 300),
        text(pkr(line.amount), { alignment: end }),
      ]),
    ),
  ];
  return renderPdf({
    info: { title: `${w.title} ${slip.employee_name} ${slip.month}`, creator: 'Paani' },
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    footer: () => text(`${w.printed} ${printedAt}`, { fontSize: 7, color: '#555555', alignment: end, margin: [MARGIN, 10, MARGIN, 0] }),
    content: [
      text(`${w.title}  ${month}`, { fontSize: 16, bold: true, alignment: start }, CONTENT),
      text(slip.plant_name, { fontSize: 11, alignment: start }, CONTENT),
      text(`${w.employee}: ${slip.employee_name} (${w.types[slip.employee_type]})`, { alignment: start, margin: [0, 4, 0, 10] }, CONTENT),
      { table: { widths: order([130, '*', 90]), body: summary }, layout: 'lightHorizontalLines' },
      text(w.lines, { bold: true, alignment: start, margin: [0, 14, 0, 4] }, CONTENT),
      slip.lines.length === 0
        ? text(w.noLines, { alignment: start }, CONTENT)
        : { table: { headerRows: 1, dontBreakRows: true, widths: order([70, '*', 90]), body: lines }, layout: 'lightHorizontalLines' },
      text(`${w.signature}: ______________________`, { alignment: start, margin: [0, 30, 0, 0] }, CONTENT),
    ],
  });
}
