import { PLANT_TIME_ZONE } from '../../platform/domain/plant-day';

/**
 * When the nightly backup runs, and which archives it keeps: pure rules on an instant given by
 * the caller (the machine's clock in the job, any instant in tests). Backups are operations, so
 * they follow the machine's clock like every timer, not the business clock (PAANI_NOW).
 */

/** The zone BACKUP_AT is read in: the platform's (Pakistan has no daylight saving time, so 02:30 comes once a night). */
export const BACKUP_TIME_ZONE = PLANT_TIME_ZONE;

/** The archives the backup writes (archiveFileName in platform/backup/backup.ts), read back. */
const ARCHIVE_NAME = /^paani-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-\d+)?\.tar$/;

/** The BullMQ job scheduler's cron pattern for a time of day HH:MM (minute hour, every day). */
export function cronPattern(at: string): string {
  const [hour, minute] = at.split(':').map(Number);
  return `${minute} ${hour} * * *`;
}

/** How far `timeZone` is ahead of UTC at an instant, in ms (Intl is the only zone database at hand). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant / 1000) * 1000;
}

/** The first instant after `now` whose local time in `timeZone` is `at` (HH:MM). */
export function nextBackupAt(now: Date, at: string, timeZone: string = BACKUP_TIME_ZONE): Date {
  const [hour, minute] = at.split(':').map(Number);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [year, month, day] = today.split('-').map(Number);
  for (let days = 0; ; days += 1) {
    const wall = Date.UTC(year, month - 1, day + days, hour, minute);
    const instant = wall - zoneOffsetMs(wall - zoneOffsetMs(wall, timeZone), timeZone);
    if (instant > now.getTime()) return new Date(instant);
  }
}

/** The instant an archive was written, from its name; null for a file that is not one of ours. */
export function archiveTime(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/**
 * The archives to delete: ours (by name) written more than `keepDays` days before `now`, never
 * the newest one, so a backup that stopped for weeks still leaves the last good archive. Other
 * files in the folder are never touched.
 */
export function expiredArchives(names: string[], now: Date, keepDays: number): string[] {
  const ours = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((file): file is { name: string; at: Date } => file.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
  const oldest = now.getTime() - keepDays * 86_400_000;
  return ours
    .slice(1)
    .filter((file) => file.at.getTime() < oldest)
    .map((file) => file.name);
}

/** A failed run's reason for the log and the console: its message, any password of a connection string hidden, at most 2,000 characters. */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/(\w+:\/\/[^:@\s/]*:)[^@\s]+@/g, '$1***@').slice(0, 2000);
}
