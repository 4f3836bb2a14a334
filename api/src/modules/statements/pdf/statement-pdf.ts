import type { Statement } from '@paani/contracts';
import { PdfDocument, PdfNode, renderPdf, text } from '../../../platform/pdf/pdf';
import { en, StatementWords } from './en';
import { ur } from './ur';

/** The languages a statement PDF is written in: one template, one words file each. */
export const STATEMENT_LANGUAGES = { en, ur } as const;
export type StatementLanguage = keyof typeof STATEMENT_LANGUAGES;

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (value: number) => amount.format(value);

/** "2026-11-05" → "05"; the month's name and year go in the title. */
const day = (date: string) => date.slice(8, 10);

/**
 * One customer's month as a PDF: the plant and customer header, opening figures, one row per day
 * (delivered, returned, amount, paid, running balance and cans), totals, closing balance, cans
 * held, deposit and how to pay. Right-to-left languages mirror the layout (columns and alignment).
 */
export function statementPdf(statement: Statement, language: StatementLanguage = 'en'): Promise<Buffer> {
  return renderPdf(statementDocument(statement, language));
}

/** The statement's document definition: one PDF of its own (statementPdf), or a part of a run's merged PDF. */
export function statementDocument(statement: Statement, language: StatementLanguage = 'en'): PdfDocument {
  const w: StatementWords = STATEMENT_LANGUAGES[language];
  const rtl = w.direction === 'rtl';
  const order = <T>(cells: T[]): T[] => (rtl ? [...cells].reverse() : cells);
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const label = (value: string, style: Record<string, unknown> = {}) => text(value, { color: '#555555', alignment: start, ...style });
  const value = (v: string, style: Record<string, unknown> = {}) => text(v, { alignment: start, ...style });
  const pair = (l: string, v: string | null): PdfNode[] => order([label(l), value(v ?? '—')]);
  const number = (v: number | string, style: Record<string, unknown> = {}) => text(String(v), { alignment: end, ...style });
  const month = `${w.months[Number(statement.month.slice(5, 7)) - 1]} ${statement.month.slice(0, 4)}`;
  const { plant, customer, opening, closing, totals } = statement;

  const header = {
    columns: order([
      {
        width: '*',
        stack: [
          text(plant.name, { bold: true, fontSize: 14, alignment: start }),
          {
            table: {
              widths: order(['auto', '*']),
              body: [pair(w.plantCode, plant.code), pair(w.address, plant.address), pair(w.phone, plant.phone)],
            },
            layout: 'noBorders',
          },
        ],
      },
      {
        width: '*',
        stack: [
          text(customer.name, { bold: true, fontSize: 14, alignment: start }),
          {
            table: {
              widths: order(['auto', '*']),
              body: [pair(w.customerCode, customer.code), pair(w.area, customer.area), order([label(w.rate), value(money(customer.rate))])],
            },
            layout: 'noBorders',
          },
        ],
      },
    ]),
    columnGap: 20,
  };

  const columns = [w.date, w.delivered, w.returned, w.amount, w.paid, w.balance, w.cans];
  const body: PdfNode[][] = [order(columns.map((c) => text(c, { bold: true, alignment: c === w.date ? start : end })))];
  // A cell spanning `span` columns from the row's start (its left in ltr, its right in rtl), then the rest.
  const spanRow = (cell: Record<string, unknown>, span: number, rest: PdfNode[]): PdfNode[] => {
    const fill = Array.from({ length: span - 1 }, () => '');
    return rtl ? [...[...rest].reverse(), { ...cell, colSpan: span }, ...fill] : [{ ...cell, colSpan: span }, ...fill, ...rest];
  };
  body.push(spanRow(label(w.opening), 5, [number(money(opening.balance)), number(opening.cans)]));
  for (const line of statement.lines) {
    body.push(
      order([
        value(day(line.date)),
        number(line.cans_delivered),
        number(line.cans_returned),
        number(money(line.amount)),
        number(money(line.paid)),
        number(money(line.balance)),
        number(line.cans),
      ]),
    );
  }
  if (statement.lines.length === 0) body.push(spanRow(value(w.noLines), 7, []));
  body.push(
    order([
      text(w.totals, { bold: true, alignment: start }),
      number(totals.cans_delivered, { bold: true }),
      number(totals.cans_returned, { bold: true }),
      number(money(totals.amount), { bold: true }),
      number(money(totals.paid), { bold: true }),
      number(money(closing.balance), { bold: true }),
      number(closing.cans, { bold: true }),
    ]),
  );

  const due = closing.balance >= 0 ? w.amountDue : w.advance;
  const summary = {
    table: {
      widths: order(['*', 'auto']),
      body: [
        order([label(w.closing), number(money(closing.balance))]),
        order([text(due, { bold: true, alignment: start }), number(money(Math.abs(closing.balance)), { bold: true, fontSize: 12 })]),
        order([label(w.cansHeld), number(closing.cans)]),
        order([label(w.deposit), number(money(closing.security_deposit.amount))]),
        order([label(w.depositCans), number(closing.security_deposit.cans)]),
      ],
    },
    layout: 'lightHorizontalLines',
  };

  const pay = order([
    label(w.howToPay, { bold: true }),
    value(plant.payment_details ?? [w.payCash, plant.phone].filter(Boolean).join(' ')),
  ]);

  return {
    info: { title: `${w.title} ${statement.month} ${customer.code}`, creator: 'Paani' },
    pageMargins: [36, 36, 36, 36],
    content: [
      text(`${w.title}`, { fontSize: 16, bold: true, alignment: start }),
      text(month, { fontSize: 12, alignment: start, margin: [0, 0, 0, 10] }),
      header,
      {
        table: { headerRows: 1, widths: order([40, '*', '*', '*', '*', '*', 40]), body },
        layout: 'lightHorizontalLines',
        margin: [0, 14, 0, 14],
      },
      {
        columns: order([
          { width: '*', text: '' },
          { width: 260, ...summary },
        ]),
      },
      { table: { widths: order(['auto', '*']), body: [pay] }, layout: 'noBorders', margin: [0, 14, 0, 0] },
    ],
  };
}
