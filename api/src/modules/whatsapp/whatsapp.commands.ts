import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { Sql } from '../../platform/database/sql';
import { EventStore } from '../../platform/event-store/event-store';
import { JobQueue } from '../../platform/queue/job-queue';
import { SecretBox } from '../../platform/secrets/secret-box';
import { WhatsAppAccountCommand, whatsappAccountDecider } from './whatsapp-account.decider';
import { OptOutBy, whatsappAccountStreamId } from './whatsapp-account.events';
import { WhatsAppMessageCommand, whatsappMessageDecider } from './whatsapp-message.decider';
import { QueuedMessage, WHATSAPP_MESSAGE_IDS, whatsappMessageStreamId } from './whatsapp-message.events';
import { whatsappReplyDecider } from './whatsapp-reply.decider';
import { REPLY_TEXT_MAX, ReplyFacts, WHATSAPP_REPLY_IDS, whatsappReplyStreamId } from './whatsapp-reply.events';

export const WHATSAPP_QUEUE = 'whatsapp';

export interface WhatsAppCredentials {
  phone_number_id: string;
  business_account_id: string;
  access_token: string;
  app_secret: string;
}

/** Connects (or reconnects with new credentials) the owner's account; the secrets are sealed before they are recorded. */
export class ConnectWhatsAppCommand {
  constructor(
    readonly ownerId: number,
    readonly credentials: WhatsAppCredentials,
  ) {}
}

@CommandHandler(ConnectWhatsAppCommand)
export class ConnectWhatsAppHandler implements ICommandHandler<ConnectWhatsAppCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ ownerId, credentials }: ConnectWhatsAppCommand): Promise<void> {
    const fields = {
      phone_number_id: credentials.phone_number_id,
      business_account_id: credentials.business_account_id,
      access_token_sealed: this.secrets.seal(credentials.access_token),
      app_secret_sealed: this.secrets.seal(credentials.app_secret),
      token_hint: credentials.access_token.slice(-4),
    };
    const fresh = () => randomBytes(16).toString('hex');
    await this.store.handle(
      whatsappAccountStreamId(ownerId),
      whatsappAccountDecider,
      { type: 'ConnectAccount', ownerId, fields, webhookId: fresh(), verifyToken: fresh() },
      { tenant_id: ownerId },
      { contention: 'wait' },
    );
  }
}

export class DisconnectWhatsAppCommand {
  constructor(readonly ownerId: number) {}
}

@CommandHandler(DisconnectWhatsAppCommand)
export class DisconnectWhatsAppHandler implements ICommandHandler<DisconnectWhatsAppCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId }: DisconnectWhatsAppCommand): Promise<void> {
    await this.store.handle(
      whatsappAccountStreamId(ownerId),
      whatsappAccountDecider,
      { type: 'DisconnectAccount', ownerId },
      { tenant_id: ownerId },
      {
        contention: 'wait',
      },
    );
  }
}

/** A number (as WhatsApp writes it, 923001234567) stops or starts getting automatic messages. */
export class SetWhatsAppOptOutCommand {
  constructor(
    readonly ownerId: number,
    readonly phone: string,
    readonly optedOut: boolean,
    readonly by: OptOutBy,
  ) {}
}

@CommandHandler(SetWhatsAppOptOutCommand)
export class SetWhatsAppOptOutHandler implements ICommandHandler<SetWhatsAppOptOutCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, phone, optedOut, by }: SetWhatsAppOptOutCommand): Promise<void> {
    await this.store.handle(
      whatsappAccountStreamId(ownerId),
      whatsappAccountDecider,
      optedOut ? { type: 'OptOut', ownerId, phone, by } : { type: 'OptIn', ownerId, phone },
      { tenant_id: ownerId },
      { contention: 'wait' },
    );
  }
}

/** Which messages leave by themselves. */
export class SetWhatsAppAutomationCommand {
  constructor(
    readonly ownerId: number,
    readonly automation: Extract<WhatsAppAccountCommand, { type: 'SetAutomation' }>['automation'],
  ) {}
}

@CommandHandler(SetWhatsAppAutomationCommand)
export class SetWhatsAppAutomationHandler implements ICommandHandler<SetWhatsAppAutomationCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, automation }: SetWhatsAppAutomationCommand): Promise<void> {
    await this.store.handle(
      whatsappAccountStreamId(ownerId),
      whatsappAccountDecider,
      { type: 'SetAutomation', ownerId, automation },
      { tenant_id: ownerId },
      {
        contention: 'wait',
      },
    );
  }
}

/** What the automation records so it queues a batch once: a plant's month of statements, a plant day's morning pass. */
export class RecordAutomationCommand {
  constructor(readonly record: Extract<WhatsAppAccountCommand, { type: 'RecordMonthStatements' | 'RecordDailyPass' }>) {}
}

