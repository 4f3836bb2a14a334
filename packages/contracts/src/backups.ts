/** GET /api/super-admin/backups: the nightly backup's settings, its health and its latest runs. */
export interface BackupsOverview {
  schedule: BackupSchedule;
  /** When the last good archive was written; null before the first. */
  last_success_at: string | null;
  /** The newest run failed: the console's dashboard says so in red. */
  last_run_failed: boolean;
  /** The latest runs, newest first (at most 30). */
  runs: BackupRun[];
}

export interface BackupSchedule {
  /** false: BACKUP_DIR is not set, no nightly backup is taken. */
  enabled: boolean;
  /** BACKUP_DIR as the server reads it. */
  directory: string | null;
  /** BACKUP_AT, HH:MM in time_zone. */
  at: string;
  time_zone: string;
  keep_days: number;
  /** The next nightly run; null when off. */
  next_run_at: string | null;
}

export interface BackupRun {
  id: number;
  trigger: 'nightly' | 'manual';
  started_at: string;
  finished_at: string;
  duration_ms: number;
  result: 'ok' | 'failed';
  /** The archive's file name in BACKUP_DIR (ok runs). */
  file: string | null;
  bytes: number | null;
  sha256: string | null;
  /** Events in the archive's log. */
  events: number | null;
  /** Older archives this run deleted (BACKUP_KEEP_DAYS). */
  removed: number;
  error: string | null;
}

/** POST /api/super-admin/backups: the backup is a job; poll GET /api/super-admin/jobs/{job_id}. */
export interface BackupQueued {
  job_id: string;
  queue: 'redis' | 'in-process';
}
