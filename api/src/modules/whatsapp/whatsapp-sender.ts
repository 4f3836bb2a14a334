import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CustomerLanguage } from '@paani/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { Sql } from '../../platform/database/sql';
import { JobQueue } from '../../platform/queue/job-queue';
import { SecretBox } from '../../platform/secrets/secret-box';
import { DocumentRenderPool } from '../documents/document-render-pool';
import { CustomerStatementQuery, StatementWithContact } from '../statements/statement.queries';
import { AccountRateGate } from './account-rate-gate';
import { GraphAccount, GraphOutcome, sendTemplate, TemplateMessage, uploadDocument } from './graph-api';
import { RecordWhatsAppMessageCommand, WHATSAPP_QUEUE } from './whatsapp.commands';
import { MAX_SEND_ATTEMPTS } from './whatsapp-message.decider';
import { paymentTemplate, receiptTemplate, reminderTemplate, statementTemplate, testTemplate } from './whatsapp-templates';
import { MessageDetails, WhatsAppMessageKind } from './whatsapp-message.events';
import { moneyNumber } from '../../platform/domain/money';

interface Pending {
  id: string;
  owner_id: string;
  customer_id: string | null;
  kind: WhatsAppMessageKind;
  language: CustomerLanguage;
  to_phone: string;
  month: string | null;
  details: MessageDetails | null;
  state: string;
  connected: boolean | null;
  phone_number_id: string | null;
  access_token_sealed: string | null;
}

const PENDING = `SELECT m.id, m.owner_id, m.customer_id, m.kind, m.language, m.to_phone, m.month, m.details, m.state,
                       a.connected, a.phone_number_id, a.access_token_sealed
                  FROM whatsapp_messages m LEFT JOIN whatsapp_accounts a ON a.owner_id = m.owner_id
                 WHERE m.id = $1`;

/** A receipt's or a payment's customer and plant, the customer's balance now, and the plant's product names. */
const PARTY = `SELECT c.name AS customer, p.name AS plant, c.balance::text AS balance,
       (SELECT coalesce(json_agg(json_build_object('id', pr.id, 'name', pr.name, 'name_ur', pr.name_ur)), '[]')
          FROM products pr WHERE pr.plant_id = c.plant_id) AS products
  FROM customers c JOIN plants p ON p.id = c.plant_id WHERE c.id = $1`;

interface PartyRow {
  customer: string;
  plant: string;
  balance: string;
  products: { id: number; name: string; name_ur: string | null }[];
}

/** Messages recorded but not yet taken by WhatsApp nor failed: queued again when the API starts without Redis. */
const UNFINISHED = `SELECT id FROM whatsapp_messages WHERE state = 'queued' ORDER BY id`;

/** Thrown so the queue tries the message again after its backoff. */
class TryAgainLater extends Error {}

/**
 * The send queue's worker: one message per job, tried up to MAX_SEND_ATTEMPTS times with an
 * exponential backoff when WhatsApp asks to wait (429) or fails (5xx, no answer), at most
 * WHATSAPP_SENDS_PER_SECOND a second per account. Every try and its outcome is an event of the
 * message's stream, so the message log shows why a message is late or failed.
 */
@Injectable()
export class WhatsAppSender implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly sql: Sql,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly secrets: SecretBox,
    private readonly documents: DocumentRenderPool,
    private readonly gate: AccountRateGate,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      queue: WHATSAPP_QUEUE,
      attempts: MAX_SEND_ATTEMPTS,
      backoffMs: 2000,
      process: (data: { messageId: number }) => this.send(data.messageId),
      unfinished: async () => (await this.sql.rows<{ id: string }>(UNFINISHED)).map((row) => ({ messageId: Number(row.id) })),
    });
  }

  async send(messageId: number): Promise<string | null> {
    const message = await this.sql.one<Pending>(PENDING, [messageId]);
    if (!message || message.state !== 'queued') return message?.state ?? null;
    const ownerId = Number(message.owner_id);
    const record = (command: RecordWhatsAppMessageCommand['command']): Promise<string | null> =>
      this.commands.execute(new RecordWhatsAppMessageCommand(messageId, ownerId, command));
    if (!message.connected || !message.phone_number_id || !message.access_token_sealed) {
      return record({ type: 'RecordRefused', reason: 'No WhatsApp account is connected.' });
    }
    const account: GraphAccount = {
      baseUrl: this.config.WHATSAPP_GRAPH_URL,
      phoneNumberId: message.phone_number_id,
      accessToken: this.secrets.open(message.access_token_sealed),
    };
    await this.gate.take(ownerId);
    const template = await this.template(account, message);
    const outcome = template.outcome === 'ok' ? await sendTemplate(account, message.to_phone, template.value) : template;
    if (outcome.outcome === 'ok') return record({ type: 'RecordAccepted', wamid: outcome.value });
    if (outcome.outcome === 'refused') return record({ type: 'RecordRefused', reason: outcome.reason });
    const state = await record({ type: 'RecordAttemptFailed', reason: outcome.reason });
    if (state === 'queued') throw new TryAgainLater(outcome.reason);
    return state;
  }

  /** The message's template, with its document uploaded first for a statement. */
  private async template(account: GraphAccount, message: Pending): Promise<GraphOutcome<TemplateMessage>> {
    if (message.kind === 'test') return { outcome: 'ok', value: testTemplate() };
    if (message.kind === 'receipt' || message.kind === 'payment' || message.kind === 'reminder')
      return { outcome: 'ok', value: await this.lineTemplate(message) };
    const found: StatementWithContact = await this.queries.execute(
      new CustomerStatementQuery(Number(message.owner_id), Number(message.customer_id), message.month!),
    );
    const filename = `statement-${found.statement.customer.code}-${found.statement.month}.pdf`;
    const pdf = await this.documents.render('statementPdf', { statement: found.statement, language: message.language });
    const uploaded = await uploadDocument(account, pdf, filename, 'application/pdf');
    if (uploaded.outcome !== 'ok') return uploaded;
    return { outcome: 'ok', value: statementTemplate(found.statement, message.language, { id: uploaded.value, filename }) };
  }

  /** A receipt, a payment or a reminder message, with the customer's balance as it is now. */
  private async lineTemplate(message: Pending): Promise<TemplateMessage> {
    const party = (await this.sql.one<PartyRow>(PARTY, [message.customer_id]))!;
    const details = message.details!;
    const who = { customer: party.customer, plant: party.plant, balance: moneyNumber(party.balance) };
    if (message.kind === 'payment') return paymentTemplate(who, message.language, details.date, moneyNumber(details.amount));
    if (message.kind === 'reminder') return reminderTemplate(who, message.language);
    const names = new Map(party.products.map((product) => [Number(product.id), product]));
    const items = details.items
      .filter((item) => item.quantity > 0)
      .map((item) => {
        const product = names.get(item.product_id);
        const name = (message.language === 'ur' ? product?.name_ur : null) ?? product?.name ?? `#${item.product_id}`;
        return `${item.quantity} × ${name}`;
      })
      .join(', ');
    return receiptTemplate(who, message.language, details.date, items, moneyNumber(details.amount), moneyNumber(details.collected));
  }
}
