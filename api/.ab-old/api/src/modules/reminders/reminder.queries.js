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
exports.REMINDER_QUERY_HANDLERS = exports.ListRemindersHandler = exports.ListRemindersQuery = exports.ReminderTemplateHandler = exports.ReminderTemplateQuery = void 0;
exports.plantTemplates = plantTemplates;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const money_1 = require("../../platform/domain/money");
const plant_day_1 = require("../../platform/domain/plant-day");
const plant_calendar_1 = require("../plants/plant-calendar");
const whatsapp_message_1 = require("../statements/whatsapp-message");
const customer_events_1 = require("../customers/customer.events");
const reminder_decider_1 = require("./reminder.decider");
/** The plant's template in each language (its own, else that language's default) and its name. */
async function plantTemplates(sql, plantId) {
    const rows = await sql.rows(`SELECT p.name, t.language, t.template FROM plants p LEFT JOIN reminder_templates t ON t.plant_id = p.id WHERE p.id = $1`, [plantId]);
    const own = new Map(rows.filter((row) => row.language).map((row) => [row.language, row.template]));
    const templates = Object.fromEntries(customer_events_1.CUSTOMER_LANGUAGES.map((language) => [
        language,
        { template: own.get(language) ?? reminder_decider_1.DEFAULT_REMINDER_TEMPLATES[language], isDefault: !own.has(language) },
    ]));
    return { templates, plantName: rows[0]?.name ?? '' };
}
class ReminderTemplateQuery {
    plantId;
    language;
    constructor(plantId, language = 'en') {
        this.plantId = plantId;
        this.language = language;
    }
}
exports.ReminderTemplateQuery = ReminderTemplateQuery;
let ReminderTemplateHandler = class ReminderTemplateHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ plantId, language }) {
        const found = (await plantTemplates(this.sql, plantId)).templates[language];
        return {
            plant_id: plantId,
            language,
            template: found.template,
            is_default: found.isDefault,
            placeholders: [...reminder_decider_1.REMINDER_PLACEHOLDERS],
        };
    }
};
exports.ReminderTemplateHandler = ReminderTemplateHandler;
exports.ReminderTemplateHandler = ReminderTemplateHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ReminderTemplateQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ReminderTemplateHandler);
/**
 * The plant's customers who owe (balance > 0) and whose balance is at least `min_balance` or whose
 * oldest unpaid charge is at least `min_days` old (either, when both are given; every customer who
 * owes when neither is). The age comes from customer_open_debits (the reports' aggregate: payments
 * settle the oldest charges first), counted in plant days to the plant's today.
 */
const DUE_CUSTOMERS = `
  SELECT c.id, c.code, c.name, c.area_id, a.name AS area_name, c.phone, c.whatsapp, c.language, c.balance::text AS balance,
         o.oldest::text AS oldest, ($5::date - o.oldest)::int AS age_days, r.last_sent_at, coalesce(r.sends, 0)::int AS sends
    FROM customers c
    LEFT JOIN (SELECT customer_id, min(date) AS oldest FROM customer_open_debits WHERE plant_id = $1 GROUP BY customer_id) o
      ON o.customer_id = c.id
    LEFT JOIN areas a ON a.id = c.area_id
    LEFT JOIN reminder_sends r ON r.customer_id = c.id
   WHERE c.plant_id = $1 AND c.balance > 0 AND ($4::bigint IS NULL OR c.area_id = $4::bigint)
     AND (($2::numeric IS NULL AND $3::int IS NULL) OR c.balance >= $2::numeric OR ($5::date - o.oldest) >= $3::int)
   ORDER BY c.balance DESC, c.id
   LIMIT 5000`;
class ListRemindersQuery {
    criteria;
    constructor(criteria) {
        this.criteria = criteria;
    }
}
exports.ListRemindersQuery = ListRemindersQuery;
let ListRemindersHandler = class ListRemindersHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ criteria }) {
        const calendar = await (0, plant_calendar_1.loadPlantCalendar)((text, params) => this.sql.rows(text, params), criteria.plantId);
        const today = (0, plant_day_1.plantToday)(calendar.timeZone);
        const { templates, plantName } = await plantTemplates(this.sql, criteria.plantId);
        const rows = await this.sql.rows(DUE_CUSTOMERS, [
            criteria.plantId,
            criteria.minBalance ?? null,
            criteria.minDays ?? null,
            criteria.areaId ?? null,
            today,
        ]);
        const customers = rows.map((row) => {
            const balance = (0, money_1.moneyNumber)(row.balance);
            const language = row.language;
            const message = (0, reminder_decider_1.fillTemplate)(templates[language].template, {
                name: row.name,
                code: row.code,
                amount: (0, whatsapp_message_1.formatPkr)(balance, language),
                days: row.age_days,
                plant: plantName,
                since: row.oldest,
            });
            return {
                customer_id: Number(row.id),
                code: row.code,
                name: row.name,
                area_id: Number(row.area_id),
                area_name: row.area_name,
                phone: row.phone,
                whatsapp: row.whatsapp,
                language,
                balance,
                oldest_unpaid_date: row.oldest,
                age_days: row.age_days,
                message,
                whatsapp_url: (0, whatsapp_message_1.whatsappLink)(row, message),
                last_sent_at: row.last_sent_at ? new Date(row.last_sent_at).toISOString() : null,
                sends: row.sends,
            };
        });
        return {
            plant_id: criteria.plantId,
            as_of: today,
            min_balance: criteria.minBalance ?? 0,
            min_days: criteria.minDays ?? null,
            template: templates.en.template,
            templates: { en: templates.en.template, ur: templates.ur.template },
            customers,
        };
    }
};
exports.ListRemindersHandler = ListRemindersHandler;
exports.ListRemindersHandler = ListRemindersHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListRemindersQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ListRemindersHandler);
exports.REMINDER_QUERY_HANDLERS = [ReminderTemplateHandler, ListRemindersHandler];
//# sourceMappingURL=reminder.queries.js.map