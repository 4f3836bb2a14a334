import type {
  CustomerLanguage,
  PublicStatement,
  Statement,
  StatementAnswerKind,
  StatementLine,
  StatementProduct,
  StatementShare,
  StatementShareStatus,
} from '@paani/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { monthDays } from '../../platform/domain/calendar-month';
import { fromPaisa, moneyNumber, toPaisa } from '../../platform/domain/money';
import { plantToday } from '../../platform/domain/plant-day';
const CUSTOMER_NOT_FOUND = 'Customer not found.';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { findShare } from './share-token';
import { assertOpen } from './statement-share.decider';
import { now as businessNow } from '../../platform/domain/clock';

export const MONTH_IN_FUTURE = "The month may not be after the plant's current month.";

/** The customer's row with what the header needs: none when it is not the owner's. */
const HEADER = `
  SELECT c.id, c.code, c.name, c.plant_id, c.phone, c.whatsapp, c.language, coalesce(c.rate, p.default_can_rate) AS rate, a.name AS area,
         p.name AS plant_name, p.code AS plant_code, p.address AS plant_address, p.phone AS plant_phone,
         p.payment_details AS plant_payment_details
    FROM customers c
    JOIN plants p ON p.id = c.plant_id
    LEFT JOIN areas a ON a.id = c.area_id
   WHERE c.id = $1::bigint AND c.owner_id = $2::bigint`;

/**
 * The month's opening (balance and cans before it) and the deposit held at its end. $1 customer,
 * $2 owner, $3 from, $4 to. The customer's opening lines are never lines of a month: they are where
 * the history starts, so they count in the opening of every month from the customer's first line
 * on, whatever day they were dated (docs/product.md, "Opening balances"). No row for a month
 * before the customer's first line.
 */
const OPENING = `
  SELECT coalesce(sum(debit - credit) FILTER (WHERE date < $3::date OR kind = 'opening'), 0) AS balance,
         coalesce(sum(cans_delivered - cans_returned) FILTER (WHERE date < $3::date OR kind = 'opening'), 0)::int AS cans,
         coalesce(sum(deposit_amount) FILTER (WHERE date <= $4::date), 0) AS deposit_amount,
         coalesce(sum(deposit_cans) FILTER (WHERE date <= $4::date), 0)::int AS deposit_cans
    FROM customer_ledger_lines
   WHERE customer_id = $1::bigint AND owner_id = $2::bigint AND (date <= $4::date OR kind = 'opening')
  HAVING bool_or(date <= $4::date)`;

const NO_HISTORY = { balance: '0', cans: 0, deposit_amount: '0', deposit_cans: 0 };

/** The month's lines summed per plant day, the opening lines aside. */
const DAYS = `
  SELECT date::text AS date, sum(cans_delivered)::int AS cans_delivered, sum(cans_returned)::int AS cans_returned,
         sum(debit) AS debit, sum(credit) AS credit
    FROM customer_ledger_lines
   WHERE customer_id = $1::bigint AND owner_id = $2::bigint AND date BETWEEN $3::date AND $4::date AND kind <> 'opening'
   GROUP BY date ORDER BY date`;

/**
 * The month per product: what was delivered, came back and was lost, what it came to (a reversed
 * delivery's items taken off at the rates they were sold at), and the containers held of each
 * returnable product before and after. $1 customer, $2 owner, $3 from, $4 to; the opening lines
 * count before every month, as in OPENING.
 */
const PRODUCTS = `
  WITH moved AS (
    SELECT (i->>'product_id')::int AS product_id, (i->>'returnable')::boolean AS returnable,
           l.date BETWEEN $3::date AND $4::date AND l.kind <> 'opening' AS in_month,
           -- A reversal takes its original off: what it delivered is not delivered, what came back did not.
           CASE WHEN l.kind = 'reversal' THEN -(i->>'returned')::int ELSE (i->>'delivered')::int END AS delivered,
           CASE WHEN l.kind = 'reversal' THEN -(i->>'delivered')::int ELSE (i->>'returned')::int END AS returned,
           coalesce((i->>'lost')::int, 0) AS lost,
           CASE l.kind WHEN 'delivery' THEN coalesce((i->>'rate')::numeric, 0) * (i->>'delivered')::int
                       WHEN 'reversal' THEN -coalesce((SELECT (oi->>'rate')::numeric * (oi->>'delivered')::int
                                                        FROM customer_ledger_lines o CROSS JOIN LATERAL jsonb_array_elements(o.items) oi
                                                       WHERE o.id = l.reverses_line_id AND o.kind = 'delivery'
                                                         AND oi->>'product_id' = i->>'product_id'), 0)
                       ELSE 0 END AS amount
      FROM customer_ledger_lines l CROSS JOIN LATERAL jsonb_array_elements(l.items) i
     WHERE l.customer_id = $1::bigint AND l.owner_id = $2::bigint AND (l.date <= $4::date OR l.kind = 'opening'))
  SELECT m.product_id, p.name, p.name_ur, p.unit, p.returnable,
         coalesce(sum(m.delivered - m.returned - m.lost) FILTER (WHERE NOT m.in_month AND m.returnable), 0)::int AS opening_held,
         coalesce(sum(m.delivered) FILTER (WHERE m.in_month), 0)::int AS delivered,
         coalesce(sum(m.returned) FILTER (WHERE m.in_month), 0)::int AS returned,
         coalesce(sum(m.lost) FILTER (WHERE m.in_month), 0)::int AS lost,
         coalesce(sum(m.delivered - m.returned - m.lost) FILTER (WHERE m.returnable), 0)::int AS closing_held,
         coalesce(sum(m.amount) FILTER (WHERE m.in_month), 0) AS amount
    FROM moved m JOIN customers c ON c.id = $1::bigint JOIN products p ON p.plant_id = c.plant_id AND p.id = m.product_id
   GROUP BY m.product_id, p.name, p.name_ur, p.unit, p.returnable, p.position
   ORDER BY p.position, m.product_id`;

