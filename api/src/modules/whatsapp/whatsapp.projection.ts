import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { NO_AUTOMATION, WHATSAPP_ACCOUNT_EVENT_TYPES, WhatsAppAccountEvent } from './whatsapp-account.events';
import { WHATSAPP_MESSAGE_EVENT_TYPES, WhatsAppMessageEvent } from './whatsapp-message.events';
import { WhatsAppReplyEvent } from './whatsapp-reply.events';

async function applyAccount(event: StoredOf<WhatsAppAccountEvent>, tx: ProjectionTransaction): Promise<void> {
  switch (event.type) {
    case 'WhatsAppAccountConnected': {
      const a = event.data;
      await tx.query(
        `INSERT INTO whatsapp_accounts (owner_id, connected, phone_number_id, business_account_id, access_token_sealed, app_secret_sealed,
                                        token_hint, webhook_id, verify_token, connected_at, updated_at)
         VALUES ($1, true, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (owner_id) DO UPDATE SET connected = true, phone_number_id = $2, business_account_id = $3, access_token_sealed = $4,
           app_secret_sealed = $5, token_hint = $6, webhook_id = $7, verify_token = $8, connected_at = $9, updated_at = $9`,
        [
          a.owner_id,
          a.phone_number_id,
          a.business_account_id,
          a.access_token_sealed,
          a.app_secret_sealed,
          a.token_hint,
          a.webhook_id,
          a.verify_token,
          event.recordedAt,
        ],
      );
      return;
    }
    case 'WhatsAppAccountDisconnected':
      await tx.query(`UPDATE whatsapp_accounts SET connected = false, updated_at = $2 WHERE owner_id = $1`, [
        event.data.owner_id,
        event.recordedAt,
      ]);
      return;
    case 'WhatsAppRecipientOptedOut':
      await tx.query(`INSERT INTO whatsapp_opt_outs (owner_id, phone, opted_out_by, opted_out_at) VALUES ($1, $2, $3, $4)`, [
        event.data.owner_id,
        event.data.phone,
        event.data.by,
        event.recordedAt,
      ]);
      return;
    case 'WhatsAppRecipientOptedIn':
      await tx.query(`DELETE FROM whatsapp_opt_outs WHERE owner_id = $1 AND phone = $2`, [event.data.owner_id, event.data.phone]);
      return;
    case 'WhatsAppAutomationChanged': {
      // Automatic messages are for what happens from then on: the first time any is turned on marks when.
      const automation = { ...NO_AUTOMATION, ...event.data };
      await tx.query(
        `UPDATE whatsapp_accounts SET auto_receipts = $2, auto_payments = $3, auto_statements = $4, updated_at = $5,
                receipt_timing = $6, auto_reminders = $7, reminder_min_balance = $8, reminder_every_days = $9,
                automation_since = CASE WHEN $2 OR $3 OR $4 OR $7 THEN coalesce(automation_since, $5) END
          WHERE owner_id = $1`,
        [
          event.data.owner_id,
          automation.receipts,
          automation.payments,
          automation.statements,
          event.recordedAt,
          automation.receipt_timing,
          automation.reminders,
          automation.reminder_min_balance,
          automation.reminder_every_days,
        ],
      );
      return;
    }
    case 'WhatsAppDailyPassMade':
      await tx.query(
        `UPDATE whatsapp_accounts SET daily_passes = daily_passes || jsonb_build_object($2::text, $3::text) WHERE owner_id = $1`,
        [event.data.owner_id, event.data.plant_id, event.data.date],
      );
      return;
    case 'WhatsAppMonthStatementsQueued':
      await tx.query(
        `UPDATE whatsapp_accounts SET statement_months = statement_months || jsonb_build_object($2::text, $3::text) WHERE owner_id = $1`,
        [event.data.owner_id, event.data.plant_id, event.data.month],
      );
      return;
  }
}

async function applyMessage(event: StoredOf<WhatsAppMessageEvent>, tx: ProjectionTransaction): Promise<void> {
  const at = event.recordedAt;
  switch (event.type) {
    case 'WhatsAppMessageQueued': {
      const m = event.data;
      await tx.query(
        `INSERT INTO whatsapp_messages (id, owner_id, plant_id, customer_id, kind, language, to_phone, month, automatic, source, details,
                                        state, attempts, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'queued', 0, $12, $12)`,
        [
          m.message_id,
          m.owner_id,
          m.plant_id,
          m.customer_id,
          m.kind,
          m.language,
          m.to,
          m.month,
          m.automatic,
          m.source,
          m.details && JSON.stringify(m.details),
          at,
        ],
      );
      return;
    }
    case 'WhatsAppMessageAttemptFailed':
      await tx.query(`UPDATE whatsapp_messages SET attempts = $2, error = $3, updated_at = $4 WHERE id = $1`, [
        event.data.message_id,
        event.data.attempt,
        event.data.reason,
        at,
      ]);
      return;
    case 'WhatsAppMessageAccepted':
      await tx.query(
        `UPDATE whatsapp_messages SET state = 'sent', wamid = $2, attempts = $3, error = NULL, sent_at = $4, updated_at = $4 WHERE id = $1`,
        [event.data.message_id, event.data.wamid, event.data.attempt, at],
      );
      return;
    case 'WhatsAppMessageStatusReported':
      await tx.query(
        `UPDATE whatsapp_messages SET state = $2, error = coalesce($3, error), updated_at = $4,
                delivered_at = CASE WHEN $2 IN ('delivered', 'read') THEN coalesce(delivered_at, $4) ELSE delivered_at END,
                read_at = CASE WHEN $2 = 'read' THEN $4 ELSE read_at END,
                failed_at = CASE WHEN $2 = 'failed' THEN $4 ELSE failed_at END
          WHERE id = $1`,
        [event.data.message_id, event.data.status, event.data.reason, at],
      );
      return;
    case 'WhatsAppMessageFailed':
      await tx.query(`UPDATE whatsapp_messages SET state = 'failed', error = $2, failed_at = $3, updated_at = $3 WHERE id = $1`, [
        event.data.message_id,
        event.data.reason,
        at,
      ]);
      return;
  }
}

export const MESSAGE_ALREADY_QUEUED = 'This message was already queued.';

export const whatsappAccountProjection: InlineProjection<WhatsAppAccountEvent> = {
  name: 'whatsapp_accounts',
  tables: ['whatsapp_accounts', 'whatsapp_opt_outs'],
  handles: WHATSAPP_ACCOUNT_EVENT_TYPES,
  apply: applyAccount,
};

export const whatsappMessageProjection: InlineProjection<WhatsAppMessageEvent> = {
  name: 'whatsapp_messages',
  tables: ['whatsapp_messages'],
  // One automatic message per source (a delivery's receipt, a customer's month): the automation may read a batch again.
  constraintErrors: { whatsapp_messages_source: () => DomainError.conflict(MESSAGE_ALREADY_QUEUED, ERROR_CODES.whatsappAlreadyQueued) },
  handles: WHATSAPP_MESSAGE_EVENT_TYPES,
  apply: applyMessage,
};

async function applyReply(event: StoredOf<WhatsAppReplyEvent>, tx: ProjectionTransaction): Promise<void> {
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
  apply: applyReply,
};
