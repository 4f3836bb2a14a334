import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../platform/domain/domain-error';
import { SecretBox } from '../../platform/secrets/secret-box';
import { MessageByWamidQuery, WebhookAccount } from './whatsapp.queries';
import { RecordWhatsAppMessageCommand, RecordWhatsAppReplyCommand, SetWhatsAppOptOutCommand } from './whatsapp.commands';

/** Replies that stop automatic messages, and that start them again (English and Urdu). */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'بند', 'بند کریں']);
const START_WORDS = new Set(['start', 'شروع']);

type ReportedStatus = 'sent' | 'delivered' | 'read' | 'failed';
const STATUSES = new Set<string>(['sent', 'delivered', 'read', 'failed']);

/** The parts of a Cloud API webhook call Paani reads (entry[].changes[].value). */
interface WebhookValue {
  statuses?: { id?: unknown; status?: unknown; errors?: { code?: unknown; title?: unknown; message?: unknown }[] }[];
  messages?: { id?: unknown; from?: unknown; type?: unknown; text?: { body?: unknown } }[];
}

function valuesOf(payload: unknown): WebhookValue[] {
  const entries = (payload as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: { changes?: unknown }) =>
    Array.isArray(entry?.changes) ? entry.changes.map((change: { value?: unknown }) => (change?.value ?? {}) as WebhookValue) : [],
  );
}

/** Whether `header` is `sha256=` and the HMAC-SHA256 of `body` under `secret`, compared in constant time. */
export function signatureMatches(header: unknown, body: Buffer, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A webhook call of an owner's account, refused unless signed with its app secret: messages'
 * states move, customers' replies are recorded for the owner, and STOP/START replies opt a number
 * out or in.
 */
export class HandleWhatsAppWebhookCommand {
  constructor(
    readonly account: WebhookAccount,
    readonly rawBody: Buffer,
    readonly signature: unknown,
    readonly payload: unknown,
  ) {}
}

@CommandHandler(HandleWhatsAppWebhookCommand)
export class HandleWhatsAppWebhookHandler implements ICommandHandler<HandleWhatsAppWebhookCommand, number> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly secrets: SecretBox,
  ) {}

  /** Returns how many statuses and replies it recorded. */
  async execute({ account, rawBody, signature, payload }: HandleWhatsAppWebhookCommand): Promise<number> {
    if (!signatureMatches(signature, rawBody, this.secrets.open(account.appSecretSealed))) {
      throw new DomainError('unauthorized', 'The signature does not match.');
    }
    const ownerId = account.ownerId;
    let recorded = 0;
    for (const value of valuesOf(payload)) {
      for (const status of Array.isArray(value.statuses) ? value.statuses : []) {
        if (typeof status?.id !== 'string' || typeof status.status !== 'string' || !STATUSES.has(status.status)) continue;
        const messageId: number | null = await this.queries.execute(new MessageByWamidQuery(ownerId, status.id));
        // Another product's message on the same number, or one sent before Paani recorded it: not ours to track.
        if (messageId === null) continue;
        const error = Array.isArray(status.errors) ? status.errors[0] : undefined;
        const reason = error
          ? [error.code, error.title ?? error.message]
              .filter((part) => part !== undefined)
              .join(' ')
              .slice(0, 300)
          : null;
        await this.commands.execute(
          new RecordWhatsAppMessageCommand(messageId, ownerId, { type: 'RecordStatus', status: status.status as ReportedStatus, reason }),
        );
        recorded += 1;
      }
      for (const message of Array.isArray(value.messages) ? value.messages : []) {
        const body = typeof message?.text?.body === 'string' ? message.text.body.trim() : '';
        if (typeof message?.from !== 'string' || !/^\d{6,20}$/.test(message.from)) continue;
        // Every reply reaches the owner's envelope: its text, or its kind for a picture or a voice note.
        if (typeof message.id === 'string' && message.id.length <= 200) {
          const text = body || `[${typeof message.type === 'string' ? message.type.slice(0, 20) : 'message'}]`;
          await this.commands.execute(new RecordWhatsAppReplyCommand(ownerId, { from: message.from, text, wamid: message.id }));
          recorded += 1;
        }
        const word = body.toLowerCase();
        const optedOut = STOP_WORDS.has(word) ? true : START_WORDS.has(word) ? false : null;
        if (optedOut === null) continue;
        await this.commands.execute(new SetWhatsAppOptOutCommand(ownerId, message.from, optedOut, 'customer'));
        recorded += 1;
      }
    }
    return recorded;
  }
}