@CommandHandler(RecordAutomationCommand)
export class RecordAutomationHandler implements ICommandHandler<RecordAutomationCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ record }: RecordAutomationCommand): Promise<void> {
    await this.store.handle(
      whatsappAccountStreamId(record.ownerId),
      whatsappAccountDecider,
      record,
      { tenant_id: record.ownerId },
      {
        contention: 'wait',
      },
    );
  }
}

/** Records a message and hands it to the send queue; returns its id. */
export class QueueWhatsAppMessageCommand {
  constructor(readonly message: Omit<QueuedMessage, 'message_id'>) {}
}

@CommandHandler(QueueWhatsAppMessageCommand)
export class QueueWhatsAppMessageHandler implements ICommandHandler<QueueWhatsAppMessageCommand, number> {
  constructor(
    private readonly store: EventStore,
    private readonly jobs: JobQueue,
  ) {}

  async execute({ message }: QueueWhatsAppMessageCommand): Promise<number> {
    const messageId = await this.store.nextId(WHATSAPP_MESSAGE_IDS);
    await this.store.handle(
      whatsappMessageStreamId(messageId),
      whatsappMessageDecider,
      { type: 'QueueMessage', message: { message_id: messageId, ...message } },
      { tenant_id: message.owner_id },
    );
    // A message whose job could not be queued stays 'queued' and is queued again at the next start (WhatsAppSender#unfinished).
    await this.jobs.enqueue(WHATSAPP_QUEUE, { messageId }).catch(() => undefined);
    return messageId;
  }
}

/** What became of a message: a try, WhatsApp's answer, or its report through the webhook. */
export class RecordWhatsAppMessageCommand {
  constructor(
    readonly messageId: number,
    readonly ownerId: number,
    readonly command: Exclude<WhatsAppMessageCommand, { type: 'QueueMessage' }>,
  ) {}
}

@CommandHandler(RecordWhatsAppMessageCommand)
export class RecordWhatsAppMessageHandler implements ICommandHandler<RecordWhatsAppMessageCommand, string | null> {
  constructor(private readonly store: EventStore) {}

  /** Returns the message's state after it. */
  async execute({ messageId, ownerId, command }: RecordWhatsAppMessageCommand): Promise<string | null> {
    const { state } = await this.store.handle(
      whatsappMessageStreamId(messageId),
      whatsappMessageDecider,
      command,
      { tenant_id: ownerId },
      {
        contention: 'wait',
      },
    );
    return state.state;
  }
}

/** The customer of owner $1 whose WhatsApp number, else phone, ends with the same 10 digits as $2 (the first registered). */
const CUSTOMER_OF = `SELECT id, plant_id FROM customers
  WHERE owner_id = $1 AND (right(regexp_replace(coalesce(whatsapp, ''), '\\D', '', 'g'), 10) = $2
                           OR right(regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), 10) = $2)
  ORDER BY (right(regexp_replace(coalesce(whatsapp, ''), '\\D', '', 'g'), 10) = $2) DESC, id LIMIT 1`;

/** A customer's message to the owner's number (from the webhook): recorded for the owner's envelope. */
export class RecordWhatsAppReplyCommand {
  constructor(
    readonly ownerId: number,
    readonly reply: { from: string; text: string; wamid: string },
  ) {}
}

@CommandHandler(RecordWhatsAppReplyCommand)
export class RecordWhatsAppReplyHandler implements ICommandHandler<RecordWhatsAppReplyCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, reply }: RecordWhatsAppReplyCommand): Promise<void> {
    const customer = await this.sql.one<{ id: string; plant_id: string }>(CUSTOMER_OF, [ownerId, reply.from.slice(-10)]);
    const facts: ReplyFacts = {
      reply_id: await this.store.nextId(WHATSAPP_REPLY_IDS),
      owner_id: ownerId,
      customer_id: customer ? Number(customer.id) : null,
      plant_id: customer ? Number(customer.plant_id) : null,
      from: reply.from,
      text: reply.text.slice(0, REPLY_TEXT_MAX),
      wamid: reply.wamid,
    };
    await this.store.handle(
      whatsappReplyStreamId(ownerId, reply.wamid),
      whatsappReplyDecider,
      { type: 'RecordReply', facts },
      {
        tenant_id: ownerId,
      },
    );
  }
}

export const WHATSAPP_COMMAND_HANDLERS = [
  ConnectWhatsAppHandler,
  DisconnectWhatsAppHandler,
  SetWhatsAppOptOutHandler,
  SetWhatsAppAutomationHandler,
  RecordAutomationHandler,
  QueueWhatsAppMessageHandler,
  RecordWhatsAppMessageHandler,
  RecordWhatsAppReplyHandler,
];
