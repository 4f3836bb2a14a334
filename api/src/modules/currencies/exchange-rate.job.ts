import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '../../platform/config/app-config';
import { Sql } from '../../platform/database/sql';
import { JobQueue } from '../../platform/queue/job-queue';
import { BulkUpdateRatesCommand } from './currency.commands';
import { BASE_CURRENCY_CODE, BASE_CURRENCY_ID } from './currency.events';

export const EXCHANGE_RATE_QUEUE = 'exchange-rates';
const SCHEDULER_ID = 'exchange-rates-auto';
const FETCH_TIMEOUT_MS = 10_000;
/** How often the schedule is compared with the settings (a change there takes effect within this). */
const SCHEDULE_SYNC_MS = 30_000;

export const FREQUENCY_MS: Record<string, number> = { hourly: 3_600_000, daily: 86_400_000, weekly: 604_800_000 };

export interface RateUpdateResult {
  source: string;
  updated: { code: string; exchange_rate: number }[];
  missing: string[];
}

/** Reads `{ base: 'PKR', rates: { USD: 0.0036, ... } }` from EXCHANGE_RATES_URL. */
async function fetchRates(url: string): Promise<Record<string, number>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The rate source answered ${response.status} ${response.statusText}`.trim());
  const body = (await response.json().catch(() => null)) as { base?: unknown; rates?: unknown } | null;
  if (!body || typeof body.rates !== 'object' || body.rates === null) throw new Error('The rate source did not send { base, rates }');
  if (body.base !== undefined && body.base !== BASE_CURRENCY_CODE)
    throw new Error(`The rate source's base is ${String(body.base)}, not ${BASE_CURRENCY_CODE}`);
  return body.rates as Record<string, number>;
}

/**
 * The exchange-rate job: fetches the rates and applies every active currency's rate as one
 * batch of ExchangeRateSet events (each also a rate-history row). A failure throws, so the
 * queue retries it with backoff and keeps the reason visible.
 */
@Injectable()
export class ExchangeRateJob implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ExchangeRates');
  private appliedSchedule: string | null = null;
  private localTimer?: NodeJS.Timeout;
  private syncTimer?: NodeJS.Timeout;

  constructor(
    private readonly jobs: JobQueue,
    private readonly commands: CommandBus,
    private readonly sql: Sql,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ queue: EXCHANGE_RATE_QUEUE, attempts: 3, backoffMs: 1000, process: () => this.run() });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.syncSchedule().catch((error: Error) => this.logger.warn(`Rate schedule not synced: ${error.message}`));
    this.syncTimer = setInterval(() => void this.syncSchedule().catch(() => undefined), SCHEDULE_SYNC_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.syncTimer);
    clearInterval(this.localTimer);
  }

  /** Queues one update now; returns the job id. */
  enqueue(trigger: 'manual' | 'schedule'): Promise<string> {
    return this.jobs.enqueue(EXCHANGE_RATE_QUEUE, { trigger });
  }

  async run(): Promise<RateUpdateResult> {
    const url = this.config.EXCHANGE_RATES_URL;
    if (!url) throw new Error('EXCHANGE_RATES_URL is not configured');
    const rates = await fetchRates(url);
    const currencies = await this.sql.rows<{ id: string; code: string }>(
      `SELECT id, code FROM currencies WHERE is_active AND id <> $1 ORDER BY code`,
      [BASE_CURRENCY_ID],
    );
    const updates: { currencyId: number; rate: number; code: string }[] = [];
    const missing: string[] = [];
    for (const { id, code } of currencies) {
      const rate = Number(rates[code]);
      if (Number.isFinite(rate) && rate > 0 && rate < 1_000_000) updates.push({ currencyId: Number(id), rate, code });
      else missing.push(code);
    }
    if (updates.length > 0) await this.commands.execute(new BulkUpdateRatesCommand(updates, 'job'));
    return { source: new URL(url).origin, updated: updates.map((u) => ({ code: u.code, exchange_rate: u.rate })), missing };
  }

  /** Makes the repeatable job follow `auto_update_rates` and `rate_update_frequency`. */
  async syncSchedule(): Promise<void> {
    const rows = await this.sql.rows<{ key: string; value: unknown }>(
      `SELECT key, value FROM system_settings WHERE key IN ('currency.auto_update_rates', 'currency.rate_update_frequency')`,
    );
    const settings = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    const on = settings['currency.auto_update_rates'] === true;
    const every = FREQUENCY_MS[String(settings['currency.rate_update_frequency'] ?? 'daily')] ?? FREQUENCY_MS.daily;
    const wanted = on ? `every:${every}` : 'off';
    if (wanted === this.appliedSchedule) return;

    const queue = this.jobs.bullQueues().find((q) => q.name === EXCHANGE_RATE_QUEUE);
    if (queue) {
      if (on) {
        await queue.upsertJobScheduler(
          SCHEDULER_ID,
          { every },
          {
            name: EXCHANGE_RATE_QUEUE,
            data: { trigger: 'schedule' },
            opts: { attempts: 3, backoff: { type: 'exponential', delay: 1000 } },
          },
        );
      } else {
        await queue.removeJobScheduler(SCHEDULER_ID);
      }
    } else {
      clearInterval(this.localTimer);
      if (on) this.localTimer = setInterval(() => void this.enqueue('schedule'), every).unref();
    }
    this.appliedSchedule = wanted;
    this.logger.log(on ? `Exchange rates update automatically every ${every / 60_000} minutes` : 'Automatic exchange-rate updates are off');
  }

  /** The schedule as BullMQ holds it (for the console and tests); null when off or in-process. */
  async schedule(): Promise<{ every: number | null; next: string | null } | null> {
    const queue = this.jobs.bullQueues().find((q) => q.name === EXCHANGE_RATE_QUEUE);
    if (!queue) return null;
    const scheduler = await queue.getJobScheduler(SCHEDULER_ID);
    if (!scheduler) return null;
    return {
      every: scheduler.every ? Number(scheduler.every) : null,
      next: scheduler.next ? new Date(scheduler.next).toISOString() : null,
    };
  }
}
