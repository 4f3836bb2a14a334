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
exports.EXPENSE_QUERY_HANDLERS = exports.ListExpensesHandler = exports.ListExpensesQuery = exports.GetExpenseHandler = exports.GetExpenseQuery = exports.noExpenses = void 0;
exports.expenseTotalsForDay = expenseTotalsForDay;
exports.monthDays = monthDays;
const cqrs_1 = require("@nestjs/cqrs");
const kysely_1 = require("kysely");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const expense_decider_1 = require("./expense.decider");
const expense_events_1 = require("./expense.events");
const expense_days_1 = require("./expense-days");
/** Every category at 0. */
const noExpenses = () => Object.fromEntries(expense_events_1.EXPENSE_CATEGORIES.map((category) => [category, 0]));
exports.noExpenses = noExpenses;
/** Sums `{ category, amount }` rows (amounts as numeric text) exactly, in paisa. */
function byCategory(rows) {
    const paisa = new Map();
    for (const row of rows)
        paisa.set(row.category, (paisa.get(row.category) ?? 0) + (0, money_1.toPaisa)(row.amount ?? '0'));
    const by_category = (0, exports.noExpenses)();
    let total = 0;
    for (const [category, amount] of paisa) {
        if (category in by_category)
            by_category[category] = (0, money_1.moneyNumber)((0, money_1.fromPaisa)(amount));
        total += amount;
    }
    return { total: (0, money_1.moneyNumber)((0, money_1.fromPaisa)(total)), by_category };
}
/**
 * A plant's expenses of one day by category, from the daily_expense_totals aggregate (reversed
 * expenses are out of it): for the owner dashboard's Today's Expenses. Every category is present.
 * Takes any query function (`Sql#rows`, a DataSource's or a transaction's `query`).
 */
async function expenseTotalsForDay(query, plantId, date) {
    const rows = await query(`SELECT category, amount FROM daily_expense_totals WHERE plant_id = $1 AND date = $2::date`, [plantId, date]);
    return byCategory(rows);
}
function toExpense(row, days) {
    return {
        id: Number(row.id),
        filter_plant_id: Number(row.plant_id),
        date: row.date,
        category: row.category,
        amount: (0, money_1.moneyNumber)(row.amount),
        note: row.note,
        employee_id: row.employee_id === null ? null : Number(row.employee_id),
        employee_name: row.employee_name,
        status: row.status,
        reversal_reason: row.reversal_reason,
        reversed_at: row.reversed_at ? new Date(row.reversed_at).toISOString() : null,
        corrections: row.corrections,
        locked: row.date < days.lockedBefore,
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
    };
}
/** The columns of an expense as the screens read it, with its employee's current name. */
function expenseColumns(db) {
    return db
        .selectFrom('expenses as e')
        .leftJoin('employees as emp', 'emp.id', 'e.employee_id')
        .select([
        'e.id',
        'e.plant_id',
        (0, kysely_1.sql) `e.date::text`.as('date'),
        'e.category',
        'e.amount',
        'e.note',
        'e.employee_id',
        'emp.name as employee_name',
        'e.status',
        'e.reversal_reason',
        'e.reversed_at',
        'e.corrections',
        'e.created_at',
        'e.updated_at',
    ]);
}
/** One expense of the owner (and of the plant, when given), with its history: 404 otherwise. */
class GetExpenseQuery {
    ownerId;
    plantId;
    expenseId;
    constructor(ownerId, plantId, expenseId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.expenseId = expenseId;
    }
}
exports.GetExpenseQuery = GetExpenseQuery;
const values = (v) => ({
    date: String(v.date),
    category: v.category,
    amount: (0, money_1.moneyNumber)(v.amount),
    note: v.note ?? null,
    employee_id: v.employee_id === null || v.employee_id === undefined ? null : Number(v.employee_id),
});
let GetExpenseHandler = class GetExpenseHandler {
    db;
    sql;
    constructor(db, sql) {
        this.db = db;
        this.sql = sql;
    }
    async execute({ ownerId, plantId, expenseId }) {
        const row = await expenseColumns(this.db)
            .where((eb) => {
            const filters = [eb('e.id', '=', String(expenseId)), eb('e.owner_id', '=', String(ownerId))];
            if (plantId !== null)
                filters.push(eb('e.plant_id', '=', String(plantId)));
            return eb.and(filters);
        })
            .executeTakeFirst();
        if (!row)
            throw domain_error_1.DomainError.notFound(expense_decider_1.EXPENSE_NOT_FOUND);
        const history = await this.sql.rows(`SELECT version, kind, "values", before, reason, recorded_at FROM expense_history WHERE expense_id = $1 AND owner_id = $2 ORDER BY version`, [expenseId, ownerId]);
        const days = await (0, expense_days_1.plantDays)((text, params) => this.sql.rows(text, params), Number(row.plant_id));
        return {
            ...toExpense(row, days),
            history: history.map((h) => ({
                version: h.version,
                kind: h.kind,
                values: values(h.values),
                before: h.before ? values(h.before) : null,
                reason: h.reason,
                recorded_at: new Date(h.recorded_at).toISOString(),
            })),
        };
    }
};
exports.GetExpenseHandler = GetExpenseHandler;
exports.GetExpenseHandler = GetExpenseHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetExpenseQuery),
    __metadata("design:paramtypes", [kysely_1.Kysely,
        sql_1.Sql])
], GetExpenseHandler);
/** The first and last day of a YYYY-MM month. */
function monthDays(month) {
    const [year, number] = month.split('-').map(Number);
    const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
    return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}
