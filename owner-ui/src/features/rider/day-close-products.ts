import {
  backDifference,
  expectedBack,
  FIRST_PRODUCT_ID,
  type RiderDayProductCount,
  type RiderEntryInput,
  type SheetRow,
} from '@paani/contracts';
import { entryItems, productName } from '../daily-entries/sheet-products';

/**
 * The plant's other returnable products at a day close (besides the first product's cans), shared
 * by the rider's close and the owner's (no React, so the rider's bundle takes only this).
 */

/** A product counted at a close: a returnable product other than the first. */
export interface CloseProduct {
  id: number;
  name: string;
  name_ur: string | null;
}

/**
 * What a close counts besides the cans: the plant's returnable products other than the first, in
 * the order given, then any the close already counted that are no longer offered (deactivated
 * since), so that a correction keeps their counts: named from `known`, else with no name (shown by its id).
 */
export function closeProducts(
  offered: readonly { id: number; name: string; name_ur: string | null; returnable: boolean }[],
  counted: readonly { product_id: number }[],
  known: readonly { id: number; name: string; name_ur: string | null }[] = [],
): CloseProduct[] {
  const products: CloseProduct[] = offered
    .filter((product) => product.returnable && product.id !== FIRST_PRODUCT_ID)
    .map(({ id, name, name_ur }) => ({ id, name, name_ur }));
  for (const { product_id } of counted)
    if (!products.some((product) => product.id === product_id)) {
      const named = known.find((product) => product.id === product_id);
      products.push({ id: product_id, name: named?.name ?? '', name_ur: named?.name_ur ?? null });
    }
  return products;
}

/** The product's name in the reader's language, or `unnamed` for one not known by name. */
export const closeProductName = (product: CloseProduct, language: string | undefined, unnamed: string) =>
  product.name ? productName(product, language) : unnamed;

/** What a rider's entries moved of a product that day. */
export interface Moved {
  delivered: number;
  returned: number;
}

/** Adds what entries moved of each product to `moved` (a new map). */
export function withEntries(
  moved: ReadonlyMap<number, Moved>,
  entries: Iterable<{ cans_delivered?: number; cans_returned?: number; items?: RiderEntryInput['items'] }>,
): Map<number, Moved> {
  const sums = new Map([...moved].map(([id, counts]) => [id, { ...counts }]));
  for (const entry of entries)
    for (const item of entryItems(entry)) {
      const sum = sums.get(item.product_id) ?? { delivered: 0, returned: 0 };
      sums.set(item.product_id, { delivered: sum.delivered + item.delivered, returned: sum.returned + item.returned });
    }
  return sums;
}

/**
 * What the rider's own saved entries on a day's sheet moved of each product: the entries they made
 * that stand (the sheet lists no reversed one), as the server counts them at the close.
 */
export function movedOnSheet(rows: readonly Pick<SheetRow, 'entries'>[], employeeId: number): Map<number, Moved> {
  const own = rows.flatMap((row) => row.entries.filter((entry) => entry.employee_id === employeeId && entry.reversed_by === null));
  return withEntries(new Map(), own);
}

/** The counts of a product as typed: full taken out and empties back to the plant. */
export interface PairDraft {
  full: string;
  back: string;
}

export const EMPTY_PAIR: PairDraft = { full: '', back: '' };

/** The counts already given for each product (the close's, or one waiting to be sent), as typed text. */
export function pairDrafts(counted: readonly RiderDayProductCount[] | undefined): Map<number, PairDraft> {
  return new Map(
    (counted ?? []).map((count) => [count.product_id, { full: String(count.full_taken), back: String(count.returned_to_plant) }]),
  );
}

const WHOLE = /^\d{1,6}$/;

export type PairProblem = 'required' | 'whole';

export interface PairCheck {
  full?: PairProblem;
  back?: PairProblem;
  /** The product's counts when both are given and whole. */
  count?: RiderDayProductCount;
}

/**
 * A product's pair: both left empty counts nothing (the product is not sent), unless the rider's
 * entries moved some of it that day (`required`); one given asks the other too.
 */
export function checkPair(productId: number, pair: PairDraft, required: boolean): PairCheck {
  const full = pair.full.trim();
  const back = pair.back.trim();
  if (full === '' && back === '' && !required) return {};
  const problem = (value: string): PairProblem | undefined => (value === '' ? 'required' : WHOLE.test(value) ? undefined : 'whole');
  const check: PairCheck = { full: problem(full), back: problem(back) };
  if (!check.full && !check.back) check.count = { product_id: productId, full_taken: Number(full), returned_to_plant: Number(back) };
  return check;
}

/** The pairs' counts to send, by product id (as the server reads them, so a 422's index names the product). */
export const sortedCounts = (counts: readonly RiderDayProductCount[]) => [...counts].sort((a, b) => a.product_id - b.product_id);

/** Whether the rider's entries moved any of the product. */
export const movedAny = (moved: Moved | undefined) => moved !== undefined && (moved.delivered > 0 || moved.returned > 0);

/** full taken − delivered + empties collected, when what was moved is known and the full taken is typed. */
export function expectedBackOf(full: string, moved: Moved | undefined): number | null {
  if (moved === undefined || !WHOLE.test(full.trim())) return null;
  return expectedBack(Number(full), moved.delivered, moved.returned);
}

/** Returned to the plant − expected back, when both are known. */
export function differenceOf(back: string, expected: number | null): number | null {
  if (expected === null || !WHOLE.test(back.trim())) return null;
  return backDifference(Number(back), expected);
}

/** How a product's difference is said: so many not brought back (negative), so many more than expected, or all back. */
export function differenceWording(difference: number): { key: 'notBack' | 'extraBack' | 'allBack'; count: number } {
  return { key: difference < 0 ? 'notBack' : difference > 0 ? 'extraBack' : 'allBack', count: Math.abs(difference) };
}
