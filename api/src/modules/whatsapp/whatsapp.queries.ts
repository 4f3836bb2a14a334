import type { WhatsAppAutomation, WhatsAppMessage, WhatsAppMessageList, WhatsAppReplyList, WhatsAppSettings } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, Kysely, sql, SqlBool } from 'kysely';
import { Database } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { moneyNumber } from '../../platform/domain/money';
import { NO_AUTOMATION } from './whatsapp-account.events';
import { instantText } from '../../platform/cache/json-text';

/** The owner's account as the settings screen shows it; `origin` makes the webhook's address. */
export class WhatsAppSettingsQuery {
  constructor(
    readonly ownerId: number,
    readonly origin: string,
  ) {}
}

@QueryHandler(WhatsAppSettingsQuery)
export class WhatsAppSettingsHandler implements IQueryHandler<WhatsAppSettingsQuery, WhatsAppSettings> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ ownerId, origin }: WhatsAppSettingsQuery): Promise<WhatsAppSettings> {
    const row = await this.db
      .selectFrom('whatsapp_accounts')
      .select([
        'connected',
        'phone_number_id',
        'business_account_id',
        'token_hint',
        'webhook_id',
        'verify_token',
        'connected_at',
        'auto_receipts',
        'auto_payments',
        'auto_statements',
        'receipt_timing',
        'auto_reminders',
        'reminder_min_balance',
        'reminder_every_days',
      ])
      .where('owner_id', '=', String(ownerId))
      .executeTakeFirst();
    const connected = row?.connected ?? false;
    return {
      connected,
      phone_number_id: connected ? row!.phone_number_id : null,
      business_account_id: connected ? row!.business_account_id : null,
      token_hint: connected ? row!.token_hint : null,
      // Kept through a disconnection, so the Meta app's settings stay right for a reconnection.
      webhook_url: row ? `${origin}/api/whatsapp/webhook/${row.webhook_id}` : null,
      verify_token: row?.verify_token ?? null,
      connected_at: connected ? instantText(row!.connected_at) : null,
      automation: {
        receipts: row?.auto_receipts ?? false,
        payments: row?.auto_payments ?? false,
        statements: row?.auto_statements ?? false,
        receipt_timing: (row?.receipt_timing ?? NO_AUTOMATION.receipt_timing) as WhatsAppAutomation['receipt_timing'],
        reminders: row?.auto_reminders ?? false,
        reminder_min_balance: moneyNumber(row?.reminder_min_balance ?? NO_AUTOMATION.reminder_min_balance),
        reminder_every_days: row?.reminder_every_days ?? NO_AUTOMATION.reminder_every_days,
      },
    };
  }
}

export interface WhatsAppMessageFilters {
  customerId?: number;
  state?: WhatsAppMessage['state'];
  kind?: WhatsAppMessage['kind'];
  page: number;
  perPage: number;
}

/** The owner's messages, newest first, by customer, state and kind. */
export class ListWhatsAppMessagesQuery {
  constructor(
    readonly ownerId: number,
    readonly filters: WhatsAppMessageFilters,
  ) {}
}

@QueryHandler(ListWhatsAppMessagesQuery)
export class ListWhatsAppMessagesHandler implements IQueryHandler<ListWhatsAppMessagesQuery, WhatsAppMessageList> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ ownerId, filters }: ListWhatsAppMessagesQuery): Promise<WhatsAppMessageList> {
    const matching = this.db
      .selectFrom('whatsapp_messages as m')
      .leftJoin('customers as c', 'c.id', 'm.customer_id')
      .where((eb) => {
        const conditions: Expression<SqlBool>[] = [eb('m.owner_id', '=', String(ownerId))];
        if (filters.customerId) conditions.push(eb('m.customer_id', '=', String(filters.customerId)));
        if (filters.state) conditions.push(eb('m.state', '=', filters.state));
        if (filters.kind) conditions.push(eb('m.kind', '=', filters.kind));
        return eb.and(conditions);
      });
    const [rows, total] = await Promise.all([
      matching
        .selectAll('m')
        .select('c.name as customer_name')
        .orderBy('m.id', 'desc')
        .limit(filters.perPage)
        .offset((filters.page - 1) * filters.perPage)
        .execute(),
      matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      data: rows.map((row): WhatsAppMessage => ({
        id: Number(row.id),
        plant_id: row.plant_id === null ? null : Number(row.plant_id),
        customer_id: row.customer_id === null ? null : Number(row.customer_id),
        customer_name: row.customer_name ?? null,
        kind: row.kind as WhatsAppMessage['kind'],
        language: row.language as WhatsAppMessage['language'],
        to: row.to_phone,
        month: row.month,
        automatic: row.automatic,
        state: row.state as WhatsAppMessage['state'],
        error: row.error,
        attempts: row.attempts,
        created_at: instantText(row.created_at)!,
        sent_at: instantText(row.sent_at),
        delivered_at: instantText(row.delivered_at),
        read_at: instantText(row.read_at),
        failed_at: instantText(row.failed_at),
      })),
      total: Number(total.count),
      page: filters.page,
      per_page: filters.perPage,
    };
  }
}

