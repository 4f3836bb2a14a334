import type {
  Customer,
  DailyEntry,
  DailyEntryInput,
  DailyEntryTotals,
  DeliveryStatus,
  EntryItemInput,
  PaymentMethod,
  SheetProduct,
  SheetRow,
} from '@paani/contracts';
import { amountPaisa, coordinatesOf, FIRST_PRODUCT_ID, rupees, toPaisa } from '@paani/contracts';
import {
  columnKind,
  columnProduct,
  COLUMNS,
  deliveredColumn,
  ONE_PRODUCT,
  returnedColumn,
  type BaseColumn,
  type Column,
  type ProductColumn,
  type SheetLayout,
  type TextColumn,
} from './sheet-columns';
import { dueOtherProducts, dueQuantity, entryItems, productRate, type RowPrices } from './sheet-products';

export { COLUMNS, columnKind, ONE_PRODUCT, sheetLayout } from './sheet-columns';
export type { Column, SheetLayout } from './sheet-columns';

export const PAYMENT_METHODS: PaymentMethod[] = ['cash', 'jazzcash', 'easypaisa', 'bank', 'other'];
export const DELIVERY_STATUSES: DeliveryStatus[] = ['delivered', 'not_home', 'refused', 'skipped'];

/** The API field of each column, as a 422 names it (`entries.3.cans_delivered`). */
export const COLUMN_FIELD: Record<BaseColumn, keyof DailyEntryInput> = {
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
  /** Product 1's cans (the only product's, on a one-product sheet). */
  delivered: string;
  returned: string;
  /** The other products' cells, by column (`delivered:2`); a cell not typed in is 0. */
  productCells: Partial<Record<ProductColumn, string>>;
  rate: string;
  collected: string;
  note: string;
  method: PaymentMethod;
  status: DeliveryStatus;
}

let nextKey = 0;
const newKey = (customerId: number) => `d${customerId}-${(nextKey += 1)}`;

/**
 * The schedule's other products due that day as their delivered cells: a carton every Friday is
 * on Friday's row beside the cans, so the owner only types what differs.
 */
function dueProductCells(row: SheetRow): DraftRow['productCells'] {
  return Object.fromEntries(dueOtherProducts(row).map((productId) => [deliveredColumn(productId), String(dueQuantity(row, productId))]));
}

/**
 * A new unsaved row for a customer: a due row (or one added by search) starts with what the
 * schedule brings that day, product by product; another entry for a customer already entered
 * starts from nothing, since the schedule's delivery is already recorded.
 */