interface HeaderRow {
  id: string;
  code: string;
  name: string;
  plant_id: string;
  phone: string | null;
  whatsapp: string | null;
  language: CustomerLanguage;
  rate: string;
  area: string | null;
  plant_name: string;
  plant_code: string;
  plant_address: string;
  plant_phone: string | null;
  plant_payment_details: string | null;
}

/** A statement and the customer's numbers (for the WhatsApp link). */
export interface StatementWithContact {
  statement: Statement;
  plantId: number;
  phone: string | null;
  whatsapp: string | null;
}

/**
 * A customer's month (GET …/statement): the ledger read model summed per plant day, with running
 * figures in integer paisa, so opening + lines = closing to the paisa, as the ledger. 404 when the
 * customer is not the owner's; 422 for a month after the plant's current one (its time zone).
 */
export class CustomerStatementQuery {
  constructor(
    readonly ownerId: number,
    readonly customerId: number,
    readonly month: string,
  ) {}
}

@QueryHandler(CustomerStatementQuery)
export class CustomerStatementHandler implements IQueryHandler<CustomerStatementQuery, StatementWithContact> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, customerId, month }: CustomerStatementQuery): Promise<StatementWithContact> {
    const header = await this.sql.one<HeaderRow>(HEADER, [customerId, ownerId]);
    if (!header) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
    const plantId = Number(header.plant_id);
    const calendar = await loadPlantCalendar((text, values) => this.sql.rows(text, values), plantId);
    if (month > plantToday(calendar.timeZone).slice(0, 7)) throw DomainError.field('month', MONTH_IN_FUTURE);
    const period = monthDays(month);
    const params = [customerId, ownerId, period.first, period.last];
    const [before, days, products] = await Promise.all([
      this.sql.one<{ balance: string; cans: number; deposit_amount: string; deposit_cans: number }>(OPENING, params),
      this.sql.rows<{ date: string; cans_delivered: number; cans_returned: number; debit: string; credit: string }>(DAYS, params),
      this.sql.rows<StatementProduct & { amount: string }>(PRODUCTS, params),
    ]);
    const opening = before ?? NO_HISTORY;
    let balance = toPaisa(opening.balance);
    let cans = opening.cans;
    const totals = { cans_delivered: 0, cans_returned: 0, amount: 0, paid: 0 };
    const lines: StatementLine[] = days.map((day) => {
      const debit = toPaisa(day.debit);
      const credit = toPaisa(day.credit);
      balance += debit - credit;
      cans += day.cans_delivered - day.cans_returned;
      totals.cans_delivered += day.cans_delivered;
      totals.cans_returned += day.cans_returned;
      totals.amount += debit;
      totals.paid += credit;
      return {
        date: day.date,
        cans_delivered: day.cans_delivered,
        cans_returned: day.cans_returned,
        debit: moneyNumber(fromPaisa(debit)),
        credit: moneyNumber(fromPaisa(credit)),
        amount: moneyNumber(fromPaisa(debit)),
        paid: moneyNumber(fromPaisa(credit)),
        balance: moneyNumber(fromPaisa(balance)),
        cans,
      };
    });
    const statement: Statement = {
      month,
      period: { from: period.first, to: period.last },
      plant: {
        name: header.plant_name,
        code: header.plant_code,
        address: header.plant_address,
        phone: header.plant_phone,
        payment_details: header.plant_payment_details,
      },
      customer: {
        id: Number(header.id),
        code: header.code,
        name: header.name,
        area: header.area,
        rate: moneyNumber(header.rate),
        language: header.language,
      },
      opening: { balance: moneyNumber(opening.balance), cans: opening.cans },
      lines,
      products: products
        .filter((p) => p.delivered + p.returned + p.lost !== 0 || p.opening_held !== 0 || p.closing_held !== 0)
        .map((p) => ({ ...p, amount: moneyNumber(p.amount) })),
      totals: {
        ...totals,
        debit: moneyNumber(fromPaisa(totals.amount)),
        credit: moneyNumber(fromPaisa(totals.paid)),
        amount: moneyNumber(fromPaisa(totals.amount)),
        paid: moneyNumber(fromPaisa(totals.paid)),
      },
      closing: {
        balance: moneyNumber(fromPaisa(balance)),
        cans,
        security_deposit: { amount: moneyNumber(opening.deposit_amount), cans: opening.deposit_cans },
      },
    };
    return { statement, plantId, phone: header.phone, whatsapp: header.whatsapp };
  }
}

