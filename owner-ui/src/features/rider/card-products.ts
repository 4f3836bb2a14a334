import { amountPaisa, FIRST_PRODUCT_ID, rupees, type RiderEntryInput, type SheetProduct, type SheetRow } from '@paani/contracts';
import {
  dueOtherProducts,
  dueQuantity,
  entryItems,
  isMultiProduct,
  itemCount,
  productRate,
  type ItemCount,
} from '../daily-entries/sheet-products';
import type { CardDraft } from './card-drafts';

/** The products on a customer's card: a stepper each for `shown`, the rest behind "Add product". */
export interface CardProducts {
  shown: SheetProduct[];
  hidden: SheetProduct[];
}

/**
 * Which products a card offers: product 1, any product the schedule brings that day, any the
 * customer holds containers of or moved today (saved or queued), and any the rider added. Null
 * for a one-product sheet (or one kept from before products): the card as it always was.
 */
export function cardProducts(
  row: SheetRow,
  products: readonly SheetProduct[],
  queued: readonly RiderEntryInput[],
  added: readonly number[],
): CardProducts | null {
  if (!isMultiProduct(products)) return null;
  const taken = new Set<number>([FIRST_PRODUCT_ID, ...dueOtherProducts(row), ...added]);
  for (const holding of row.containers ?? []) if (holding.held > 0) taken.add(holding.product_id);
  for (const entry of [...row.entries, ...queued]) for (const item of entryItems(entry)) taken.add(item.product_id);
  return {
    shown: products.filter((product) => taken.has(product.id)),
    hidden: products.filter((product) => !taken.has(product.id)),
  };
}

/**
 * A product's count on the card: what the rider set, else what the schedule brings that day.
 * Once something is recorded for the customer the schedule's delivery is done, so another entry
 * starts from nothing.
 */
export function cardCount(
  row: Pick<SheetRow, 'default_quantity' | 'default_items'>,
  draft: Pick<CardDraft, 'delivered' | 'returned' | 'items'>,
  recorded: boolean,
  productId: number,
): ItemCount {
  const due = recorded ? 0 : dueQuantity(row, productId);
  if (productId === FIRST_PRODUCT_ID) return { product_id: productId, delivered: draft.delivered ?? due, returned: draft.returned };
  return { product_id: productId, ...(draft.items[productId] ?? { delivered: due, returned: 0 }) };
}

/** Only product 1 on the card: the entry is sent with the single-product fields, as it always was. */
const firstOnly = (shown: readonly SheetProduct[] | null) => !shown || (shown.length === 1 && shown[0].id === FIRST_PRODUCT_ID);

/**
 * The entry the card queues. Product 1 alone: `cans_delivered` and `cans_returned`. More products
 * in play: `items` of the products moved (empties only of those that come back), no rate (a
 * rider's prices are the customer's).
 */
export function cardEntry(
  customerId: number,
  shown: readonly SheetProduct[] | null,
  count: (productId: number) => ItemCount,
  collected: number,
): RiderEntryInput {
  if (firstOnly(shown)) {
    const first = count(FIRST_PRODUCT_ID);
    return { customer_id: customerId, cans_delivered: first.delivered, cans_returned: first.returned, collected };
  }
  const items = (shown ?? []).flatMap((product) => {
    const { delivered, returned } = count(product.id);
    const back = product.returnable ? returned : 0;
    if (delivered === 0 && back === 0) return [];
    return [{ product_id: product.id, delivered, ...(product.returnable ? { returned: back } : {}) }];
  });
  return { customer_id: customerId, items, collected };
}

/** What the card's steppers come to, in rupees: Σ delivered × the customer's price, summed in paisa. */
export function cardAmount(row: SheetRow, products: readonly SheetProduct[], entry: RiderEntryInput): number {
  const paisa = entryItems(entry).reduce((sum, item) => sum + amountPaisa(item.delivered, productRate(item.product_id, row, products)), 0);
  return rupees(paisa);
}

/** The day's delivered and returned of each product on the card, over the saved and the queued entries. */
export function dayCounts(row: SheetRow, queued: readonly RiderEntryInput[], productIds: readonly number[]): ItemCount[] {
  const all = [...row.entries, ...queued].flatMap((entry) => entryItems(entry));
  return productIds.map((productId) =>
    all
      .filter((item) => item.product_id === productId)
      .reduce(
        (sum, item) => ({ ...sum, delivered: sum.delivered + item.delivered, returned: sum.returned + item.returned }),
        itemCount([], productId),
      ),
  );
}
