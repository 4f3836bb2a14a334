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

/*
 * Widths in points, fixed so Urdu text (which pdf.ts wraps itself, see text()) knows its room:
 * A4 (595.28) less the margins; the header's two columns; a label column; a table cell's padding.
 */
const MARGIN = 36;
const CONTENT = 595.28 - 2 * MARGIN;
const GAP = 20;
const HALF = (CONTENT - GAP) / 2;
const LABEL = 95;
const PADDING = 16;
const SUMMARY = 260;
/** The summary's label column: what its amounts (at most "-1,234,567.00" at 12 pt) leave. */
const SUMMARY_LABEL = SUMMARY - 90 - 2 * PADDING;

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
  const label = (value: string, style: Record<string, unknown> = {}, width = LABEL) =>
    text(value, { color: '#555555', alignment: start, ...style }, width);
  const value = (v: string, style: Record<string, unknown> = {}, width?: number) => text(v, { alignment: start, ...style }, width);
  // A header row: the label column, then the value in the rest of the half page.
  const pair = (l: string, v: string | null): PdfNode[] => order([label(l), value(v ?? '—', {}, HALF - LABEL - 2 * PADDING)]);
  const number = (v: number | string, style: Record<string, unknown> = {}) => text(String(v), { alignment: end, ...style });
  const month = `${w.months[Number(statement.month.slice(5, 7)) - 1]} ${statement.month.slice(0, 4)}`;
  const { plant, customer, opening, closing, totals } = statement;

  const header = {
    columns: order([
      {
        width: '*',
        stack: [
          text(plant.name, { bold: true, fontSize: 14, alignment: start }, HALF),
          {
            table: {
              widths: order([LABEL, '*']),
              body: [pair(w.plantCode, plant.code), pair(w.address, plant.address), pair(w.phone, plant.phone)],
            },
            layout: 'noBorders',
          },
        ],
      },
      {
        width: '*',
        stack: [
          text(customer.name, { bold: true, fontSize: 14, alignment: start }, HALF),
          {
            table: {
              widths: order([LABEL, '*']),
              body: [pair(w.customerCode, customer.code), pair(w.area, customer.area), pair(w.rate, money(customer.rate))],
            },
            layout: 'noBorders',
          },
        ],
      },
    ]),
    columnGap: GAP,
  };

  const columns = [w.date, w.delivered, w.returned, w.amount, w.paid, w.balance, w.cans];
  const body: PdfNode[][] = [order(columns.map((c) => text(c, { bold: true, alignment: c === w.date ? start : end })))];
  // A cell spanning `span` columns from the row's start (its left in ltr, its right in rtl), then the rest.
  const spanRow = (cell: Record<string, unknown>, span: number, rest: PdfNode[]): PdfNode[] => {
    const fill = Array.from({ length: span - 1 }, () => '');
    return rtl ? [...[...rest].reverse(), { ...cell, colSpan: span }, ...fill] : [{ ...cell, colSpan: span }, ...fill, ...rest];
  };
  body.push(spanRow(label(w.opening, {}, CONTENT / 2), 5, [number(money(opening.balance)), number(opening.cans)]));
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
  if (statement.lines.length === 0) body.push(spanRow(value(w.noLines, {}, CONTENT - PADDING), 7, []));
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

  // Several products (or another than the first): a table of each one's month; one product reads as before.
  const byProduct =
    statement.products.length > 1 || statement.products.some((p) => p.product_id !== 1)
      ? [
          text(w.byProduct, { bold: true, alignment: start, margin: [0, 0, 0, 4] }, CONTENT),
          {
            table: {
              headerRows: 1,
              widths: order(['*', 60, 60, 80, 50]),
              body: [
                order(
                  [w.product, w.delivered, w.returned, w.amount, w.held].map((c, i) =>
                    text(c, { bold: true, alignment: i === 0 ? start : end }),
                  ),
                ),
                ...statement.products.map((p) =>
                  order([
                    value((language === 'ur' && p.name_ur) || p.name),
                    number(p.delivered),
                    number(p.returnable ? p.returned : '—'),
                    number(money(p.amount)),
                    number(p.returnable ? p.closing_held : '—'),
                  ]),
                ),
              ],
            },
            layout: 'lightHorizontalLines',
            margin: [0, 0, 0, 14],
          },
        ]
      : [];

  const due = closing.balance >= 0 ? w.amountDue : w.advance;
  const summary = {
    table: {
      widths: order(['*', 'auto']),
      body: [
        order([label(w.closing, {}, SUMMARY_LABEL), number(money(closing.balance))]),
        order([
          text(due, { bold: true, alignment: start }, SUMMARY_LABEL),
          number(money(Math.abs(closing.balance)), { bold: true, fontSize: 12 }),
        ]),
        order([label(w.cansHeld, {}, SUMMARY_LABEL), number(closing.cans)]),
        order([label(w.deposit, {}, SUMMARY_LABEL), number(money(closing.security_deposit.amount))]),
        order([label(w.depositCans, {}, SUMMARY_LABEL), number(closing.security_deposit.cans)]),
      ],
    },
    layout: 'lightHorizontalLines',
  };

  const pay = order([
    label(w.howToPay, { bold: true }),
    value(plant.payment_details ?? [w.payCash, plant.phone].filter(Boolean).join(' '), {}, CONTENT - LABEL - 2 * PADDING),
  ]);

  return {
    info: { title: `${w.title} ${statement.month} ${customer.code}`, creator: 'Paani' },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      text(`${w.title}`, { fontSize: 16, bold: true, alignment: start }, CONTENT),
      text(month, { fontSize: 12, alignment: start, margin: [0, 0, 0, 10] }, CONTENT),
      header,
      {
        table: { headerRows: 1, widths: order([40, '*', '*', '*', '*', '*', 40]), body },
        layout: 'lightHorizontalLines',
        margin: [0, 14, 0, 14],
      },
      ...byProduct,
      {
        columns: order([
          { width: '*', text: '' },
          { width: SUMMARY, ...summary },
        ]),
      },
      { table: { widths: order([LABEL, '*']), body: [pay] }, layout: 'noBorders', margin: [0, 14, 0, 0] },
    ],
  };
}
