import type { BackupRun, BackupSchedule, BackupsOverview } from '@paani/contracts';
import { bool, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';

export const BackupScheduleResponse = model('BackupScheduleResponse', {
  enabled: bool({ description: 'false: BACKUP_DIR is not set, no nightly backup is taken' }),
  directory: text({ example: '/backups', description: 'BACKUP_DIR as the server reads it' }).nullable(),
  at: text({ example: '02:30', description: 'BACKUP_AT, HH:MM in time_zone' }),
  time_zone: text({ example: 'Asia/Karachi' }),
  keep_days: num({ example: 14, description: 'BACKUP_KEEP_DAYS: older archives are deleted after a good backup (never the newest)' }),
  next_run_at: moment({ description: 'The next nightly run' }).nullable(),
} satisfies Fields<BackupSchedule>);

export const BackupRunResponse = model('BackupRunResponse', {
  id: num(),
  trigger: oneOf(['nightly', 'manual']),
  started_at: moment(),
  finished_at: moment(),
  duration_ms: num(),
  result: oneOf(['ok', 'failed']),
  file: text({ example: 'paani-backup-20261129T213000Z.tar', description: "The archive's name in BACKUP_DIR" }).nullable(),
  bytes: num().nullable(),
  sha256: text({ description: "The whole archive's SHA-256, to check a copy" }).nullable(),
  events: num({ description: "Events in the archive's log" }).nullable(),
  removed: num({ description: 'Older archives this run deleted' }),
  error: text({ description: 'Why the run failed' }).nullable(),
} satisfies Fields<BackupRun>);

export const BackupsOverviewResponse = model('BackupsOverviewResponse', {
  schedule: one(BackupScheduleResponse),
  last_success_at: moment({ description: 'When the last good archive was written' }).nullable(),
  last_run_failed: bool({ description: 'The newest run failed' }),
  runs: list(BackupRunResponse, { description: 'The latest 30 runs, newest first' }),
} satisfies Fields<BackupsOverview>);
