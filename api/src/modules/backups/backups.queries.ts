import type { BackupsOverview } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BackupRuns } from './backup-runs';
import { ScheduledBackups } from './scheduled-backups.job';

const RUNS_SHOWN = 30;

/** The console's Backups page: the schedule, the last good archive, whether the newest run failed, the latest runs. */
export class GetBackupsOverviewQuery {}

@QueryHandler(GetBackupsOverviewQuery)
export class GetBackupsOverviewHandler implements IQueryHandler<GetBackupsOverviewQuery, BackupsOverview> {
  constructor(
    private readonly backups: ScheduledBackups,
    private readonly runs: BackupRuns,
  ) {}

  async execute(): Promise<BackupsOverview> {
    const [health, runs] = await Promise.all([this.runs.health(), this.runs.latest(RUNS_SHOWN)]);
    return { schedule: this.backups.settings(), ...health, runs };
  }
}
