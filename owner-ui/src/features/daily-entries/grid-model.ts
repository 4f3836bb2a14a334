import type { Customer, DailyEntry, DailyEntryInput, DailyEntryTotals, DeliveryStatus, PaymentMethod, SheetRow } from '@paani/contracts';
import { amountPaisa, coordinatesOf, rupees, toPaisa } from '@paani/contracts';

/** The sheet's editable columns, left to right: the order arrow keys and Tab move through. */
export const COLUMNS = ['delivered', 'returned', 'rate', 'collected', 'method', 'status', 'note'] as const;
export type Column = (typeof COLUMNS)[number];
export type TextColumn = Exclude<Column, 'method' | 'status'>;

export const PAYMENT_METHODS: PaymentMethod[] = ['cash', 'jazzcash', 'easypaisa', 'bank', 'other'];
export const DELIVERY_STATUSES: DeliveryStatus[] = ['delivered', 'not_home', 'refused', 'skipped'];

/** What a cell holds: whole cans, money (2 decimals), a choice or free text. */
export const COLUMN_KIND: Record<Column, 'cans' | 'money' | 'choice' | 'text'> = {
  delivered: 'cans',
  returned: 'cans',
  rate: 'money',
  collected: 'money',
  method: 'choice',
  status: 'choice',
  note: 'text',
};

/** The API field of each column, as a 422 names it (`entries.3.cans_delivered`). */
export const COLUMN_FIELD: Record<Column, keyof DailyEntryInput> = {
  delivered: 'cans_delivered',
  returned: 'cans_returned',
  rate: 'rate',
  collected: 'collected',
  method: 'payment_method',
  status: 'status',
  note: 'note',
};

export const NOTE_MAX = 200;

/** An unsaved row of the sheet: what is typed, kept as text so a half-typed number stays as typed. */
export interface DraftRow {
  key: string;
  customerId: number;
  /** prefill: from the schedule; extra: another entry for a customer already entered; added: a customer found by search. */
  origin: 'prefill' | 'extra' | 'added';
  /** Changed by the owner since it was made (what the unsaved-changes guard protects). */
  touched: boolean;
  delivered: string;
  returned: string;
  rate: string;
  collected: string;
  note: string;
  method: PaymentMethod;
  status: DeliveryStatus;
}

let nextKey = 0;
const newKey = (customerId: number) => `d${customerId}-${(nextKey += 1)}`;

export function prefillDraft(row: SheetRow, origin: DraftRow['origin'] = 'prefill'): DraftRow {
  return {
    key: newKey(row.customer_id),
    customerId: row.customer_id,
    origin,
    touched: origin !== 'prefill',
    delivered: String(origin === 'extra' ? 0 : row.default_quantity),
    returned: '0',
    rate: String(row.rate),
    collected: '0',
    note: '',
    method: 'cash',
    status: 'delivered',
  };
}

/** A customer found by search, shaped as a sheet row (not due that day, nothing saved). */
export function customerAsSheetRow(customer: Customer): SheetRow {
  return {
    customer_id: customer.id,
    code: customer.code,
    name: customer.name,
    address: customer.address,
    phone: customer.phone,
    location: coordinatesOf(customer),
    area_id: customer.area_id,
    area_name: customer.area_name,
    employee_id: customer.employee_id,
    employee_name: customer.employee_name,
    route_position: null,
    scheduled: false,
    default_quantity: 1,
    rate: customer.effective_rate,
    previous_balance: customer.balance,
    cans_out: customer.cans_out,
    balance: customer.balance,
    flags: {
      over_credit_limit: customer.over_credit_limit,
      over_can_limit: customer.over_can_limit,
      paused: customer.status === 'paused',
      no_delivery_for_days: null,
    },
    entries: [],
  };
}

const CANS = /^\d+$/;
const MONEY = /^\d+(\.\d{1,2})?$/;

