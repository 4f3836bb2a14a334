import type { OwnerNotification, OwnerNotificationFeed, StockFigures } from '@paani/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { now as businessNow } from '../../platform/domain/clock';
import { plantToday, shiftDay } from '../../platform/domain/plant-day';
import { plantAlerts, RIDER_ALERT_DAYS } from '../owner-dashboard/owner-dashboard.queries';
import { riderDayAlerts } from '../riders/rider-day.queries';
import { StockFiguresQuery } from '../stock/stock.queries';
import {
  AnnouncementFact,
  announcementItems,
  feedOf,
  idKeySql,
  FailedSendFact,
  failedSendItems,
  ImportFact,
  importItems,
  InvoiceFact,
  invoiceItems,
  plantItems,
  ReplyFact,
  replyItems,
  RequestFact,
  requestItems,
  stockItems,
} from './notification-feed';
import { isoInstant } from '../../platform/cache/json-text';
import { overCanLimit, overCreditLimit } from '../customers/over-limits';

/** Days a failed register import stays in the feed. */
const IMPORT_DAYS = 30;

/** Whether owner $1 has read the item whose key is the SQL `key`. */
const readKey = (key: string) => `EXISTS (SELECT 1 FROM notification_reads n WHERE n.owner_id = $1 AND n.key = ${key})`;

/**
 * Owner $1's facts besides each plant's riders and stock, in one statement: their plants (with the
 * customers over their limits), platform invoices still to pay, register imports of the last $3
 * days that failed or left rows out, WhatsApp messages that failed in the last $4 days, and the
 * announcements showing to them at $2 (the business clock).
 */
const OWNER_FACTS = `SELECT
    (SELECT coalesce(json_agg(p ORDER BY p.id), '[]') FROM (
       SELECT pl.id, pl.name, pl.time_zone,
              (SELECT count(*)::int FROM customers c WHERE c.plant_id = pl.id AND c.is_active AND ${overCreditLimit()}) AS over_credit,
              (SELECT count(*)::int FROM customers c WHERE c.plant_id = pl.id AND c.is_active AND ${overCanLimit()}) AS over_cans
         FROM plants pl WHERE pl.owner_id = $1) p) AS plants,
    (SELECT coalesce(json_agg(i ORDER BY i.due_at), '[]') FROM (
       SELECT id, number, status, amount::text, paid_amount::text, to_char(due_at, 'YYYY-MM-DD') AS due_at
         FROM invoices WHERE owner_id = $1 AND status IN ('pending', 'overdue')) i) AS invoices,
    (SELECT coalesce(json_agg(m ORDER BY m.id), '[]') FROM (
       SELECT ci.id, ci.plant_id, pl.name AS plant_name, ci.file_name, ci.state, ci.failed_count, ${isoInstant('ci.finished_at')} AS finished_at
         FROM customer_imports ci JOIN plants pl ON pl.id = ci.plant_id
        WHERE ci.owner_id = $1 AND ci.finished_at > now() - make_interval(days => $3)
          AND (ci.state = 'failed' OR (ci.state = 'completed' AND ci.failed_count > 0))) m) AS imports,
    (SELECT coalesce(json_agg(w ORDER BY w.id DESC), '[]') FROM (
       SELECT m.id, m.kind, m.to_phone, m.error, c.name AS customer_name, ${isoInstant('m.failed_at')} AS failed_at
         FROM whatsapp_messages m LEFT JOIN customers c ON c.id = m.customer_id
        WHERE m.owner_id = $1 AND m.state = 'failed' AND m.failed_at > $2::timestamptz - make_interval(days => $4)
        ORDER BY m.id DESC LIMIT 50) w) AS failed_sends,
    (SELECT coalesce(json_agg(a ORDER BY a.id), '[]') FROM (
       SELECT id, title, text, level, ${isoInstant('starts_at')} AS starts_at, ${isoInstant('ends_at')} AS ends_at FROM announcements
        WHERE withdrawn_at IS NULL AND starts_at <= $2 AND ends_at > $2
          AND (audience = 'all'
               OR (audience = 'owner' AND owner_id = $1)
               OR (audience = 'plan' AND plan_id = (SELECT subscription_plan_id FROM owner_packages WHERE owner_id = $1)))) a) AS announcements,
    (SELECT coalesce(json_agg(r ORDER BY r.id DESC), '[]') FROM (
       SELECT r.id, r.kind, r.plant_id, pl.name AS plant_name, c.name AS customer_name, ${isoInstant('r.created_at')} AS created_at
         FROM customer_requests r JOIN customers c ON c.id = r.customer_id JOIN plants pl ON pl.id = r.plant_id
        WHERE r.owner_id = $1 AND r.status = 'pending' ORDER BY r.id DESC LIMIT $5) r) AS requests,
    (SELECT count(*)::int FROM customer_requests WHERE owner_id = $1 AND status = 'pending') AS requests_pending,
    (SELECT coalesce(json_agg(w ORDER BY w.id DESC), '[]') FROM (
       SELECT r.id, r.plant_id, c.name AS customer_name, r.from_phone, r.text, ${isoInstant('r.received_at')} AS received_at
         FROM whatsapp_replies r LEFT JOIN customers c ON c.id = r.customer_id
        WHERE r.owner_id = $1 AND r.received_at > $2::timestamptz - make_interval(days => $4)
        ORDER BY r.id DESC LIMIT 50) w) AS replies,
    (SELECT count(*)::int FROM customer_requests r
      WHERE r.owner_id = $1 AND r.status = 'pending' AND NOT ${readKey(idKeySql('customer_request', 'r.id'))}) AS requests_unread,
    (SELECT count(*)::int FROM whatsapp_replies r
      WHERE r.owner_id = $1 AND r.received_at > $2::timestamptz - make_interval(days => $4)
        AND NOT ${readKey(idKeySql('whatsapp_reply', 'r.id'))}) AS replies_unread`;

