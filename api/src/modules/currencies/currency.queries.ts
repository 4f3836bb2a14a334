import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, Kysely, sql, SqlBool } from 'kysely';
import { anyId, containsText } from '../../platform/database/kysely';
import { Database } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { CURRENCY_NOT_FOUND } from './currency.decider';
import { now as businessNow } from '../../platform/domain/clock';

export interface CurrencyRow {
  id: string;
  code: string;
  name: string;
  symbol: string;
  exchange_rate: string;
  is_default: boolean;
  is_active: boolean;
  rate_updated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function toCurrencyView(row: CurrencyRow) {
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    exchange_rate: Number(row.exchange_rate),
    is_default: row.is_default,
    is_active: row.is_active,
    rate_updated_at: row.rate_updated_at ? new Date(row.rate_updated_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
export type CurrencyView = ReturnType<typeof toCurrencyView>;

/** The fields a currency list sorts on; the name sorts ignoring case. */
export const CURRENCY_SORTS = {
  id: 'exact',
  code: 'exact',
  name: 'folded',
  exchange_rate: 'exact',
  is_active: 'exact',
  created_at: 'exact',
} as const;

export interface CurrencyListOptions {
  activeOnly?: boolean;
  ids?: number[] | null;
  search?: string | null;
  sort?: { field: keyof typeof CURRENCY_SORTS; order: 'ASC' | 'DESC' };
}

/** Currencies: the default first, then by code (or as asked). Few rows, so no paging here. */
export class ListCurrenciesQuery {
  constructor(readonly options: CurrencyListOptions = {}) {}
}

@QueryHandler(ListCurrenciesQuery)
export class ListCurrenciesHandler implements IQueryHandler<ListCurrenciesQuery, CurrencyView[]> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ options }: ListCurrenciesQuery): Promise<CurrencyView[]> {
    const matching = this.db
      .selectFrom('currencies')
      .selectAll()
      .where((eb) => {
        const filters: Expression<SqlBool>[] = [];
        if (options.activeOnly) filters.push(eb.ref('is_active'));
        if (options.ids) filters.push(eb('id', '=', anyId(options.ids)));
        if (options.search) filters.push(containsText(eb, ['code', 'name'], options.search));
        return eb.and(filters);
      });
    const { sort } = options;
    const ordered = sort
      ? matching
          .orderBy(
            CURRENCY_SORTS[sort.field] === 'folded' ? sql`lower(${sql.ref(sort.field)})` : sort.field,
            sort.order === 'DESC' ? 'desc' : 'asc',
          )
          .orderBy('id')
      : matching.orderBy('is_default', 'desc').orderBy('code');
    return (await ordered.execute()).map(toCurrencyView);
  }
}

export class GetCurrencyQuery {
  constructor(readonly currencyId: number) {}
}

@QueryHandler(GetCurrencyQuery)
export class GetCurrencyHandler implements IQueryHandler<GetCurrencyQuery, CurrencyView> {
  constructor(private readonly sql: Sql) {}

  async execute({ currencyId }: GetCurrencyQuery): Promise<CurrencyView> {
    const row = await this.sql.one<CurrencyRow>(`SELECT * FROM currencies WHERE id = $1`, [currencyId]);
    if (!row) throw DomainError.notFound(CURRENCY_NOT_FOUND);
    return toCurrencyView(row);
  }
}

export interface RateHistoryEntry {
  id: number;
  currency_id: number;
  code: string;
  exchange_rate: number;
  previous_rate: number | null;
  source: string;
  recorded_at: string;
}

export class GetRateHistoryQuery {
  constructor(
    readonly currencyId: number,
    readonly days: number,
  ) {}
}

@QueryHandler(GetRateHistoryQuery)
export class GetRateHistoryHandler implements IQueryHandler<
  GetRateHistoryQuery,
  { currency: CurrencyView; days: number; history: RateHistoryEntry[] }
