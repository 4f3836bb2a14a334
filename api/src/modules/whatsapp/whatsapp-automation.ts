import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CustomerLanguage } from '@paani/contracts';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { whatsappNumber } from '../../platform/domain/phone';
import { daysInMonth, previousMonth } from '../../platform/domain/calendar-month';
import { plantDate, plantToday, shiftDay } from '../../platform/domain/plant-day';
import { now as businessNow } from '../../platform/domain/clock';
import { followLog, LogRow } from '../../platform/event-store/log-follower';
import { JobQueue } from '../../platform/queue/job-queue';
import { QueueWhatsAppMessageCommand, RecordAutomationCommand } from './whatsapp.commands';
import { dayReceipts, dueReminders, MORNING_PASS_HOUR, plantHour } from './whatsapp-daily-pass';
import { MessageDetails, QueuedMessage } from './whatsapp-message.events';

export const WHATSAPP_AUTOMATION_QUEUE = 'whatsapp-automation';
const SCHEDULER = 'whatsapp-automation-every-minute';
const CHECKPOINT = 'whatsapp_automation';
const LOCK_KEY = 7_630_742;
const BATCH = 2000;
/** Without Redis: how often this process looks. */
const LOCAL_TICK_MS = 60_000;
const LINE_TYPES = ['CustomerDeliveryRecorded', 'CustomerPaymentRecorded'] as const;

interface AutomatedAccount {
  owner_id: string;
  auto_receipts: boolean;
  auto_payments: boolean;
  auto_statements: boolean;
  automation_since: Date;
  statement_months: Record<string, string>;
  receipt_timing: 'each' | 'daily';
  auto_reminders: boolean;
  reminder_min_balance: string;
  reminder_every_days: number;
  daily_passes: Record<string, string>;
}

interface Recipient {
  id: string;
  plant_id: string;
  phone: string | null;
  whatsapp: string | null;
  language: CustomerLanguage;
}

const ACCOUNTS = `SELECT owner_id, auto_receipts, auto_payments, auto_statements, automation_since, statement_months,
    receipt_timing, auto_reminders, reminder_min_balance::text, reminder_every_days, daily_passes
  FROM whatsapp_accounts WHERE connected AND automation_since IS NOT NULL AND ($1::bigint[] IS NULL OR owner_id = ANY($1::bigint[]))`;
const RECIPIENTS = `SELECT id, plant_id, phone, whatsapp, language FROM customers WHERE id = ANY($1::bigint[])`;
const OPTED_OUT = `SELECT owner_id, phone FROM whatsapp_opt_outs WHERE owner_id = ANY($1::bigint[])`;
const PLANTS = `SELECT id, time_zone FROM plants WHERE owner_id = $1 ORDER BY id`;
/** A plant's active customers who were customers by the month's last day ($2, YYYY-MM-DD). */
const MONTH_RECIPIENTS = `SELECT id, plant_id, phone, whatsapp, language FROM customers
  WHERE plant_id = $1 AND is_active AND (opening_date IS NULL OR opening_date <= $2::date) ORDER BY id`;

/** An account with something for the morning pass: receipts once a day, or reminders. */
const wantsMorningPass = (account: AutomatedAccount) =>
  (account.auto_receipts && account.receipt_timing === 'daily') || account.auto_reminders;

/** A month's last day (YYYY-MM-DD). */
const lastDayOf = (month: string) => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/**
 * The messages that leave by themselves, for owners who turned them on: a receipt after each
 * delivery and a thank-you after each payment (a follower of the log, from the moment it first
 * ran, for lines recorded after the owner turned them on), each plant's statements of the
 * month just ended, on its first day after (the plant's day), and each plant day's morning pass:
 * one receipt per customer for the day before (receipts 'daily') and payment reminders by the
 * owner's rule (morningPass). Never to a number that said STOP.
 * Runs every minute (BullMQ; in process without Redis). Each message is queued once per source
 * (`receipt:{line}`, `payment:{line}`, `statement:{customer}:{month}`, `receipt-day:{customer}:{day}`,
 * `reminder:{customer}:{day}`): a batch read again after a
 * failure queues nothing twice.
 */
