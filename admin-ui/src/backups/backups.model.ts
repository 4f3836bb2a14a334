import type { BackupsOverview } from '@paani/contracts';

export const BACKUPS_PATH = '/super-admin/backups';

/** A good archive should be at most a night old; past this the console warns (a missed night plus slack). */
export const STALE_AFTER_MS = 26 * 3600 * 1000;

/** The alerts the backups' state calls for, worst first (the dashboard's System Alerts and the Backups page). */
export function backupAlerts(overview: BackupsOverview, now: number): { severity: 'error' | 'warning' | 'info'; text: string }[] {
  const newest = overview.runs[0];
  if (overview.last_run_failed && newest)
    return [{ severity: 'error', text: `The last backup failed: ${newest.error ?? 'no reason given'}` }];
  if (!overview.schedule.enabled)
    return [{ severity: 'info', text: 'Nightly backups are off: set BACKUP_DIR on the server to turn them on.' }];
  if (!overview.last_success_at) return [{ severity: 'warning', text: 'No backup has been taken yet.' }];
  if (now - Date.parse(overview.last_success_at) > STALE_AFTER_MS)
    return [{ severity: 'warning', text: 'No good backup in the last 26 hours.' }];
  return [];
}

/** An archive's size: 1 decimal in KB, MB or GB. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** A run's duration: ms under a second, else seconds, else minutes and seconds. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
