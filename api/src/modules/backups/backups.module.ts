import { Module } from '@nestjs/common';
import { MetricsModule } from '../../platform/metrics/metrics.module';
import { BackupMetrics } from './backup-metrics';
import { BackupRuns } from './backup-runs';
import { BackupsController } from './backups.controller';
import { GetBackupsOverviewHandler } from './backups.queries';
import { ScheduledBackups } from './scheduled-backups.job';

/**
 * Backups the service takes itself: nightly at BACKUP_AT into BACKUP_DIR (and on the console's
 * "Back up now"), each run recorded in backup_runs for the console, its dashboard alert and the
 * metrics. The archive itself is platform/backup's (the same as `npm run backup`).
 */
@Module({
  imports: [MetricsModule],
  controllers: [BackupsController],
  providers: [BackupRuns, ScheduledBackups, BackupMetrics, GetBackupsOverviewHandler],
})
export class BackupsModule {}
