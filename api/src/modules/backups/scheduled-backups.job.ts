import type { BackupRun, BackupSchedule } from '@paani/contracts';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { backup } from '../../platform/backup/backup';
import { AppConfig } from '../../platform/config/app-config';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { JobQueue } from '../../platform/queue/job-queue';
import { BACKUP_TIME_ZONE, cronPattern, describeFailure, expiredArchives, nextBackupAt } from './backup-schedule';
import { BackupRuns, BackupTrigger } from './backup-runs';

export const BACKUP_QUEUE = 'backups';
const NIGHTLY_SCHEDULER = 'backups-nightly';
export const BACKUPS_OFF = 'Backups are off: set BACKUP_DIR to the folder the archives should be written into, then restart.';
/** One backup at a time across every process; a session lock, so it ends with a process that dies mid-backup. */
const TAKE_LOCK_SQL = `SELECT pg_try_advisory_lock(hashtext('paani:backup')) AS locked`;
const FREE_LOCK_SQL = `SELECT pg_advisory_unlock(hashtext('paani:backup'))`;
const ALREADY_RUNNING = 'Another backup is being taken right now; this one did not start.';
/**
 * What a backup killed midway leaves in BACKUP_DIR (platform/backup/backup.ts): its work folder and
 * unfinished archive. Deleted once a day old, so that an `npm run backup` writing into the same
 * folder right now (it takes no lock) keeps its own.
 */
const LEFT_BY_A_DEAD_RUN = /^(\.paani-backup-.+|paani-backup-.+\.tar\.partial)$/;
const DAY_MS = 86_400_000;

/**
 * The nightly backup (BACKUP_DIR, BACKUP_AT, BACKUP_KEEP_DAYS) and the console's "Back up now":
 * jobs on the `backups` queue, run by whichever process runs the jobs (`npm run worker` when
 * deployed with compose). With Redis, a BullMQ job scheduler fires at BACKUP_AT; without it, a
 * timer in this process. Each run, good or failed, is recorded in backup_runs; a failed one is
 * logged at error level and turns the console's dashboard alert red. A good one deletes archives
 * older than BACKUP_KEEP_DAYS (never the newest).
 */
