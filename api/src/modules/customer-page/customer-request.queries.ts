import type {
  CustomerRequest,
  CustomerRequestKind,
  CustomerRequestList,
  CustomerRequestStatus,
  OwnerCustomerRequest,
} from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, Kysely, sql, SqlBool } from 'kysely';
import { instantText } from '../../platform/cache/json-text';
import { Database } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';

/** A customer_requests row with its product's name (and, for the owner, its customer's and plant's). */
export interface RequestRow {
  id: string;
  kind: string;
  status: string;
  month: string | null;
  date: string | null;
  product_id: string | null;
  product_name: string | null;
  quantity: number | null;
  starts_on: string | null;
  ends_on: string | null;
  problem: string | null;
  note: string | null;
  reply: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

/** A request as the page and the owner's list show it. */
export function requestView(row: RequestRow): CustomerRequest {
  return {
    id: Number(row.id),
    kind: row.kind as CustomerRequest['kind'],
    status: row.status as CustomerRequest['status'],
    month: row.month,
    date: row.date,
    product_id: row.product_id === null ? null : Number(row.product_id),
    product_name: row.product_name,
    quantity: row.quantity,
    from: row.starts_on,
    until: row.ends_on,
    problem: row.problem as CustomerRequest['problem'],
    note: row.note,
    created_at: instantText(row.created_at)!,
    decided_at: instantText(row.decided_at),
    reply: row.reply,
  };
}

export interface OwnerRequestRow extends RequestRow {
  customer_id: string;
  customer_code: string;
  customer_name: string;
  plant_id: string;
  plant_name: string;
  area_name: string | null;
}

export function ownerRequestView(row: OwnerRequestRow): OwnerCustomerRequest {
  return {
    ...requestView(row),
    customer_id: Number(row.customer_id),
    customer_code: row.customer_code,
    customer_name: row.customer_name,
    plant_id: Number(row.plant_id),
    plant_name: row.plant_name,
    area_name: row.area_name,
  };
}

/** A request's columns as the page and the owner read them (plant days as text: pg would make them Dates at the server's midnight). */
export const REQUEST_COLUMNS = `r.id, r.kind, r.status, r.month, r.date::text AS date, r.product_id, p.name AS product_name, r.quantity,
  r.starts_on::text AS starts_on, r.ends_on::text AS ends_on, r.problem, r.note, r.reply, r.created_at, r.decided_at`;
export const PRODUCT_JOIN = `LEFT JOIN products p ON p.plant_id = r.plant_id AND p.id = r.product_id`;

export class CustomerRequestQuery {
  constructor(readonly requestId: number) {}
}

/** One request as the customer's page shows it (the answer to POST …/requests). */
@QueryHandler(CustomerRequestQuery)
export class CustomerRequestHandler implements IQueryHandler<CustomerRequestQuery, CustomerRequest> {
  constructor(private readonly sql: Sql) {}

  async execute({ requestId }: CustomerRequestQuery): Promise<CustomerRequest> {
    const row = await this.sql.one<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM customer_requests r ${PRODUCT_JOIN} WHERE r.id = $1`, [
      requestId,
    ]);
    return requestView(row!);
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

export const CUSTOMER_REQUEST_QUERY_HANDLERS = [CustomerRequestHandler, ListCustomerRequestsHandler];
