import type { RiderDay, RiderEntryInput, SheetRow } from '@paani/contracts';
import { amountPaisa, rupees, toPaisa } from '@paani/contracts';
import type { OutboxItem } from '../../api/rider/offline-db';

/** The entries waiting to be sent for a day, by customer. */
export function queuedEntries(waiting: OutboxItem[], date: string): Map<number, RiderEntryInput[]> {
  const byCustomer = new Map<number, RiderEntryInput[]>();
  for (const item of waiting) {
    if (item.kind !== 'entries' || item.date !== date) continue;
    for (const entry of item.body.entries) byCustomer.set(entry.customer_id, [...(byCustomer.get(entry.customer_id) ?? []), entry]);
  }
  return byCustomer;
}

/** A customer's balance and cans as they will be once the queued entries are in: the server's rule, in paisa. */
export function withQueued(row: SheetRow, queued: RiderEntryInput[]): Pick<SheetRow, 'balance' | 'cans_out'> {
  return queued.reduce(
    (sum, entry) => ({
      balance: rupees(toPaisa(sum.balance) + amountPaisa(entry.cans_delivered, row.rate) - toPaisa(entry.collected ?? 0)),
      cans_out: sum.cans_out + entry.cans_delivered - entry.cans_returned,
    }),
    { balance: row.balance, cans_out: row.cans_out },
  );
}

/** The day's expected cash and cans counting the queued entries. */
export function dayWithQueued(day: RiderDay, waiting: OutboxItem[]): RiderDay {
  let { expected_cash, cans_delivered, cans_returned } = day;
  for (const entries of queuedEntries(waiting, day.date).values())
    for (const entry of entries) {
      expected_cash = rupees(toPaisa(expected_cash) + toPaisa(entry.collected ?? 0));
      cans_delivered += entry.cans_delivered;
      cans_returned += entry.cans_returned;
    }
  return { ...day, expected_cash, cans_delivered, cans_returned };
}

/** The latest close waiting to be sent for the day, if any. */
export function queuedClose(waiting: OutboxItem[], date: string) {
  const closes = waiting.filter((item) => item.kind === 'close' && item.date === date);
  const last = closes[closes.length - 1];
  return last?.kind === 'close' ? last.body : null;
}
