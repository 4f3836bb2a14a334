import type { CustomerPage, CustomerPageLink } from '@paani/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { moneyNumber } from '../../platform/domain/money';
import { plantToday } from '../../platform/domain/plant-day';
import { SecretBox } from '../../platform/secrets/secret-box';
import { whatsappLink } from '../statements/whatsapp-message';
import { MONTH_MESSAGE, MONTH_PATTERN } from '../statements/statement.dto';
import { CustomerStatementQuery, StatementWithContact } from '../statements/statement.queries';
import { CustomerPageAccess, PageOpening } from './customer-page-access';
import { ownedCustomer } from './customer-page-link.commands';
import { monthsBefore } from './customer-request.decider';
import { PRODUCT_JOIN, REQUEST_COLUMNS, RequestRow, requestView } from './customer-request.queries';

/** The page shows this many months of lines (the current one and the two before) and of statements (finished months). */
export const PAGE_MONTHS = 3;
/** The page lists the customer's requests of this many days. */
const PAGE_REQUEST_DAYS = 90;

const HEADER = `SELECT c.code, c.name, c.address, c.language, c.balance::text AS balance, coalesce(c.opening_date, c.created_at::date)::text AS since,
    pl.name AS plant_name, pl.phone AS plant_phone, pl.payment_details, pl.time_zone
  FROM customers c JOIN plants pl ON pl.id = c.plant_id WHERE c.id = $1 AND c.owner_id = $2`;

const CONTAINERS = `SELECT h.product_id, p.name, p.name_ur, h.held FROM customer_containers h
    JOIN products p ON p.plant_id = h.plant_id AND p.id = h.product_id
   WHERE h.customer_id = $1 AND p.returnable AND h.held <> 0 ORDER BY p.position, p.id`;

const PRODUCTS = `SELECT id, name, name_ur FROM products WHERE plant_id = $1 AND is_active AND billing = 'per_unit' ORDER BY position, id`;

const LINES = `SELECT date::text AS date, kind, description, debit::text AS debit, credit::text AS credit, cans_delivered, cans_returned
    FROM customer_ledger_lines WHERE customer_id = $1 AND date >= $2::date ORDER BY date DESC, id DESC LIMIT 500`;

const REQUESTS = `SELECT ${REQUEST_COLUMNS} FROM customer_requests r ${PRODUCT_JOIN}
   WHERE r.customer_id = $1 AND r.created_at > now() - make_interval(days => $2) ORDER BY r.id DESC LIMIT 50`;

/** Each finished month's latest answer (confirm or dispute), whatever the owner decided. */
const ANSWERS = `SELECT DISTINCT ON (month) month, kind FROM customer_requests
   WHERE customer_id = $1 AND kind IN ('statement_confirm', 'statement_dispute') AND month >= $2 ORDER BY month, id DESC`;

interface LineRow {
  date: string;
  kind: string;
  description: string;
  debit: string;
  credit: string;
  cans_delivered: number;
  cans_returned: number;
}

/**
 * The finished months whose statements a page lists, newest first: the last PAGE_MONTHS, from the
 * month of the customer's opening (`since`, a plant day) on.
 */
function statementMonths(since: string, today: string): string[] {
  const thisMonth = today.slice(0, 7);
  const first = [monthsBefore(thisMonth, PAGE_MONTHS), since.slice(0, 7)].sort()[1];
  const months: string[] = [];
  for (let month = monthsBefore(thisMonth, 1); month >= first; month = monthsBefore(month, 1)) months.push(month);
  return months;
}

export class CustomerPageQuery {
  constructor(readonly opening: PageOpening) {}
}

/** GET /public/customer-page/{token}: the customer's balance, containers, recent lines, statements and requests (once the link and PIN open it). */
@QueryHandler(CustomerPageQuery)
export class CustomerPageHandler implements IQueryHandler<CustomerPageQuery, CustomerPage> {
  constructor(
    private readonly sql: Sql,
    private readonly access: CustomerPageAccess,
  ) {}