export class ListWhatsAppRepliesQuery {
  constructor(
    readonly ownerId: number,
    readonly filters: { customerId?: number; page: number; perPage: number },
  ) {}
}

/** GET /filter-owner/whatsapp/replies: the customers' replies, newest first, each read or not in the owner's feed. */
@QueryHandler(ListWhatsAppRepliesQuery)
export class ListWhatsAppRepliesHandler implements IQueryHandler<ListWhatsAppRepliesQuery, WhatsAppReplyList> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ ownerId, filters }: ListWhatsAppRepliesQuery): Promise<WhatsAppReplyList> {
    const owner = String(ownerId);
    const matching = this.db
      .selectFrom('whatsapp_replies as r')
      .leftJoin('customers as c', 'c.id', 'r.customer_id')
      .where('r.owner_id', '=', owner)
      .$if(filters.customerId !== undefined, (query) => query.where('r.customer_id', '=', String(filters.customerId)));
    const [rows, total] = await Promise.all([
      matching
        .select(['r.id', 'r.customer_id', 'r.plant_id', 'r.from_phone', 'r.text', 'r.received_at', 'c.name as customer_name'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('notification_reads as n')
                .select('n.key')
                .where('n.owner_id', '=', owner)
                .whereRef('n.key', '=', sql<string>`'whatsapp_reply:' || r.id`),
            )
            .as('read'),
        )
        .orderBy('r.id', 'desc')
        .limit(filters.perPage)
        .offset((filters.page - 1) * filters.perPage)
        .execute(),
      matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      data: rows.map((row) => ({
        id: Number(row.id),
        customer_id: row.customer_id === null ? null : Number(row.customer_id),
        customer_name: row.customer_name ?? null,
        plant_id: row.plant_id === null ? null : Number(row.plant_id),
        from: row.from_phone,
        text: row.text,
        received_at: instantText(row.received_at)!,
        read: Boolean(row.read),
      })),
      total: Number(total.count),
      page: filters.page,
      per_page: filters.perPage,
    };
  }
}

/** The account a webhook call is for, by the address's id: its owner and its sealed app secret. */
export class WebhookAccountQuery {
  constructor(readonly webhookId: string) {}
}

export interface WebhookAccount {
  ownerId: number;
  verifyToken: string;
  appSecretSealed: string;
}

@QueryHandler(WebhookAccountQuery)
export class WebhookAccountHandler implements IQueryHandler<WebhookAccountQuery, WebhookAccount | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ webhookId }: WebhookAccountQuery): Promise<WebhookAccount | null> {
    const row = await this.sql.one<{ owner_id: string; verify_token: string; app_secret_sealed: string }>(
      `SELECT owner_id, verify_token, app_secret_sealed FROM whatsapp_accounts WHERE webhook_id = $1 AND connected`,
      [webhookId],
    );
    return row ? { ownerId: Number(row.owner_id), verifyToken: row.verify_token, appSecretSealed: row.app_secret_sealed } : null;
  }
}

/** The owner's message WhatsApp knows by this wamid. */
export class MessageByWamidQuery {
  constructor(
    readonly ownerId: number,
    readonly wamid: string,
  ) {}
}

@QueryHandler(MessageByWamidQuery)
export class MessageByWamidHandler implements IQueryHandler<MessageByWamidQuery, number | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, wamid }: MessageByWamidQuery): Promise<number | null> {
    const row = await this.sql.one<{ id: string }>(`SELECT id FROM whatsapp_messages WHERE wamid = $1 AND owner_id = $2`, [wamid, ownerId]);
    return row ? Number(row.id) : null;
  }
}

export const WHATSAPP_QUERY_HANDLERS = [
  WhatsAppSettingsHandler,
  ListWhatsAppMessagesHandler,
  ListWhatsAppRepliesHandler,
  WebhookAccountHandler,
  MessageByWamidHandler,
];