@Injectable()
export class ScheduledBackups implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private localTimer?: NodeJS.Timeout;

  constructor(
    private readonly jobs: JobQueue,
    private readonly runs: BackupRuns,
    private readonly sql: Sql,
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    // One attempt: a failure is recorded and shown at once, and the next night (or "Back up now") tries again.
    this.jobs.define({ queue: BACKUP_QUEUE, attempts: 1, process: (data: { trigger: BackupTrigger }) => this.run(data.trigger) });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule().catch((error: Error) => this.logger.warn(`Nightly backup schedule not set: ${error.message}`));
  }

  onApplicationShutdown(): void {
    clearTimeout(this.localTimer);
  }

  settings(now = new Date()): BackupSchedule {
    const directory = this.config.BACKUP_DIR ? resolve(this.config.BACKUP_DIR) : null;
    return {
      enabled: directory !== null,
      directory,
      at: this.config.BACKUP_AT,
      time_zone: BACKUP_TIME_ZONE,
      keep_days: this.config.BACKUP_KEEP_DAYS,
      next_run_at: directory ? nextBackupAt(now, this.config.BACKUP_AT).toISOString() : null,
    };
  }

  /** Queues a backup now (the console's button); refused while backups are off. */
  enqueue(trigger: BackupTrigger): Promise<string> {
    if (!this.config.BACKUP_DIR) throw new DomainError('conflict', BACKUPS_OFF, { code: 'BACKUPS_OFF' });
    return this.jobs.enqueue(BACKUP_QUEUE, { trigger });
  }

  private async schedule(): Promise<void> {
    const { enabled, directory, at, time_zone, keep_days } = this.settings();
    const queue = this.jobs.bullQueues().find((q) => q.name === BACKUP_QUEUE);
    if (!enabled) {
      if (queue) await this.jobs.bounded(() => queue.removeJobScheduler(NIGHTLY_SCHEDULER));
      this.logger.log('Nightly backups are off (BACKUP_DIR is not set)');
      return;
    }
    if (queue) {
      await this.jobs.bounded(() =>
        queue.upsertJobScheduler(
          NIGHTLY_SCHEDULER,
          { pattern: cronPattern(at), tz: time_zone },
          { name: BACKUP_QUEUE, data: { trigger: 'nightly' }, opts: { attempts: 1 } },
        ),
      );
    } else {
      this.armLocalTimer();
    }
    this.logger.log(`Nightly backups at ${at} ${time_zone} into ${directory}, keeping ${keep_days} days`);
  }

  /** Without Redis: a timer to the next BACKUP_AT, armed again after each run. */
  private armLocalTimer(): void {
    const wait = nextBackupAt(new Date(), this.config.BACKUP_AT).getTime() - Date.now();
    this.localTimer = setTimeout(() => {
      void this.enqueue('nightly').catch(() => undefined);
      this.armLocalTimer();
    }, wait).unref();
  }

  /** Takes one backup and records how it went; a failure is recorded, logged loudly and thrown (the job fails). */
  async run(trigger: BackupTrigger): Promise<BackupRun> {
    const started = new Date();
    let taken: Awaited<ReturnType<ScheduledBackups['take']>>;
    try {
      if (!this.config.BACKUP_DIR) throw new Error(BACKUPS_OFF);
      taken = await this.oneAtATime(() => this.take(resolve(this.config.BACKUP_DIR!)));
    } catch (error) {
      const message = describeFailure(error);
      if (message === ALREADY_RUNNING) throw new Error(message);
      this.logger.error({ trigger, err: message }, `BACKUP FAILED (${trigger}): ${message}`);
      await this.runs
        .record({
          ...NOTHING_WRITTEN,
          trigger,
          started_at: started.toISOString(),
          finished_at: new Date().toISOString(),
          result: 'failed',
          error: message,
        })
        .catch((recordError: unknown) =>
          this.logger.error(`The failed backup could not be recorded either: ${describeFailure(recordError)}`),
        );
      throw new Error(message);
    }
    const run = await this.runs.record({
      ...taken,
      trigger,
      started_at: started.toISOString(),
      finished_at: new Date().toISOString(),
      result: 'ok',
      error: null,
    });
    this.logger.log(
      `Backup written (${trigger}): ${run.file}, ${run.bytes} bytes, ${run.events} events, ${run.removed} old archives deleted`,
    );
    return run;
  }

  private async oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const connection = await this.sql.connection();
    try {
      const [{ locked }] = await connection.query<{ locked: boolean }>(TAKE_LOCK_SQL);
      if (!locked) throw new Error(ALREADY_RUNNING);
      try {
        return await work();
      } finally {
        await connection.query(FREE_LOCK_SQL);
      }
    } finally {
      connection.release();
    }
  }

  private async take(directory: string) {
    // The database this process serves from (DATABASE_URL, or the embedded one it started).
    const databaseUrl = (this.dataSource.options as PostgresConnectionOptions).url;
    const result = await backup({ databaseUrl, dataDir: this.config.DATA_DIR, outDir: directory });
    return {
      file: basename(result.file),
      bytes: result.bytes,
      sha256: result.sha256,
      events: result.manifest.events.count,
      removed: this.prune(directory),
    };
  }

  /** Deletes archives past BACKUP_KEEP_DAYS and what runs killed midway left a day ago or more. */
  private prune(directory: string): number {
    const names = readdirSync(directory);
    const now = new Date();
    const expired = expiredArchives(names, now, this.config.BACKUP_KEEP_DAYS);
    const abandoned = names.filter(
      (name) => LEFT_BY_A_DEAD_RUN.test(name) && now.getTime() - statSync(join(directory, name)).mtimeMs > DAY_MS,
    );
    for (const name of [...expired, ...abandoned]) rmSync(join(directory, name), { recursive: true, force: true });
    return expired.length;
  }
}

const NOTHING_WRITTEN = { file: null, bytes: null, sha256: null, events: null, removed: 0 };
