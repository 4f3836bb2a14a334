import type { RiderDay, RiderEntryInput, SheetProduct, SheetRow } from '@paani/contracts';
import { amountPaisa, FIRST_PRODUCT_ID, holdsBeyondDeposit, rupees, toPaisa } from '@paani/contracts';
import type { OutboxItem } from '../../api/rider/offline-db';
import { entryItems, itemCount, productRate } from '../daily-entries/sheet-products';

/** The entries waiting to be sent for a day, by customer. */
export function queuedEntries(waiting: OutboxItem[], date: string): Map<number, RiderEntryInput[]> {
  const byCustomer = new Map<number, RiderEntryInput[]>();
  for (const item of waiting) {
    if (item.kind !== 'entries' || item.date !== date) continue;
    for (const entry of item.body.entries) byCustomer.set(entry.customer_id, [...(byCustomer.get(entry.customer_id) ?? []), entry]);
  }
  return byCustomer;
}

/** What the card shows of a customer once their queued entries are in. */
export type QueuedFigures = Pick<SheetRow, 'balance' | 'cans_out' | 'containers'>;

/**
 * A customer's balance and containers as they will be once the queued entries are in: the
 * server's rule, in paisa. Each product at the customer's price of it (product 1 the row's rate);
 * a returnable product's containers move by delivered − returned, product 1's are also cans_out.
 */
export function withQueued(row: SheetRow, queued: RiderEntryInput[], products: readonly SheetProduct[] = []): QueuedFigures {
  let balance = toPaisa(row.balance);
  let cansOut = row.cans_out;
  const held = new Map((row.containers ?? []).map((holding) => [holding.product_id, holding.held]));
  const deposited = new Map((row.containers ?? []).map((holding) => [holding.product_id, holding.deposited ?? 0]));
  for (const entry of queued) {
    for (const item of entryItems(entry)) {
      balance += amountPaisa(item.delivered, productRate(item.product_id, row, products));
      if (item.product_id === FIRST_PRODUCT_ID) cansOut += item.delivered - item.returned;
      // A sheet kept from before products lists none: its one product is the returnable can.
      const returnable = products.find((product) => product.id === item.product_id)?.returnable ?? item.product_id === FIRST_PRODUCT_ID;
      if (returnable) held.set(item.product_id, (held.get(item.product_id) ?? 0) + item.delivered - item.returned);
    }
    balance -= toPaisa(entry.collected ?? 0);
  }
  const serverFlag = new Map((row.containers ?? []).map((holding) => [holding.product_id, holding.over_deposit ?? false]));
  const containers = [...held].map(([product_id, count]) => {
    const covered = deposited.get(product_id) ?? 0;
    const perUnit = products.find((product) => product.id === product_id)?.deposit_per_unit;
    // A product the sheet does not sell (inactive, rented by the month) moves by no queued entry: the server's flag stands.
    const over = perUnit === undefined ? (serverFlag.get(product_id) ?? false) : holdsBeyondDeposit(product_id, perUnit, count, covered);
    return { product_id, held: count, deposited: covered, over_deposit: over };
  });
  return { balance: rupees(balance), cans_out: cansOut, containers };
}

/** The day's expected cash and cans (product 1's, as the day close counts them) counting the queued entries. */
export function dayWithQueued(day: RiderDay, waiting: OutboxItem[]): RiderDay {
  let { expected_cash, cans_delivered, cans_returned } = day;
  for (const entries of queuedEntries(waiting, day.date).values())
    for (const entry of entries) {
      expected_cash = rupees(toPaisa(expected_cash) + toPaisa(entry.collected ?? 0));
      const first = itemCount(entryItems(entry), FIRST_PRODUCT_ID);
      cans_delivered += first.delivered;
      cans_returned += first.returned;
    }
  return { ...day, expected_cash, cans_delivered, cans_returned };
}

/** The latest close waiting to be sent for the day, if any. */
export function queuedClose(waiting: OutboxItem[], date: string) {
  const closes = waiting.filter((item) => item.kind === 'close' && item.date === date);
  const last = closes[closes.length - 1];
  return last?.kind === 'close' ? last.body : null;
}