  async execute({ opening }: CustomerPageQuery): Promise<CustomerPage> {
    const { customerId, ownerId, plantId } = await this.access.open(opening);
    const header = (await this.sql.one<Record<string, string>>(HEADER, [customerId, ownerId]))!;
    const today = plantToday(header.time_zone);
    const thisMonth = today.slice(0, 7);
    const months = statementMonths(header.since, today);
    const firstStatement = months.at(-1) ?? thisMonth;
    const [containers, products, lines, requests, answers] = await Promise.all([
      this.sql.rows<{ product_id: string; name: string; name_ur: string | null; held: number }>(CONTAINERS, [customerId]),
      this.sql.rows<{ id: string; name: string; name_ur: string | null }>(PRODUCTS, [plantId]),
      this.sql.rows<LineRow>(LINES, [customerId, `${monthsBefore(thisMonth, PAGE_MONTHS - 1)}-01`]),
      this.sql.rows<RequestRow>(REQUESTS, [customerId, PAGE_REQUEST_DAYS]),
      this.sql.rows<{ month: string; kind: 'statement_confirm' | 'statement_dispute' }>(ANSWERS, [customerId, firstStatement]),
    ]);
    const answerOf = new Map(answers.map((row) => [row.month, row.kind]));
    const statements = months.map((month) => ({ month, answer: answerOf.get(month) ?? null }));
    return {
      customer: { code: header.code, name: header.name, address: header.address, language: header.language as 'en' | 'ur' },
      plant: { name: header.plant_name, phone: header.plant_phone, payment_details: header.payment_details, today },
      balance: moneyNumber(header.balance),
      containers: containers.map((row) => ({
        product_id: Number(row.product_id),
        name: row.name,
        name_ur: row.name_ur,
        held: Number(row.held),
      })),
      products: products.map((row) => ({ id: Number(row.id), name: row.name, name_ur: row.name_ur })),
      lines: lines.map((row) => ({
        date: row.date,
        kind: row.kind,
        description: row.description,
        debit: moneyNumber(row.debit),
        credit: moneyNumber(row.credit),
        cans_delivered: Number(row.cans_delivered),
        cans_returned: Number(row.cans_returned),
      })),
      statements,
      requests: requests.map(requestView),
    };
  }
}

export class CustomerPageStatementQuery {
  constructor(
    readonly opening: PageOpening,
    readonly month: string,
  ) {}
}

/** GET /public/customer-page/{token}/statements/{month}: a month the page lists (404 for any other), once the link and PIN open it. */
@QueryHandler(CustomerPageStatementQuery)
export class CustomerPageStatementHandler implements IQueryHandler<CustomerPageStatementQuery, StatementWithContact> {
  constructor(
    private readonly sql: Sql,
    private readonly access: CustomerPageAccess,
    private readonly queries: QueryBus,
  ) {}

  async execute({ opening, month }: CustomerPageStatementQuery): Promise<StatementWithContact> {
    const { customerId, ownerId } = await this.access.open(opening);
    if (!MONTH_PATTERN.test(month)) throw DomainError.field('month', MONTH_MESSAGE);
    const row = (await this.sql.one<{ since: string; time_zone: string }>(
      `SELECT coalesce(c.opening_date, c.created_at::date)::text AS since, pl.time_zone
         FROM customers c JOIN plants pl ON pl.id = c.plant_id WHERE c.id = $1`,
      [customerId],
    ))!;
    if (!statementMonths(row.since, plantToday(row.time_zone)).includes(month))
      throw DomainError.notFound('This statement is not on your page.');
    return this.queries.execute(new CustomerStatementQuery(ownerId, customerId, month));
  }
}

export class CustomerPageLinkQuery {
  constructor(
    readonly ownerId: number,
    readonly customerId: number,
    readonly plantId: number | null,
    readonly origin: string,
  ) {}
}

/** GET /filter-owner/customers/{id}/page-link: the link's state, its address and PIN while active (opened from their sealed forms). */
@QueryHandler(CustomerPageLinkQuery)
export class CustomerPageLinkHandler implements IQueryHandler<CustomerPageLinkQuery, CustomerPageLink> {
  constructor(
    private readonly sql: Sql,
    private readonly box: SecretBox,
  ) {}

  async execute({ ownerId, customerId, plantId, origin }: CustomerPageLinkQuery): Promise<CustomerPageLink> {
    await ownedCustomer(this.sql, ownerId, customerId, plantId);
    const row = await this.sql.one<{
      token_sealed: string | null;
      pin_sealed: string | null;
      issued_at: Date | null;
      revoked_at: Date | null;
      phone: string | null;
      whatsapp: string | null;
      language: string;
      plant_name: string;
    }>(
      `SELECT l.token_sealed, l.pin_sealed, l.issued_at, l.revoked_at, c.phone, c.whatsapp, c.language, pl.name AS plant_name
         FROM customers c JOIN plants pl ON pl.id = c.plant_id LEFT JOIN customer_page_links l ON l.customer_id = c.id
        WHERE c.id = $1`,
      [customerId],
    );
    const active = row?.token_sealed ? row : null;
    const url = active ? `${origin}/c/${this.box.open(active.token_sealed!)}` : null;
    const pin = active?.pin_sealed ? this.box.open(active.pin_sealed) : null;
    const text =
      row?.language === 'ur'
        ? `السلام علیکم! ${row.plant_name} میں آپ کا حساب، بوتلیں اور بل یہاں دیکھیں:\n${url}`
        : `${row?.plant_name}: see your account, containers and statements here: ${url}`;
    return {
      customer_id: customerId,
      status: active ? 'active' : row?.revoked_at ? 'revoked' : 'none',
      url,
      pin,
      issued_at: active?.issued_at ? new Date(active.issued_at).toISOString() : null,
      whatsapp_url: url && row ? whatsappLink(row, pin ? `${text}\nPIN: ${pin}` : text) : null,
    };
  }
}

export const CUSTOMER_PAGE_QUERY_HANDLERS = [CustomerPageHandler, CustomerPageStatementHandler, CustomerPageLinkHandler];
