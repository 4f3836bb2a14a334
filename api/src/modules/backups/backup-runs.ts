import type { BackupRun } from '@paani/contracts';
import { Injectable } from '@nestjs/common';
import { Sql } from '../../platform/database/sql';

export type BackupTrigger = BackupRun['trigger'];

export type NewBackupRun = Omit<BackupRun, 'id' | 'duration_ms'>;

interface BackupRunRow {
  id: string;
  trigger: BackupTrigger;
  started_at: Date;
  finished_at: Date;
  result: 'ok' | 'failed';
  file: string | null;
  bytes: string | null;
  sha256: string | null;
  events: string | null;
  removed: number;
  error: string | null;
}

const orNull = (value: string | null) => (value === null ? null : Number(value));

function toRun(row: BackupRunRow): BackupRun {
  return {
    id: Number(row.id),
    trigger: row.trigger,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at.toISOString(),
    duration_ms: row.finished_at.getTime() - row.started_at.getTime(),
    result: row.result,
    file: row.file,
    bytes: orNull(row.bytes),
    sha256: row.sha256,
    events: orNull(row.events),
    removed: row.removed,
    error: row.error,
  };
}

/** The backup_runs table (migration 1763700000840): written once per ended run, read by the console and the metrics. */
@Injectable()
export class BackupRuns {
  constructor(private readonly sql: Sql) {}

  async record(run: NewBackupRun): Promise<BackupRun> {
    const [row] = await this.sql.rows<BackupRunRow>(
      `INSERT INTO backup_runs (trigger, started_at, finished_at, result, file, bytes, sha256, events, removed, error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
      [run.trigger, run.started_at, run.finished_at, run.result, run.file, run.bytes, run.sha256, run.events, run.removed, run.error],
    );
    return toRun(row);
  }

  /** The newest runs first. */
  async latest(limit: number): Promise<BackupRun[]> {
    const rows = await this.sql.rows<BackupRunRow>(`SELECT * FROM backup_runs ORDER BY finished_at DESC, id DESC LIMIT $1`, [limit]);
    return rows.map(toRun);
  }

  /** When the last good archive was written, and whether the run after it (the newest) failed. */
  async health(): Promise<{ last_success_at: string | null; last_run_failed: boolean }> {
    const row = await this.sql.one<{ last_success_at: Date | null; newest: string | null }>(
      `SELECT (SELECT max(finished_at) FROM backup_runs WHERE result = 'ok') AS last_success_at,
              (SELECT result FROM backup_runs ORDER BY finished_at DESC, id DESC LIMIT 1) AS newest`,
    );
    return { last_success_at: row?.last_success_at?.toISOString() ?? null, last_run_failed: row?.newest === 'failed' };
  }
}