@Injectable()
export class WhatsAppAutomation implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WhatsAppAutomation');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly sql: Sql,
    private readonly jobs: JobQueue,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ queue: WHATSAPP_AUTOMATION_QUEUE, attempts: 3, backoffMs: 2000, process: () => this.tick() });
  }

  async onApplicationBootstrap(): Promise<void> {
    const queue = this.jobs.bullQueues().find((q) => q.name === WHATSAPP_AUTOMATION_QUEUE);
    if (!queue) {
      this.timer = setInterval(() => void this.tick().catch(() => undefined), LOCAL_TICK_MS).unref();
      return;
    }
    await this.jobs
      .bounded(() =>
        queue.upsertJobScheduler(
          SCHEDULER,
          { pattern: '* * * * *' },
          { name: WHATSAPP_AUTOMATION_QUEUE, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 2000 } } },
        ),
      )
      .catch((error: Error) => this.logger.warn(`WhatsApp automation schedule not set: ${error.message}`));
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Queues what is due now; returns how many messages it queued. */
  async tick(): Promise<{ queued: number }> {
    let queued = 0;
    for (;;) {
      const batch = await followLog(this.sql, {
        name: CHECKPOINT,
        lockKey: LOCK_KEY,
        batch: BATCH,
        fromNow: true,
        types: LINE_TYPES,
        apply: async (rows) => {
          queued += await this.lines(rows);
        },
      });
      if (batch.done) break;
    }
    const accounts = await this.sql.rows<AutomatedAccount>(ACCOUNTS, [null]);
    for (const account of accounts.filter((a) => a.auto_statements)) queued += await this.monthStatements(account);
    for (const account of accounts.filter(wantsMorningPass)) queued += await this.morningPass(account);
    return { queued };
  }

  /** Receipts and payment messages for the lines of owners who want them. */
  private async lines(rows: LogRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const owners = [...new Set(rows.map((row) => Number(row.data.owner_id)))];
    const accounts = new Map((await this.sql.rows<AutomatedAccount>(ACCOUNTS, [owners])).map((a) => [Number(a.owner_id), a]));
    const wanted = rows.filter((row) => {
      const account = accounts.get(Number(row.data.owner_id));
      if (!account || new Date(row.recorded_at) < new Date(account.automation_since)) return false;
      if (row.event_type === 'CustomerPaymentRecorded') return account.auto_payments;
      return account.auto_receipts && account.receipt_timing === 'each' && row.data.entry?.status === 'delivered';
    });
    if (wanted.length === 0) return 0;
    const recipients = await this.recipients(
      wanted.map((row) => Number(row.data.customer_id)),
      owners,
    );
    let queued = 0;
    for (const row of wanted) {
      const line = row.data.line;
      const payment = row.event_type === 'CustomerPaymentRecorded';
      const details: MessageDetails = {
        date: line.date,
        amount: payment ? line.credit : line.debit,
        collected: payment ? '0.00' : (row.data.entry?.collected ?? '0.00'),
        items: (line.items ?? []).map((item: { product_id: number; delivered: number }) => ({
          product_id: item.product_id,
          quantity: item.delivered,
        })),
      };
      const kind = payment ? 'payment' : 'receipt';
      queued += await this.queue(
        recipients.get(Number(row.data.customer_id)),
        Number(row.data.owner_id),
        kind,
        `${kind}:${line.line_id}`,
        null,
        details,
      );
    }
    return queued;
  }

  /** A plant's month just ended, once, for every customer with a number (an owner turning statements on mid-month starts with that month). */
  private async monthStatements(account: AutomatedAccount): Promise<number> {
    const ownerId = Number(account.owner_id);
    const since = new Date(account.automation_since);
    let queued = 0;
    for (const plant of await this.sql.rows<{ id: string; time_zone: string }>(PLANTS, [ownerId])) {
      const month = previousMonth(plantToday(plant.time_zone).slice(0, 7));
      const done = account.statement_months[plant.id];
      if ((done !== undefined && done >= month) || month < plantDate(since, plant.time_zone).slice(0, 7)) continue;
      const customers = await this.sql.rows<Recipient>(MONTH_RECIPIENTS, [plant.id, lastDayOf(month)]);
      const optedOut = await this.optedOut([ownerId]);
      let sent = 0;
      for (const customer of customers) {
        sent += await this.queue({ ...customer, optedOut }, ownerId, 'statement', `statement:${customer.id}:${month}`, month, null);
      }
      await this.commands.execute(
        new RecordAutomationCommand({ type: 'RecordMonthStatements', ownerId, plantId: Number(plant.id), month, queued: sent }),
      );
      queued += sent;
    }
    return queued;
  }

  /**
   * Each plant's morning pass, once a plant day from MORNING_PASS_HOUR: one receipt per customer for
   * the day before (receipt timing 'daily'), and the day's payment reminders by the owner's rule.
   * Days before the owner turned automation on send nothing.
   */
  private async morningPass(account: AutomatedAccount): Promise<number> {
    const ownerId = Number(account.owner_id);
    const now = businessNow();
    let queued = 0;
    for (const plant of await this.sql.rows<{ id: string; time_zone: string }>(PLANTS, [ownerId])) {
      const today = plantToday(plant.time_zone);
      const done = account.daily_passes[plant.id];
      if ((done !== undefined && done >= today) || plantHour(now, plant.time_zone) < MORNING_PASS_HOUR) continue;
      const plantId = Number(plant.id);
      const yesterday = shiftDay(today, -1);
      const receipts =
        account.auto_receipts &&
        account.receipt_timing === 'daily' &&
        yesterday >= plantDate(new Date(account.automation_since), plant.time_zone)
          ? await dayReceipts(this.sql, plantId, yesterday)
          : new Map<number, MessageDetails>();
      const reminders = account.auto_reminders
        ? await dueReminders(this.sql, plantId, { minBalance: account.reminder_min_balance, everyDays: account.reminder_every_days, today })
        : new Map<number, MessageDetails>();
      const recipients = await this.recipients([...receipts.keys(), ...reminders.keys()], [ownerId]);
      let sentReceipts = 0;
      let sentReminders = 0;
      for (const [customerId, details] of receipts)
        sentReceipts += await this.queue(
          recipients.get(customerId),
          ownerId,
          'receipt',
          `receipt-day:${customerId}:${yesterday}`,
          null,
          details,
        );
      for (const [customerId, details] of reminders)
        sentReminders += await this.queue(
          recipients.get(customerId),
          ownerId,
          'reminder',
          `reminder:${customerId}:${today}`,
          null,
          details,
        );
      await this.commands.execute(
        new RecordAutomationCommand({
          type: 'RecordDailyPass',
          ownerId,
          plantId,
          date: today,
          receipts: sentReceipts,
          reminders: sentReminders,
        }),
      );
      queued += sentReceipts + sentReminders;
    }
    return queued;
  }

  private async recipients(customerIds: number[], owners: number[]) {
    const optedOut = await this.optedOut(owners);
    const rows = await this.sql.rows<Recipient>(RECIPIENTS, [customerIds]);
    return new Map(rows.map((row) => [Number(row.id), { ...row, optedOut }]));
  }

  private async optedOut(owners: number[]): Promise<Set<string>> {
    const rows = await this.sql.rows<{ owner_id: string; phone: string }>(OPTED_OUT, [owners]);
    return new Set(rows.map((row) => `${row.owner_id}:${row.phone}`));
  }

  /** Queues one automatic message unless the customer has no number, said STOP, or has it already (0 then). */
  private async queue(
    customer: (Recipient & { optedOut: Set<string> }) | undefined,
    ownerId: number,
    kind: QueuedMessage['kind'],
    source: string,
    month: string | null,
    details: MessageDetails | null,
  ): Promise<number> {
    const to = customer ? whatsappNumber(customer) : null;
    if (!customer || !to || customer.optedOut.has(`${ownerId}:${to}`)) return 0;
    const message = {
      owner_id: ownerId,
      plant_id: Number(customer.plant_id),
      customer_id: Number(customer.id),
      kind,
      language: customer.language,
      to,
      month,
      automatic: true,
      source,
      details,
    };
    try {
      await this.commands.execute(new QueueWhatsAppMessageCommand(message));
      return 1;
    } catch (error) {
      if (error instanceof DomainError && error.code === ERROR_CODES.whatsappAlreadyQueued) return 0;
      throw error;
    }
  }
}