export function prefillDraft(row: SheetRow, origin: DraftRow['origin'] = 'prefill'): DraftRow {
  const fromSchedule = origin !== 'extra';
  return {
    key: newKey(row.customer_id),
    customerId: row.customer_id,
    origin,
    touched: origin !== 'prefill',
    delivered: String(fromSchedule ? dueQuantity(row, FIRST_PRODUCT_ID) : 0),
    returned: '0',
    productCells: fromSchedule ? dueProductCells(row) : {},
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
    // Not due that day: the usual one can, as a customer without a schedule gets.
    default_quantity: 1,
    default_items: [{ product_id: FIRST_PRODUCT_ID, quantity: 1 }],
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
    product_rates: customer.product_rates ?? [],
    containers: (customer.containers ?? []).map(({ product_name: _name, ...holding }) => holding),
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
  const kind = columnKind(column);
  if (kind === 'cans') return /^\d{0,5}$/.test(text);
  if (kind === 'money') return /^\d{0,8}(\.\d{0,2})?$/.test(text);
  if (kind === 'text') return text.length <= NOTE_MAX;
  return false;
}

/** A cell's text as typed: product 1's and the money fields are the draft's own, the other products' a cell not typed in is 0. */
export function cellText(draft: DraftRow, column: Column): string {
  if (column === 'method') return draft.method;
  if (column === 'status') return draft.status;
  if (column in draft) return draft[column as Exclude<TextColumn, ProductColumn>];
  return draft.productCells[column as ProductColumn] ?? '0';
}

/** The draft with one cell changed. */
export function withCell(draft: DraftRow, column: Column, value: string): DraftRow {
  if (column === 'method') return { ...draft, method: value as PaymentMethod };
  if (column === 'status') return { ...draft, status: value as DeliveryStatus };
  if (columnProduct(column) && column !== 'delivered' && column !== 'returned') {
    return { ...draft, productCells: { ...draft.productCells, [column]: value } };
  }
  return { ...draft, [column]: value };
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

const finiteOr0 = (value: number) => (Number.isFinite(value) ? value : 0);

export interface DraftCount {
  product: SheetProduct;
  delivered: number;
  returned: number;
}

/** Each product of a several-product sheet as typed: nothing delivered unless delivered, no empties of a product that does not come back. */
export function draftCounts(draft: DraftRow, layout: SheetLayout): DraftCount[] {
  return layout.products.map((product) => ({
    product,
    delivered: draft.status === 'delivered' ? finiteOr0(cellNumber(cellText(draft, deliveredColumn(product.id)))) : 0,
    returned: product.returnable ? finiteOr0(cellNumber(cellText(draft, returnedColumn(product.id)))) : 0,
  }));
}

/**
 * Σ delivered × rate in paisa: the ledger's own rule (amountPaisa), so the screen shows what the
 * server will record. One product: its cans at the row's rate.
 */
export function draftAmount(
  draft: DraftRow,
  effectiveRate: number,
  layout: SheetLayout = ONE_PRODUCT,
  productRates: RowPrices['product_rates'] = [],
): number {
  if (!layout.multi) return rupees(amountPaisa(draftCans(draft), draftRate(draft, effectiveRate)));
  // Product 1 at the rate as typed; another at the customer's price of it.
  const prices = { rate: draftRate(draft, effectiveRate), product_rates: productRates };
  const paisa = draftCounts(draft, layout).reduce(
    (sum, { product, delivered }) => sum + amountPaisa(delivered, productRate(product.id, prices, layout.products)),
    0,
  );
  return rupees(paisa);
}

export function draftReturned(draft: DraftRow): number {
  return finiteOr0(cellNumber(draft.returned));
}

export function draftCollected(draft: DraftRow): number {
  return finiteOr0(cellNumber(draft.collected));
}

/** Product 1's cans of the row, as the day's `cans_` totals count them (none when the sheet has no column for it). */
function firstProductCans(draft: DraftRow, layout: SheetLayout): { delivered: number; returned: number } {
  if (!layout.multi) return { delivered: draftCans(draft), returned: draftReturned(draft) };
  const first = draftCounts(draft, layout).find((item) => item.product.id === FIRST_PRODUCT_ID);
  return { delivered: first?.delivered ?? 0, returned: first?.returned ?? 0 };
}

/** A row records something (cans either way, money, a status other than delivered or a note); an empty row is not sent. */
export function draftHasEntry(draft: DraftRow, layout: SheetLayout = ONE_PRODUCT): boolean {
  const moves = layout.multi
    ? draftCounts(draft, layout).some((item) => item.delivered > 0 || item.returned > 0)
    : draftCans(draft) > 0 || draftReturned(draft) > 0;
  return moves || draftCollected(draft) > 0 || draft.status !== 'delivered' || draft.note.trim() !== '';
}

export type CellErrors = Partial<Record<Column, string>>;
export type CellProblem = 'wholeCans' | 'money' | 'tooLong';

/** What the screen can tell before sending: whole cans, money with at most 2 decimals (the keys of the 'validation' strings). */
export function draftProblems(draft: DraftRow, layout: SheetLayout = ONE_PRODUCT): Partial<Record<Column, CellProblem>> {
  const problems: Partial<Record<Column, CellProblem>> = {};
  for (const column of layout.columns) {
    const kind = columnKind(column);
    if (kind !== 'cans' && kind !== 'money') continue;
    const text = cellText(draft, column).trim();
    if (text !== '' && !(kind === 'cans' ? CANS : MONEY).test(text)) problems[column] = kind === 'cans' ? 'wholeCans' : 'money';
  }
  if (draft.note.length > NOTE_MAX) problems.note = 'tooLong';
  return problems;
}

/**
 * The batch row: the rate only when it differs from the customer's, the collection and method only
 * with money received. Several products: `items` of the products moved (product 1's rate on its
 * item), instead of the single-product cans.
 */
export function toEntryInput(draft: DraftRow, effectiveRate: number, layout: SheetLayout = ONE_PRODUCT): DailyEntryInput {
  const rate = draftRate(draft, effectiveRate);
  const rest = {
    collected: draftCollected(draft),
    payment_method: draft.method,
    status: draft.status,
    note: draft.note.trim() === '' ? null : draft.note.trim(),
  };
  if (layout.multi) {
    const items: EntryItemInput[] = draftCounts(draft, layout)
      .filter((item) => item.delivered > 0 || item.returned > 0)
      .map(({ product, delivered, returned }) => ({
        product_id: product.id,
        delivered,
        ...(product.returnable ? { returned } : {}),
        ...(product.id === FIRST_PRODUCT_ID && rate !== effectiveRate ? { rate } : {}),
      }));
    return { customer_id: draft.customerId, items, ...rest };
  }
  return {
    customer_id: draft.customerId,
    cans_delivered: draftCans(draft),
    cans_returned: draftReturned(draft),
    ...(rate !== effectiveRate ? { rate } : {}),
    ...rest,
  };
}

export const EMPTY_TOTALS: DailyEntryTotals = { entries: 0, cans_delivered: 0, cans_returned: 0, amount: 0, collected: 0 };

/** An unsaved row with its customer's prices: `rate` product 1's, `productRates` their own of the others. */
export interface PricedDraft {
  draft: DraftRow;
  rate: number;
  productRates?: RowPrices['product_rates'];
}

/** The day's totals: the saved entries (not reversed) and the unsaved rows as typed; the cans are product 1's. */
export function sheetTotals(
  saved: DailyEntry[],
  drafts: PricedDraft[],
  layout: SheetLayout = ONE_PRODUCT,
): DailyEntryTotals & { unsaved: number } {
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
  for (const { draft, rate, productRates } of drafts) {
    if (!draftHasEntry(draft, layout)) continue;
    const first = firstProductCans(draft, layout);
    totals.unsaved += 1;
    totals.cans_delivered += first.delivered;
    totals.cans_returned += first.returned;
    amount += toPaisa(draftAmount(draft, rate, layout, productRates));
    collected += toPaisa(draftCollected(draft));
  }
  totals.amount = rupees(amount);
  totals.collected = rupees(collected);
  return totals;
}

export type ProductTotals = Record<number, { delivered: number; returned: number }>;

/** Each product's cans of the day, saved (not reversed) and typed: the footer of a several-product sheet. */
export function productTotals(saved: DailyEntry[], drafts: PricedDraft[], layout: SheetLayout): ProductTotals {
  const totals: ProductTotals = Object.fromEntries(layout.products.map((product) => [product.id, { delivered: 0, returned: 0 }]));
  const add = (productId: number, delivered: number, returned: number) => {
    const total = totals[productId];
    if (!total) return;
    total.delivered += delivered;
    total.returned += returned;
  };
  for (const entry of saved) {
    if (entry.reversed_by === null) for (const item of entryItems(entry)) add(item.product_id, item.delivered, item.returned);
  }
  for (const { draft } of drafts) {
    if (draftHasEntry(draft, layout)) for (const item of draftCounts(draft, layout)) add(item.product.id, item.delivered, item.returned);
  }
  return totals;
}

export interface RowErrors {
  row?: string;
  cells: CellErrors;
}

/** The cell of an item's field in a 422 (`items.1.delivered`): the product's column, or product 1's rate. */
function itemColumn(field: string, sentItems: EntryItemInput[] | undefined): Column | undefined {
  const match = /^items\.(\d+)\.(delivered|returned|rate)$/.exec(field);
  const productId = match ? sentItems?.[Number(match[1])]?.product_id : undefined;
  if (!match || productId === undefined) return undefined;
  if (match[2] === 'rate') return productId === FIRST_PRODUCT_ID ? 'rate' : undefined;
  return match[2] === 'delivered' ? deliveredColumn(productId) : returnedColumn(productId);
}

/**
 * A 422 of the batch: errors keyed `entries.<index>.<field>` (index into the batch sent) become the
 * messages of that row's cells; a field without a column, and anything not about a row, is the row's
 * (or, without a row, the batch's) message. An item's field finds its product's cell through the
 * items sent with the row.
 */
export function batchErrors(
  errors: Record<string, string[]> | undefined,
  sentKeys: string[],
  sentItems: Array<EntryItemInput[] | undefined> = [],
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
    const column = match[2] ? (byField[match[2]] ?? itemColumn(match[2], sentItems[Number(match[1])])) : undefined;
    if (column) row.cells[column] = message;
    else row.row = row.row ? `${row.row} ${message}` : message;
  }
  return { rows, general };
}

export interface CellPosition {
  row: number;
  col: number;
}

/** Where a move lands in a grid of `rows` × `columns`; null when it would leave the grid. */
export function moveCell(
  from: CellPosition,
  move: 'up' | 'down' | 'left' | 'right' | 'next' | 'previous' | 'home' | 'end',
  rows: number,
  columns: number = COLUMNS.length,
): CellPosition | null {
  const last = columns - 1;
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