> {
  constructor(private readonly sql: Sql) {}

  async execute({ currencyId, days }: GetRateHistoryQuery) {
    const row = await this.sql.one<CurrencyRow>(`SELECT * FROM currencies WHERE id = $1`, [currencyId]);
    if (!row) throw DomainError.notFound(CURRENCY_NOT_FOUND);
    const history = await this.sql.rows<Record<string, any>>(
      `SELECT * FROM currency_rate_history WHERE currency_id = $1 AND recorded_at >= $3::timestamptz - make_interval(days => $2)
        ORDER BY recorded_at DESC, id DESC`,
      [currencyId, days, businessNow()],
    );
    return {
      currency: toCurrencyView(row),
      days,
      history: history.map((h) => ({
        id: Number(h.id),
        currency_id: Number(h.currency_id),
        code: h.code,
        exchange_rate: Number(h.exchange_rate),
        previous_rate: h.previous_rate === null ? null : Number(h.previous_rate),
        source: h.source,
        recorded_at: new Date(h.recorded_at).toISOString(),
      })),
    };
  }
}

/** amount / rate_from * rate_to, to 2 decimals (rates are units per 1 PKR). */
export class ConvertAmountQuery {
  constructor(
    readonly amount: number,
    readonly fromId: number,
    readonly toId: number,
  ) {}
}

@QueryHandler(ConvertAmountQuery)
export class ConvertAmountHandler implements IQueryHandler<ConvertAmountQuery> {
  constructor(private readonly sql: Sql) {}

  async execute({ amount, fromId, toId }: ConvertAmountQuery) {
    const rows = await this.sql.rows<CurrencyRow>(`SELECT * FROM currencies WHERE id = ANY($1::bigint[])`, [[fromId, toId]]);
    const from = rows.find((r) => Number(r.id) === fromId);
    const to = rows.find((r) => Number(r.id) === toId);
    const errors: Record<string, string[]> = {};
    if (!from) errors.from_currency_id = ['The selected from currency is invalid.'];
    if (!to) errors.to_currency_id = ['The selected to currency is invalid.'];
    if (!from || !to) throw DomainError.validation(Object.values(errors)[0][0], errors);
    const { converted } = (await this.sql.one<{ converted: string }>(
      `SELECT round($1::numeric / $2::numeric * $3::numeric, 2) AS converted`,
      [amount, from.exchange_rate, to.exchange_rate],
    ))!;
    return {
      amount,
      converted_amount: Number(converted),
      from_currency: toCurrencyView(from),
      to_currency: toCurrencyView(to),
      rate: Number(to.exchange_rate) / Number(from.exchange_rate),
    };
  }
}

/** A user's preferred currency; the default currency when they chose none. */
export class GetCurrencyChoiceQuery {
  constructor(
    readonly kind: 'user' | 'business',
    readonly id: number,
  ) {}
}

/** The currency a user ($1) or an owner ($1) chose: one fixed statement for each kind, at most one row. */
const CHOSEN_CURRENCY_SQL = {
  user: `SELECT c.* FROM user_currency_preferences x JOIN currencies c ON c.id = x.currency_id WHERE x.user_id = $1`,
  business: `SELECT c.* FROM business_currencies x JOIN currencies c ON c.id = x.currency_id WHERE x.owner_id = $1`,
};

@QueryHandler(GetCurrencyChoiceQuery)
export class GetCurrencyChoiceHandler implements IQueryHandler<
  GetCurrencyChoiceQuery,
  { currency_id: number; currency: CurrencyView; is_default: boolean }
> {
  constructor(private readonly sql: Sql) {}

  async execute({ kind, id }: GetCurrencyChoiceQuery) {
    const chosen = await this.sql.one<CurrencyRow>(CHOSEN_CURRENCY_SQL[kind], [id]);
    const row = chosen ?? (await this.sql.one<CurrencyRow>(`SELECT * FROM currencies ORDER BY is_default DESC, id LIMIT 1`))!;
    const currency = toCurrencyView(row);
    return { currency_id: currency.id, currency, is_default: !chosen };
  }
}

export const CURRENCY_QUERY_HANDLERS = [
  ListCurrenciesHandler,
  GetCurrencyHandler,
  GetRateHistoryHandler,
  ConvertAmountHandler,
  GetCurrencyChoiceHandler,
];
