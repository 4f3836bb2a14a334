"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.CURRENCY_QUERY_HANDLERS = exports.GetCurrencyChoiceHandler = exports.GetCurrencyChoiceQuery = exports.ConvertAmountHandler = exports.ConvertAmountQuery = exports.GetRateHistoryHandler = exports.GetRateHistoryQuery = exports.GetCurrencyHandler = exports.GetCurrencyQuery = exports.ListCurrenciesHandler = exports.ListCurrenciesQuery = exports.CURRENCY_SORTS = void 0;
exports.toCurrencyView = toCurrencyView;
const cqrs_1 = require("@nestjs/cqrs");
const kysely_1 = require("kysely");
const typeorm_1 = require("typeorm");
const kysely_2 = require("../../platform/database/kysely");
const domain_error_1 = require("../../platform/domain/domain-error");
const currency_decider_1 = require("./currency.decider");
function toCurrencyView(row) {
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
/** The fields a currency list sorts on; the name sorts ignoring case. */
exports.CURRENCY_SORTS = {
    id: 'exact',
    code: 'exact',
    name: 'folded',
    exchange_rate: 'exact',
    is_active: 'exact',
    created_at: 'exact',
};
/** Currencies: the default first, then by code (or as asked). Few rows, so no paging here. */
class ListCurrenciesQuery {
    options;
    constructor(options = {}) {
        this.options = options;
    }
}
exports.ListCurrenciesQuery = ListCurrenciesQuery;
let ListCurrenciesHandler = class ListCurrenciesHandler {
    db;
    constructor(db) {
        this.db = db;
    }
    async execute({ options }) {
        const matching = this.db
            .selectFrom('currencies')
            .selectAll()
            .where((eb) => {
            const filters = [];
            if (options.activeOnly)
                filters.push(eb.ref('is_active'));
            if (options.ids)
                filters.push(eb('id', '=', (0, kysely_2.anyId)(options.ids)));
            if (options.search)
                filters.push((0, kysely_2.containsText)(eb, ['code', 'name'], options.search));
            return eb.and(filters);
        });
        const { sort } = options;
        const ordered = sort
            ? matching
                .orderBy(exports.CURRENCY_SORTS[sort.field] === 'folded' ? (0, kysely_1.sql) `lower(${kysely_1.sql.ref(sort.field)})` : sort.field, sort.order === 'DESC' ? 'desc' : 'asc')
                .orderBy('id')
            : matching.orderBy('is_default', 'desc').orderBy('code');
        return (await ordered.execute()).map(toCurrencyView);
    }
};
exports.ListCurrenciesHandler = ListCurrenciesHandler;
exports.ListCurrenciesHandler = ListCurrenciesHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListCurrenciesQuery),
    __metadata("design:paramtypes", [kysely_1.Kysely])
], ListCurrenciesHandler);
class GetCurrencyQuery {
    currencyId;
    constructor(currencyId) {
        this.currencyId = currencyId;
    }
}
exports.GetCurrencyQuery = GetCurrencyQuery;
let GetCurrencyHandler = class GetCurrencyHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ currencyId }) {
        const [row] = await this.dataSource.query(`SELECT * FROM currencies WHERE id = $1`, [currencyId]);
        if (!row)
            throw domain_error_1.DomainError.notFound(currency_decider_1.CURRENCY_NOT_FOUND);
        return toCurrencyView(row);
    }
};
exports.GetCurrencyHandler = GetCurrencyHandler;
exports.GetCurrencyHandler = GetCurrencyHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetCurrencyQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetCurrencyHandler);
class GetRateHistoryQuery {
    currencyId;
    days;
    constructor(currencyId, days) {
        this.currencyId = currencyId;
        this.days = days;
    }
}
exports.GetRateHistoryQuery = GetRateHistoryQuery;
let GetRateHistoryHandler = class GetRateHistoryHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ currencyId, days }) {
        const [row] = await this.dataSource.query(`SELECT * FROM currencies WHERE id = $1`, [currencyId]);
        if (!row)
            throw domain_error_1.DomainError.notFound(currency_decider_1.CURRENCY_NOT_FOUND);
        const history = await this.dataSource.query(`SELECT * FROM currency_rate_history WHERE currency_id = $1 AND recorded_at >= now() - make_interval(days => $2)
        ORDER BY recorded_at DESC, id DESC`, [currencyId, days]);
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
};
exports.GetRateHistoryHandler = GetRateHistoryHandler;
exports.GetRateHistoryHandler = GetRateHistoryHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetRateHistoryQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetRateHistoryHandler);
/** amount / rate_from * rate_to, to 2 decimals (rates are units per 1 PKR). */
class ConvertAmountQuery {
    amount;
    fromId;
    toId;
    constructor(amount, fromId, toId) {
        this.amount = amount;
        this.fromId = fromId;
        this.toId = toId;
    }
}
exports.ConvertAmountQuery = ConvertAmountQuery;
let ConvertAmountHandler = class ConvertAmountHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ amount, fromId, toId }) {
        const rows = await this.dataSource.query(`SELECT * FROM currencies WHERE id = ANY($1::bigint[])`, [[fromId, toId]]);
        const from = rows.find((r) => Number(r.id) === fromId);
        const to = rows.find((r) => Number(r.id) === toId);
        const errors = {};
        if (!from)
            errors.from_currency_id = ['The selected from currency is invalid.'];
        if (!to)
            errors.to_currency_id = ['The selected to currency is invalid.'];
        if (!from || !to)
            throw domain_error_1.DomainError.validation(Object.values(errors)[0][0], errors);
        const [{ converted }] = await this.dataSource.query(`SELECT round($1::numeric / $2::numeric * $3::numeric, 2) AS converted`, [
            amount,
            from.exchange_rate,
            to.exchange_rate,
        ]);
        return {
            amount,
            converted_amount: Number(converted),
            from_currency: toCurrencyView(from),
            to_currency: toCurrencyView(to),
            rate: Number(to.exchange_rate) / Number(from.exchange_rate),
        };
    }
};
exports.ConvertAmountHandler = ConvertAmountHandler;
exports.ConvertAmountHandler = ConvertAmountHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ConvertAmountQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], ConvertAmountHandler);
/** A user's preferred currency; the default currency when they chose none. */
class GetCurrencyChoiceQuery {
    kind;
    id;
    constructor(kind, id) {
        this.kind = kind;
        this.id = id;
    }
}
exports.GetCurrencyChoiceQuery = GetCurrencyChoiceQuery;
let GetCurrencyChoiceHandler = class GetCurrencyChoiceHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ kind, id }) {
        const table = kind === 'user' ? 'user_currency_preferences' : 'business_currencies';
        const key = kind === 'user' ? 'user_id' : 'owner_id';
        const [chosen] = await this.dataSource.query(`SELECT c.* FROM ${table} x JOIN currencies c ON c.id = x.currency_id WHERE x.${key} = $1`, [id]);
        const row = chosen ?? (await this.dataSource.query(`SELECT * FROM currencies ORDER BY is_default DESC, id LIMIT 1`))[0];
        const currency = toCurrencyView(row);
        return { currency_id: currency.id, currency, is_default: !chosen };
    }
};
exports.GetCurrencyChoiceHandler = GetCurrencyChoiceHandler;
exports.GetCurrencyChoiceHandler = GetCurrencyChoiceHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetCurrencyChoiceQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetCurrencyChoiceHandler);
exports.CURRENCY_QUERY_HANDLERS = [
    ListCurrenciesHandler,
    GetCurrencyHandler,
    GetRateHistoryHandler,
    ConvertAmountHandler,
    GetCurrencyChoiceHandler,
];
//# sourceMappingURL=currency.queries.js.map