/**
 * GET /public/statements/{token}: the statement a link names, with the link's expiry and answers;
 * 404 with a code for a link unknown, revoked or expired at `now`.
 */
export class SharedStatementQuery {
  constructor(
    readonly token: string,
    readonly now: Date = businessNow(),
  ) {}
}

@QueryHandler(SharedStatementQuery)
export class SharedStatementHandler implements IQueryHandler<SharedStatementQuery, PublicStatement> {
  constructor(
    private readonly sql: Sql,
    private readonly queries: QueryBus,
  ) {}

  async execute({ token, now }: SharedStatementQuery): Promise<PublicStatement> {
    const row = await findShare(this.sql, token, null);
    assertOpen(row.revoked_at ? 'revoked' : 'active', row.expires_at.toISOString(), now);
    const [found, answers] = await Promise.all([
      this.queries.execute<CustomerStatementQuery, StatementWithContact>(
        new CustomerStatementQuery(Number(row.owner_id), Number(row.customer_id), row.month),
      ),
      this.sql.rows<{ answer: StatementAnswerKind; message: string | null; answered_at: Date }>(
        `SELECT answer, message, answered_at FROM statement_share_answers WHERE share_id = $1 ORDER BY version`,
        [row.id],
      ),
    ]);
    return {
      ...found.statement,
      share: {
        expires_at: row.expires_at.toISOString(),
        answers: answers.map((a) => ({ answer: a.answer, message: a.message, answered_at: a.answered_at.toISOString() })),
      },
    };
  }
}

export const shareStatus = (row: { expires_at: Date; revoked_at: Date | null }, now: Date): StatementShareStatus =>
  row.revoked_at ? 'revoked' : now.getTime() >= row.expires_at.getTime() ? 'expired' : 'active';

/** The customer's share links, newest first, each with its answers in order. */
const SHARES = `
  SELECT s.id, s.month, s.created_at, s.expires_at, s.revoked_at,
         coalesce((SELECT json_agg(json_build_object('answer', a.answer, 'message', a.message, 'answered_at', a.answered_at) ORDER BY a.version)
                     FROM statement_share_answers a WHERE a.share_id = s.id), '[]') AS answers
    FROM statement_shares s
   WHERE s.owner_id = $1::bigint AND s.customer_id = $2::bigint
   ORDER BY s.id DESC`;

export class ListStatementSharesQuery {
  constructor(
    readonly ownerId: number,
    readonly customerId: number,
    readonly now: Date = businessNow(),
  ) {}
}

@QueryHandler(ListStatementSharesQuery)
export class ListStatementSharesHandler implements IQueryHandler<ListStatementSharesQuery, StatementShare[]> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, customerId, now }: ListStatementSharesQuery): Promise<StatementShare[]> {
    const customer = await this.sql.one(`SELECT 1 FROM customers WHERE id = $1::bigint AND owner_id = $2::bigint`, [customerId, ownerId]);
    if (!customer) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
    const rows = await this.sql.rows<{
      id: string;
      month: string;
      created_at: Date;
      expires_at: Date;
      revoked_at: Date | null;
      answers: { answer: 'correct' | 'question'; message: string | null; answered_at: string }[];
    }>(SHARES, [ownerId, customerId]);
    return rows.map((row) => ({
      id: Number(row.id),
      month: row.month,
      status: shareStatus(row, now),
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      revoked_at: row.revoked_at?.toISOString() ?? null,
      answers: row.answers.map((a) => ({ ...a, answered_at: new Date(a.answered_at).toISOString() })),
    }));
  }
}

export const STATEMENT_QUERY_HANDLERS = [CustomerStatementHandler, SharedStatementHandler, ListStatementSharesHandler];