/** Days a failed WhatsApp message stays in the feed (the 50 latest at most). */
const FAILED_SEND_DAYS = 7;
// Customers' WhatsApp replies stay in the feed as long ($4 too), the 50 latest.
/** Waiting requests the feed lists (the newest; the envelope counts them all). */
const FEED_REQUESTS = 50;

const READ_KEYS = `SELECT key FROM notification_reads WHERE owner_id = $1 AND key = ANY($2::text[])`;

interface OwnerFacts {
  plants: { id: number; name: string; time_zone: string; over_credit: number; over_cans: number }[];
  invoices: InvoiceFact[];
  imports: ImportFact[];
  announcements: AnnouncementFact[];
  failed_sends: FailedSendFact[];
  requests: RequestFact[];
  requests_pending: number;
  replies: ReplyFact[];
  /** Counted over all of them, not only those the feed lists (the newest 50 of each). */
  requests_unread: number;
  replies_unread: number;
}

/** GET /filter-owner/notifications: what needs the owner's eye now, across their plants. */
export class OwnerNotificationsQuery {
  constructor(readonly ownerId: number) {}
}

@QueryHandler(OwnerNotificationsQuery)
export class OwnerNotificationsHandler implements IQueryHandler<OwnerNotificationsQuery, OwnerNotificationFeed> {
  constructor(
    private readonly sql: Sql,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId }: OwnerNotificationsQuery): Promise<OwnerNotificationFeed> {
    const facts = (await this.sql.one<OwnerFacts>(OWNER_FACTS, [ownerId, businessNow(), IMPORT_DAYS, FAILED_SEND_DAYS, FEED_REQUESTS]))!;
    const perPlant = await Promise.all(facts.plants.map((plant) => this.plantFacts(plant)));
    const items = [
      ...perPlant.flat(),
      ...invoiceItems(facts.invoices),
      ...importItems(facts.imports),
      ...announcementItems(facts.announcements),
      ...failedSendItems(facts.failed_sends),
      ...requestItems(facts.requests),
      ...replyItems(facts.replies),
    ];
    const read = await this.sql.rows<{ key: string }>(READ_KEYS, [ownerId, items.map((item) => item.key)]);
    const feed = feedOf(items, new Set(read.map((row) => row.key)));
    // Requests and replies are counted in SQL: the feed lists only the newest 50 of each.
    const countedApart = (kind: OwnerNotification['kind']) => kind === 'customer_request' || kind === 'whatsapp_reply';
    return {
      items: feed,
      unread: feed.filter((item) => !item.read && !countedApart(item.kind)).length + facts.requests_unread + facts.replies_unread,
      requests_pending: facts.requests_pending,
      replies_unread: facts.replies_unread,
    };
  }

  /** A plant's riders' days of the last week (a day still under way is not "unclosed"), customers and stock. */
  private async plantFacts(plant: OwnerFacts['plants'][number]) {
    const ref = { plant_id: Number(plant.id), plant_name: plant.name };
    const today = plantToday(plant.time_zone);
    const [riders, stock] = await Promise.all([
      riderDayAlerts((text, values) => this.sql.rows(text, values), ref.plant_id, shiftDay(today, -RIDER_ALERT_DAYS), today),
      this.queries.execute<StockFiguresQuery, StockFigures>(new StockFiguresQuery(ref.plant_id)),
    ]);
    const past = { ...riders, unclosed: riders.unclosed.filter((day) => day.date < today) };
    return [...plantItems(ref, plantAlerts(plant, past)), ...stockItems(ref, stock.products)];
  }
}

export const NOTIFICATION_FEED_QUERY_HANDLERS = [OwnerNotificationsHandler];