/** A plant's expenses, newest day first, filtered and paged, with totals (reversed ones left out) over every match. */
class ListExpensesQuery {
    criteria;
    constructor(criteria) {
        this.criteria = criteria;
    }
}
exports.ListExpensesQuery = ListExpensesQuery;
let ListExpensesHandler = class ListExpensesHandler {
    db;
    sql;
    constructor(db, sql) {
        this.db = db;
        this.sql = sql;
    }
    async execute({ criteria }) {
        const { ownerId, plantId, category, employeeId, page, perPage } = criteria;
        const days = await (0, expense_days_1.plantDays)((text, params) => this.sql.rows(text, params), plantId);
        const month = criteria.month ?? (criteria.from || criteria.to ? undefined : days.today.slice(0, 7));
        const where = (eb) => {
            const filters = [eb('e.owner_id', '=', String(ownerId)), eb('e.plant_id', '=', String(plantId))];
            if (month) {
                const { first, last } = monthDays(month);
                filters.push(eb('e.date', '>=', first), eb('e.date', '<=', last));
            }
            if (criteria.from)
                filters.push(eb('e.date', '>=', criteria.from));
            if (criteria.to)
                filters.push(eb('e.date', '<=', criteria.to));
            if (category)
                filters.push(eb('e.category', '=', category));
            if (employeeId)
                filters.push(eb('e.employee_id', '=', String(employeeId)));
            return eb.and(filters);
        };
        const groups = await this.db
            .selectFrom('expenses as e')
            .select([
            'e.category',
            (0, kysely_1.sql) `count(*)::int`.as('count'),
            (0, kysely_1.sql) `sum(e.amount) FILTER (WHERE e.status = 'recorded')`.as('amount'),
        ])
            .where(where)
            .groupBy('e.category')
            .execute();
        const total = groups.reduce((sum, group) => sum + group.count, 0);
        const lastPage = Math.max(1, Math.ceil(total / perPage));
        const rows = total === 0
            ? []
            : await expenseColumns(this.db)
                .where(where)
                .orderBy('e.date', 'desc')
                .orderBy('e.id', 'desc')
                .limit(perPage)
                .offset((page - 1) * perPage)
                .execute();
        const totals = byCategory(groups);
        return {
            data: rows.map((row) => toExpense(row, days)),
            current_page: page,
            last_page: lastPage,
            per_page: perPage,
            total,
            totals: { amount: totals.total, by_category: totals.by_category },
        };
    }
};
exports.ListExpensesHandler = ListExpensesHandler;
exports.ListExpensesHandler = ListExpensesHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListExpensesQuery),
    __metadata("design:paramtypes", [kysely_1.Kysely,
        sql_1.Sql])
], ListExpensesHandler);
exports.EXPENSE_QUERY_HANDLERS = [GetExpenseHandler, ListExpensesHandler];
//# sourceMappingURL=expense.queries.js.map