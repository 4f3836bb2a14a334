import type { CustomerLanguage, ReminderCustomer, ReminderList, ReminderTemplate } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { moneyNumber } from '../../platform/domain/money';
import { plantToday } from '../../platform/domain/plant-day';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { formatPkr, whatsappLink } from '../statements/whatsapp-message';
import { CUSTOMER_LANGUAGES } from '../customers/customer.events';
import { DEFAULT_REMINDER_TEMPLATES, fillTemplate, REMINDER_PLACEHOLDERS } from './reminder.decider';

type PlantTemplates = { templates: Record<CustomerLanguage, { template: string; isDefault: boolean }>; plantName: string };

/** The plant's template in each language (its own, else that language's default) and its name. */
export async function plantTemplates(sql: Sql, plantId: number): Promise<PlantTemplates> {
  const rows = await sql.rows<{ name: string; language: CustomerLanguage | null; template: string | null }>(
    `SELECT p.name, t.language, t.template FROM plants p LEFT JOIN reminder_templates t ON t.plant_id = p.id WHERE p.id = $1`,
    [plantId],
  );
  const own = new Map(rows.filter((row) => row.language).map((row) => [row.language!, row.template!]));
  const templates = Object.fromEntries(
    CUSTOMER_LANGUAGES.map((language) => [
      language,
      { template: own.get(language) ?? DEFAULT_REMINDER_TEMPLATES[language], isDefault: !own.has(language) },
    ]),
  ) as PlantTemplates['templates'];
  return { templates, plantName: rows[0]?.name ?? '' };
}

export class ReminderTemplateQuery {
  constructor(
    readonly plantId: number,
    readonly language: CustomerLanguage = 'en',
  ) {}
}

@QueryHandler(ReminderTemplateQuery)
export class ReminderTemplateHandler implements IQueryHandler<ReminderTemplateQuery, ReminderTemplate> {
  constructor(private readonly sql: Sql) {}

  async execute({ plantId, language }: ReminderTemplateQuery): Promise<ReminderTemplate> {
    const found = (await plantTemplates(this.sql, plantId)).templates[language];
    return {
      plant_id: plantId,
      language,
      template: found.template,
      is_default: found.isDefault,
      placeholders: [...REMINDER_PLACEHOLDERS],
    };
  }
}

export interface ReminderCriteria {
  plantId: number;
  minBalance?: number;
  minDays?: number;
  areaId?: number;
}

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

export class ListRemindersQuery {
  constructor(readonly criteria: ReminderCriteria) {}
}

@QueryHandler(ListRemindersQuery)
export class ListRemindersHandler implements IQueryHandler<ListRemindersQuery, ReminderList> {
  constructor(private readonly sql: Sql) {}

  async execute({ criteria }: ListRemindersQuery): Promise<ReminderList> {
    const calendar = await loadPlantCalendar((text, params) => this.sql.rows(text, params), criteria.plantId);
    const today = plantToday(calendar.timeZone);
    const { templates, plantName } = await plantTemplates(this.sql, criteria.plantId);
    const rows = await this.sql.rows<Record<string, any>>(DUE_CUSTOMERS, [
      criteria.plantId,
      criteria.minBalance ?? null,
      criteria.minDays ?? null,
      criteria.areaId ?? null,
      today,
    ]);
    const customers: ReminderCustomer[] = rows.map((row) => {
      const balance = moneyNumber(row.balance);
      const language: CustomerLanguage = row.language;
      const message = fillTemplate(templates[language].template, {
        name: row.name,
        code: row.code,
        amount: formatPkr(balance, language),
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
        whatsapp_url: whatsappLink(row as { phone: string | null; whatsapp: string | null }, message),
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
}

export const REMINDER_QUERY_HANDLERS = [ReminderTemplateHandler, ListRemindersHandler];