/** A cell's number: '' is 0 (the rate: the customer's rate); anything unreadable is NaN. */
export function cellNumber(text: string, fallback = 0): number {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  return Number(trimmed);
}

/** Whether a cell may hold this text while typing (digits, and one decimal point in money). */
export function acceptsText(column: Column, text: string): boolean {
  const kind = COLUMN_KIND[column];
  if (kind === 'cans') return /^\d{0,5}$/.test(text);
  if (kind === 'money') return /^\d{0,8}(\.\d{0,2})?$/.test(text);
  if (kind === 'text') return text.length <= NOTE_MAX;
  return false;
}

/** Only a delivered row delivers cans (and so costs anything). */
export function draftCans(draft: DraftRow): number {
  if (draft.status !== 'delivered') return 0;
  const cans = cellNumber(draft.delivered);
  return Number.isFinite(cans) ? cans : 0;
}

export function draftRate(draft: DraftRow, effectiveRate: number): number {
  const rate = cellNumber(draft.rate, effectiveRate);
  return Number.isFinite(rate) ? rate : effectiveRate;
}

/** delivered × rate in paisa: the ledger's own rule (amountPaisa), so the screen shows what the server will record. */
export function draftAmount(draft: DraftRow, effectiveRate: number): number {
  return rupees(amountPaisa(draftCans(draft), draftRate(draft, effectiveRate)));
}

const finiteOr0 = (value: number) => (Number.isFinite(value) ? value : 0);

export function draftReturned(draft: DraftRow): number {
  return finiteOr0(cellNumber(draft.returned));
}

export function draftCollected(draft: DraftRow): number {
  return finiteOr0(cellNumber(draft.collected));
}

/** A row records something (cans either way, money, a status other than delivered or a note); an empty row is not sent. */
export function draftHasEntry(draft: DraftRow): boolean {
  return (
    draftCans(draft) > 0 ||
    draftReturned(draft) > 0 ||
    draftCollected(draft) > 0 ||
    draft.status !== 'delivered' ||
    draft.note.trim() !== ''
  );
}

export type CellErrors = Partial<Record<Column, string>>;

/** What the screen can tell before sending: whole cans, money with at most 2 decimals (the keys of the 'validation' strings). */
export function draftProblems(draft: DraftRow): Partial<Record<Column, 'wholeCans' | 'money' | 'tooLong'>> {
  const problems: Partial<Record<Column, 'wholeCans' | 'money' | 'tooLong'>> = {};
  for (const column of ['delivered', 'returned'] as const) {
    if (draft[column].trim() !== '' && !CANS.test(draft[column].trim())) problems[column] = 'wholeCans';
  }
  for (const column of ['rate', 'collected'] as const) {
    if (draft[column].trim() !== '' && !MONEY.test(draft[column].trim())) problems[column] = 'money';
  }
  if (draft.note.length > NOTE_MAX) problems.note = 'tooLong';
  return problems;
}

/** The batch row: the rate only when it differs from the customer's, the collection and method only with money received. */
export function toEntryInput(draft: DraftRow, effectiveRate: number): DailyEntryInput {
  const rate = draftRate(draft, effectiveRate);
  const collected = draftCollected(draft);
  return {
    customer_id: draft.customerId,
    cans_delivered: draftCans(draft),
    cans_returned: draftReturned(draft),
    ...(rate !== effectiveRate ? { rate } : {}),
    collected,
    payment_method: draft.method,
    status: draft.status,
    note: draft.note.trim() === '' ? null : draft.note.trim(),
  };
}

export const EMPTY_TOTALS: DailyEntryTotals = { entries: 0, cans_delivered: 0, cans_returned: 0, amount: 0, collected: 0 };

