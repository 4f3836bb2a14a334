import type { CustomerPage, CustomerPageLink, CustomerRequestList, CustomerRequestKind, CustomerRequestStatus } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, Kysely, sql, SqlBool } from 'kysely';
import { Sql } from '../../platform/database/sql';
import { Database } from '../../platform/database/read-models';
import { moneyNumber } from '../../platform/domain/money';
import { plantToday } from '../../platform/domain/plant-day';
import { SecretBox } from '../../platform/secrets/secret-box';
import { whatsappLink } from '../statements/whatsapp-message';
import { PageAccess } from './customer-page-access';
import { ownedCustomer } from './customer-page-link.commands';
import { monthsBefore } from './customer-request.decider';
import { OwnerRequestRow, ownerRequestView, RequestRow, requestView } from './customer-request.view';

/** The page shows this many months of lines (the current one and the two before) and of statements (finished months). */
export const PAGE_MONTHS = 3;
/** The page lists the customer's requests of this many days. */
const PAGE_REQUEST_DAYS = 90;

const REQUEST_COLUMNS = `r.id, r.kind, r.status, r.month, r.date::text AS date, r.product_id, p.name AS product_name, r.quantity,
  r.starts_on::text AS starts_on, r.ends_on::text AS ends_on, r.problem, r.note, r.reply, r.created_at, r.decided_at`;
const PRODUCT_JOIN = `LEFT JOIN products p ON p.plant_id = r.plant_id AND p.id = r.product_id`;

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

export class CustomerPageQuery {
  constructor(readonly access: PageAccess) {}
}

/** GET /public/customer-page/{token}: the customer's balance, containers, recent lines, statements and requests. */
@QueryHandler(CustomerPageQuery)
export class CustomerPageHandler implements IQueryHandler<CustomerPageQuery, CustomerPage> {
  constructor(private readonly sql: Sql) {}

  async execute({ access }: CustomerPageQuery): Promise<CustomerPage> {
    const { customerId, ownerId, plantId } = access;
    const header = (await this.sql.one<Record<string, string>>(HEADER, [customerId, ownerId]))!;
    const today = plantToday(header.time_zone);
    const thisMonth = today.slice(0, 7);
    const firstStatement = [monthsBefore(thisMonth, PAGE_MONTHS), header.since.slice(0, 7)].sort()[1];
    const [containers, products, lines, requests, answers] = await Promise.all([
      this.sql.rows<{ product_id: string; name: string; name_ur: string | null; held: number }>(CONTAINERS, [customerId]),
      this.sql.rows<{ id: string; name: string; name_ur: string | null }>(PRODUCTS, [plantId]),
      this.sql.rows<LineRow>(LINES, [customerId, `${monthsBefore(thisMonth, PAGE_MONTHS - 1)}-01`]),
      this.sql.rows<RequestRow>(REQUESTS, [customerId, PAGE_REQUEST_DAYS]),
      this.sql.rows<{ month: string; kind: 'statement_confirm' | 'statement_dispute' }>(ANSWERS, [customerId, firstStatement]),
    ]);
    const answerOf = new Map(answers.map((row) => [row.month, row.kind]));
    const statements: CustomerPage['statements'] = [];
    for (let month = monthsBefore(thisMonth, 1); month >= firstStatement; month = monthsBefore(month, 1))
      statements.push({ month, answer: answerOf.get(month) ?? null });
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

export interface CustomerRequestFilters {
  status?: CustomerRequestStatus;
  kind?: CustomerRequestKind;
  customerId?: number;
  plantId?: number;
  id?: number;
  page: number;
  perPage: number;
}

export class ListCustomerRequestsQuery {
  constructor(
    readonly ownerId: number,
    readonly filters: CustomerRequestFilters,
  ) {}
}

/** GET /filter-owner/customer-requests: the owner's requests across their plants, newest first, with how many wait in all. */
@QueryHandler(ListCustomerRequestsQuery)
export class ListCustomerRequestsHandler implements IQueryHandler<ListCustomerRequestsQuery, CustomerRequestList> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ ownerId, filters }: ListCustomerRequestsQuery): Promise<CustomerRequestList> {
    const owner = String(ownerId);
    const matching = this.db
      .selectFrom('customer_requests as r')
      .innerJoin('customers as c', 'c.id', 'r.customer_id')
      .innerJoin('plants as pl', 'pl.id', 'r.plant_id')
      .leftJoin('areas as a', 'a.id', 'c.area_id')
      .leftJoin('products as p', (join) => join.onRef('p.plant_id', '=', 'r.plant_id').onRef('p.id', '=', 'r.product_id'))
      .where((eb) => {
        const conditions: Expression<SqlBool>[] = [eb('r.owner_id', '=', owner)];
        if (filters.status) conditions.push(eb('r.status', '=', filters.status));
        if (filters.kind) conditions.push(eb('r.kind', '=', filters.kind));
        if (filters.customerId) conditions.push(eb('r.customer_id', '=', String(filters.customerId)));
        if (filters.plantId) conditions.push(eb('r.plant_id', '=', String(filters.plantId)));
        if (filters.id) conditions.push(eb('r.id', '=', String(filters.id)));
        return eb.and(conditions);
      });
    const [rows, total, pending] = await Promise.all([
      matching
        .select([
          'r.id',
          'r.kind',
          'r.status',
          'r.month',
          'r.product_id',
          'r.quantity',
          'r.problem',
          'r.note',
          'r.reply',
          'r.created_at',
          'r.decided_at',
        ])
        .select(['r.customer_id', 'r.plant_id'])
        // Plant days as YYYY-MM-DD text: pg would turn a date into a Date at the server's midnight.
        .select([
          sql<string>`r.date::text`.as('date'),
          sql<string>`r.starts_on::text`.as('starts_on'),
          sql<string>`r.ends_on::text`.as('ends_on'),
        ])
        .select([
          'p.name as product_name',
          'c.code as customer_code',
          'c.name as customer_name',
          'pl.name as plant_name',
          'a.name as area_name',
        ])
        .orderBy('r.id', 'desc')
        .limit(filters.perPage)
        .offset((filters.page - 1) * filters.perPage)
        .execute(),
      matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      this.db
        .selectFrom('customer_requests')
        .where('owner_id', '=', owner)
        .where('status', '=', 'pending')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      data: rows.map((row) => ownerRequestView(row as OwnerRequestRow)),
      total: Number(total.count),
      page: filters.page,
      per_page: filters.perPage,
      pending: Number(pending.count),
    };
  }
}

export const CUSTOMER_PAGE_QUERY_HANDLERS = [CustomerPageHandler, CustomerPageLinkHandler, ListCustomerRequestsHandler];
