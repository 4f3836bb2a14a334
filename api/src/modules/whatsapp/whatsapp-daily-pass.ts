import { Sql } from '../../platform/database/sql';
import { MessageDetails } from './whatsapp-message.events';

/** The plant's hour from which a day's morning pass runs: yesterday's receipts and the day's reminders, at a decent hour. */
export const MORNING_PASS_HOUR = 9;

/** The hour (0–23) at `instant` in the plant's zone. */
export function plantHour(instant: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

/**
 * Each customer of plant $1 delivered to on day $2, with the day summed: what was charged, what
 * was collected at the door (a delivery line's credit), and what came of each product (reversed
 * lines and their reversals left out).
 */
const DAY_DELIVERIES = `
  SELECT l.customer_id, sum(l.debit)::text AS amount, sum(l.credit)::text AS collected,
         (SELECT coalesce(jsonb_agg(jsonb_build_object('product_id', i.product_id, 'quantity', i.quantity) ORDER BY i.product_id), '[]')
            FROM (SELECT (x->>'product_id')::int AS product_id, sum((x->>'delivered')::int)::int AS quantity
                    FROM customer_ledger_lines l2, jsonb_array_elements(coalesce(l2.items, '[]')) x
                   WHERE l2.customer_id = l.customer_id AND l2.date = $2::date AND l2.kind = 'delivery' AND l2.reversed_by IS NULL
                   GROUP BY 1 HAVING sum((x->>'delivered')::int) > 0) i) AS items
    FROM customer_ledger_lines l
   WHERE l.plant_id = $1 AND l.date = $2::date AND l.kind = 'delivery' AND l.reversed_by IS NULL
   GROUP BY l.customer_id ORDER BY l.customer_id`;

/** The day's receipt details of each customer delivered to (a line without anything delivered sends none). */
export async function dayReceipts(sql: Sql, plantId: number, day: string): Promise<Map<number, MessageDetails>> {
  const rows = await sql.rows<{ customer_id: string; amount: string; collected: string; items: MessageDetails['items'] }>(DAY_DELIVERIES, [
    plantId,
    day,
  ]);
  return new Map(
    rows
      .filter((row) => row.items.length > 0)
      .map((row) => [Number(row.customer_id), { date: day, amount: row.amount, collected: row.collected, items: row.items }]),
  );
}

/**
 * The active customers of plant $1 owing at least $2 who had no reminder in the $3 plant days
 * before day $4 (a reminder's details carry its plant day): the rule's reminders of the day, with
 * their balance.
 */
const OWING = `
  SELECT c.id, c.balance::text AS balance FROM customers c
   WHERE c.plant_id = $1 AND c.is_active AND c.balance >= $2::numeric
     AND NOT EXISTS (SELECT 1 FROM whatsapp_messages m
                      WHERE m.customer_id = c.id AND m.kind = 'reminder' AND (m.details->>'date')::date > $4::date - $3::int)
   ORDER BY c.id`;

/** The reminders the rule asks for at `now`: each customer's details (their balance as the amount). */
export async function dueReminders(
  sql: Sql,
  plantId: number,
  rule: { minBalance: string; everyDays: number; today: string },
): Promise<Map<number, MessageDetails>> {
  const rows = await sql.rows<{ id: string; balance: string }>(OWING, [plantId, rule.minBalance, rule.everyDays, rule.today]);
  return new Map(rows.map((row) => [Number(row.id), { date: rule.today, amount: row.balance, collected: '0.00', items: [] }]));
}