/** The day's totals: the saved entries (not reversed) and the unsaved rows as typed. */
export function sheetTotals(saved: DailyEntry[], drafts: Array<{ draft: DraftRow; rate: number }>): DailyEntryTotals & { unsaved: number } {
  const totals = { ...EMPTY_TOTALS, unsaved: 0 };
  // Money summed in whole paisa, never in binary fractions of a rupee.
  let amount = 0;
  let collected = 0;
  for (const entry of saved) {
    if (entry.reversed_by !== null) continue;
    totals.entries += 1;
    totals.cans_delivered += entry.cans_delivered;
    totals.cans_returned += entry.cans_returned;
    amount += toPaisa(entry.amount);
    collected += toPaisa(entry.collected);
  }
  for (const { draft, rate } of drafts) {
    if (!draftHasEntry(draft)) continue;
    totals.unsaved += 1;
    totals.cans_delivered += draftCans(draft);
    totals.cans_returned += draftReturned(draft);
    amount += toPaisa(draftAmount(draft, rate));
    collected += toPaisa(draftCollected(draft));
  }
  totals.amount = rupees(amount);
  totals.collected = rupees(collected);
  return totals;
}

export interface RowErrors {
  row?: string;
  cells: CellErrors;
}

/**
 * A 422 of the batch: errors keyed `entries.<index>.<field>` (index into the batch sent) become the
 * messages of that row's cells; a field without a column, and anything not about a row, is the row's
 * (or, without a row, the batch's) message.
 */
export function batchErrors(
  errors: Record<string, string[]> | undefined,
  sentKeys: string[],
): { rows: Record<string, RowErrors>; general: string[] } {
  const rows: Record<string, RowErrors> = {};
  const general: string[] = [];
  const byField = Object.fromEntries(Object.entries(COLUMN_FIELD).map(([column, field]) => [field, column as Column]));
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const message = messages[0] ?? '';
    const match = /^entries\.(\d+)(?:\.(.+))?$/.exec(path);
    const key = match ? sentKeys[Number(match[1])] : undefined;
    if (!match || key === undefined) {
      general.push(message);
      continue;
    }
    const row = (rows[key] ??= { cells: {} });
    const column = match[2] ? byField[match[2]] : undefined;
    if (column) row.cells[column] = message;
    else row.row = row.row ? `${row.row} ${message}` : message;
  }
  return { rows, general };
}

export interface CellPosition {
  row: number;
  col: number;
}

/** Where a move lands in a grid of `rows` × COLUMNS; null when it would leave the grid. */
export function moveCell(
  from: CellPosition,
  move: 'up' | 'down' | 'left' | 'right' | 'next' | 'previous' | 'home' | 'end',
  rows: number,
): CellPosition | null {
  const last = COLUMNS.length - 1;
  switch (move) {
    case 'up':
      return from.row > 0 ? { row: from.row - 1, col: from.col } : null;
    case 'down':
      return from.row < rows - 1 ? { row: from.row + 1, col: from.col } : null;
    case 'left':
      return from.col > 0 ? { row: from.row, col: from.col - 1 } : null;
    case 'right':
      return from.col < last ? { row: from.row, col: from.col + 1 } : null;
    case 'next':
      if (from.col < last) return { row: from.row, col: from.col + 1 };
      return from.row < rows - 1 ? { row: from.row + 1, col: 0 } : null;
    case 'previous':
      if (from.col > 0) return { row: from.row, col: from.col - 1 };
      return from.row > 0 ? { row: from.row - 1, col: last } : null;
    case 'home':
      return { row: from.row, col: 0 };
    case 'end':
      return { row: from.row, col: last };
  }
}

/** The choice a typed letter picks: the next option (after the current) whose label starts with it. */
export function choiceByLetter<T extends string>(options: T[], labels: Record<T, string>, current: T, letter: string): T | null {
  const lower = letter.toLowerCase();
  const start = options.indexOf(current);
  for (let step = 1; step <= options.length; step += 1) {
    const option = options[(start + step) % options.length];
    if (labels[option].toLowerCase().startsWith(lower)) return option;
  }
  return null;
}
