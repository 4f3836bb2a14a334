import type { SheetRow } from '@paani/contracts';
import { renderPdf, text } from '../../../platform/pdf/pdf';
import { DaySheetWords, en } from './en';
import { ur } from './ur';

/** The languages a printed day sheet is written in: one template, one words file each. */
export const DAY_SHEET_LANGUAGES = { en, ur } as const;
export type DaySheetLanguage = keyof typeof DAY_SHEET_LANGUAGES;
export const DAY_SHEET_LANGUAGE_CODES = Object.keys(DAY_SHEET_LANGUAGES) as DaySheetLanguage[];

/** What a printed day sheet shows: the day's sheet as the owner's screen has it, and whose it is. */
export interface PrintedDaySheet {
  plant: { name: string; code: string };
  date: string;
  /** The area or the rider the sheet was asked for (null: the whole plant). */
  area: string | null;
  rider: string | null;
  /** When it was printed, as the plant's local date and time ("2026-11-29 07:15"). */
  printed_at: string;
  rows: SheetRow[];
}

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const money = (value: number) => amount.format(value);

// A4 landscape less the margins: the customer column takes what the fixed ones leave.
const MARGIN = 28;
const CONTENT = 841.89 - 2 * MARGIN;
const NUMBER = 22;
const FIXED = [NUMBER, 34, 40, 58, 40, 52, 52, 58, 78];
const PADDING = 8;
const CUSTOMER = CONTENT - FIXED.reduce((sum, width) => sum + width, 0) - PADDING * (FIXED.length + 1);

const sum = (row: SheetRow, field: 'cans_delivered' | 'cans_returned' | 'collected') =>
  row.entries.reduce((total, entry) => total + Number(entry[field] ?? 0), 0);

/**
 * The day's sheet on paper, for riders who carry one: every customer in route order with what is
 * due, their rate, previous balance and cans out, and columns to fill by hand (delivered,
 * returned, collected, signature), prefilled where entries are already saved. Landscape A4, the
 * header row on every page. Right-to-left languages mirror the columns.
 */
export function daySheetPdf(sheet: PrintedDaySheet, language: DaySheetLanguage = 'en'): Promise<Buffer> {
  const w: DaySheetWords = DAY_SHEET_LANGUAGES[language];
  const rtl = w.direction === 'rtl';
  const order = <T>(cells: T[]): T[] => (rtl ? [...cells].reverse() : cells);
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const head = (value: string, alignment = end) => text(value, { bold: true, alignment });
  const number = (value: string | number) => text(String(value), { alignment: end, margin: [0, 6, 0, 6] });
  const blankOr = (value: number, saved: boolean) => number(saved ? money(value) : '');

  const body = [
    order([
      head(w.number),
      head(w.customer, start),
      head(w.due),
      head(w.rate),
      head(w.previous),
      head(w.cansOut),
      head(w.delivered),
      head(w.returned),
      head(w.collected),
      head(w.signature, start),
    ]),
    ...sheet.rows.map((row, index) => {
      const saved = row.entries.length > 0;
      const details = [row.code, row.address, row.phone].filter(Boolean).join(' · ');
      return order([
        number(index + 1),
        {
          stack: [
            text(row.name, { bold: true, alignment: start }, CUSTOMER),
            text(details, { fontSize: 7, color: '#555555', alignment: start }, CUSTOMER),
          ],
          margin: [0, 2, 0, 2],
        },
        number(row.scheduled ? row.default_quantity : ''),
        number(money(row.rate)),
        number(money(row.previous_balance)),
        number(row.cans_out),
        blankOr(sum(row, 'cans_delivered'), saved),
        blankOr(sum(row, 'cans_returned'), saved),
        blankOr(sum(row, 'collected'), saved),
        '',
      ]);
    }),
  ];
  const due = sheet.rows.reduce((total, row) => total + (row.scheduled ? row.default_quantity : 0), 0);
  const whose = [`${w.area}: ${sheet.area ?? w.allAreas}`, sheet.rider ? `${w.rider}: ${sheet.rider}` : null].filter(Boolean).join('    ');
  return renderPdf({
    info: { title: `${w.title} ${sheet.date}`, creator: 'Paani' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + 8],
    footer: (page: number, pages: number) =>
      text(`${w.printed} ${sheet.printed_at}    ${w.page} ${page} / ${pages}`, {
        fontSize: 7,
        color: '#555555',
        alignment: end,
        margin: [MARGIN, 8, MARGIN, 0],
      }),
    content: [
      text(`${w.title}  ${sheet.date}`, { fontSize: 16, bold: true, alignment: start }, CONTENT),
      text(`${sheet.plant.name} (${w.plantCode} ${sheet.plant.code})`, { fontSize: 11, alignment: start }, CONTENT),
      text(whose, { alignment: start, margin: [0, 2, 0, 0] }, CONTENT),
      text(`${sheet.rows.length} ${w.customers} · ${due} ${w.cansDue}`, { alignment: start, margin: [0, 0, 0, 8] }, CONTENT),
      sheet.rows.length === 0
        ? text(w.noCustomers, { alignment: start }, CONTENT)
        : {
            table: { headerRows: 1, dontBreakRows: true, widths: order([...FIXED.slice(0, 1), '*', ...FIXED.slice(1)]), body },
            layout: 'lightHorizontalLines',
          },
    ],
  });
}
