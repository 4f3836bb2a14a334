import { archiveTime, cronPattern, describeFailure, expiredArchives, nextBackupAt } from './backup-schedule';

describe('the nightly backup schedule', () => {
  it('runs at BACKUP_AT in Karachi: later today when that time has not come yet, else tomorrow', () => {
    // 20:00 UTC on the 28th is 01:00 on the 29th in Karachi (UTC+5).
    expect(nextBackupAt(new Date('2026-11-28T20:00:00Z'), '02:30').toISOString()).toBe('2026-11-28T21:30:00.000Z');
    // 22:00 UTC is 03:00 in Karachi: 02:30 has passed, so the next night's.
    expect(nextBackupAt(new Date('2026-11-28T22:00:00Z'), '02:30').toISOString()).toBe('2026-11-29T21:30:00.000Z');
    // Exactly at the time: the next one, not this one again.
    expect(nextBackupAt(new Date('2026-11-28T21:30:00Z'), '02:30').toISOString()).toBe('2026-11-29T21:30:00.000Z');
  });

  it('crosses month and year ends, and follows a zone with daylight saving time', () => {
    expect(nextBackupAt(new Date('2026-12-31T22:00:00Z'), '00:00').toISOString()).toBe('2027-01-01T19:00:00.000Z');
    // Berlin is UTC+1 in winter and UTC+2 in summer: 03:00 local is 02:00Z, then 01:00Z.
    expect(nextBackupAt(new Date('2027-01-10T12:00:00Z'), '03:00', 'Europe/Berlin').toISOString()).toBe('2027-01-11T02:00:00.000Z');
    expect(nextBackupAt(new Date('2027-07-10T12:00:00Z'), '03:00', 'Europe/Berlin').toISOString()).toBe('2027-07-11T01:00:00.000Z');
  });

  it('gives the job scheduler a daily cron pattern', () => {
    expect(cronPattern('02:30')).toBe('30 2 * * *');
    expect(cronPattern('00:05')).toBe('5 0 * * *');
  });
});

describe('which archives a successful backup deletes', () => {
  const now = new Date('2026-11-29T21:31:00Z');

  it('reads the time an archive was written from its name, and nothing from other files', () => {
    expect(archiveTime('paani-backup-20261129T213000Z.tar')?.toISOString()).toBe('2026-11-29T21:30:00.000Z');
    expect(archiveTime('paani-backup-20261129T213000Z-2.tar')?.toISOString()).toBe('2026-11-29T21:30:00.000Z');
    expect(archiveTime('paani-backup-20261129T213000Z.tar.partial')).toBeNull();
    expect(archiveTime('notes.txt')).toBeNull();
  });

  it('deletes ours older than BACKUP_KEEP_DAYS and keeps the rest and every other file', () => {
    const names = [
      'paani-backup-20261129T213000Z.tar',
      'paani-backup-20261123T213000Z.tar',
      'paani-backup-20261122T213000Z.tar',
      'paani-backup-20261101T213000Z.tar',
      'paani-backup-20261101T213000Z.tar.partial',
      'copy-of-paani-backup-20261101T213000Z.tar',
      'README',
    ];
    expect(expiredArchives(names, now, 7).sort()).toEqual(['paani-backup-20261101T213000Z.tar', 'paani-backup-20261122T213000Z.tar']);
    expect(expiredArchives(names, now, 60)).toEqual([]);
  });

  it('never deletes the newest archive, however old', () => {
    const names = ['paani-backup-20260101T000000Z.tar', 'paani-backup-20260102T000000Z.tar'];
    expect(expiredArchives(names, now, 1)).toEqual(['paani-backup-20260101T000000Z.tar']);
    expect(expiredArchives(['paani-backup-20260101T000000Z.tar'], now, 1)).toEqual([]);
  });
});

describe("a failed run's reason", () => {
  it('hides the password of any connection string, keeps the rest, and is cut at 2,000 characters', () => {
    const error = new Error('could not connect to postgres://paani:s3cr3t-Pa55@db:5432/paani (and redis://:***@cache:6379)');
    expect(describeFailure(error)).toBe('could not connect to postgres://paani:***@db:5432/paani (and redis://:***@cache:6379)');
    expect(describeFailure('ENOSPC: no space left on device')).toBe('ENOSPC: no space left on device');
    expect(describeFailure(new Error('x'.repeat(5000)))).toHaveLength(2000);
  });
});
