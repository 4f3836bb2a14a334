import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { Sql } from '../../platform/database/sql';
import { Decider, DecidedEvent } from '../../platform/event-store/decider';
import { EventStore } from '../../platform/event-store/event-store';
import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';

/** The longest reply text kept (WhatsApp allows 4,096 characters). */
export const REPLY_TEXT_MAX = 1000;
export const WHATSAPP_REPLY_IDS = 'whatsapp_reply_ids';

/** One reply's stream, named by WhatsApp's id for it: Meta may send a webhook call again. */
export const whatsappReplyStreamId = (ownerId: number, wamid: string) =>
  `whatsapp-reply-${ownerId}-${createHash('sha256').update(wamid).digest('hex').slice(0, 32)}`;

export interface ReplyFacts {
  reply_id: number;
  owner_id: number;
  customer_id: number | null;
  plant_id: number | null;
  from: string;
  text: string;
  wamid: string;
}

export type WhatsAppReplyEvent = DecidedEvent<'WhatsAppReplyReceived', ReplyFacts>;

/** A reply is recorded once; the same reply again changes nothing. */
export const whatsappReplyDecider: Decider<{ received: boolean }, { type: 'RecordReply'; facts: ReplyFacts }, WhatsAppReplyEvent> = {
  initialState: { received: false },
  evolve: () => ({ received: true }),
  decide: (command, state) => (state.received ? [] : [{ type: 'WhatsAppReplyReceived', data: command.facts }]),
};

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

async function apply(event: StoredOf<WhatsAppReplyEvent>, tx: ProjectionTransaction): Promise<void> {
  const d = event.data;
  await tx.query(
    `INSERT INTO whatsapp_replies (id, owner_id, customer_id, plant_id, from_phone, text, wamid, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
    [d.reply_id, d.owner_id, d.customer_id, d.plant_id, d.from, d.text, d.wamid, event.recordedAt],
  );
}

export const whatsappReplyProjection: InlineProjection<WhatsAppReplyEvent> = {
  name: 'whatsapp-replies',
  tables: ['whatsapp_replies'],
  handles: ['WhatsAppReplyReceived'],
  apply,
};
