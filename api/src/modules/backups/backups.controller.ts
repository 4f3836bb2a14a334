import type { BackupQueued, BackupsOverview } from '@paani/contracts';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { JobQueue } from '../../platform/queue/job-queue';
import { QueuedJobResponse } from '../../platform/queue/job-responses';
import { BackupsOverviewResponse } from './backups.dto';
import { GetBackupsOverviewQuery } from './backups.queries';
import { ScheduledBackups } from './scheduled-backups.job';

@ApiTags('Super admin: backups')
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin/backups')
export class BackupsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly backups: ScheduledBackups,
    private readonly jobs: JobQueue,
  ) {}

  @Get()
  @ResponseMessage('Backups retrieved successfully')
  @ApiOperation({
    summary:
      'The nightly backup (BACKUP_DIR, BACKUP_AT, BACKUP_KEEP_DAYS; off without BACKUP_DIR), when the last good archive was written, whether the newest run failed, and the latest 30 runs',
  })
  @ApiData(BackupsOverviewResponse)
  overview(): Promise<BackupsOverview> {
    return this.queries.execute(new GetBackupsOverviewQuery());
  }

  @Post()
  @HttpCode(202)
  @ResponseMessage('Backup queued')
  @ApiOperation({
    summary:
      'Takes a backup now into BACKUP_DIR, as the nightly one does (a job: poll GET /super-admin/jobs/{job_id}; the run then appears in GET /super-admin/backups). 409 BACKUPS_OFF when BACKUP_DIR is not set',
  })
  @ApiData(QueuedJobResponse, { status: 202 })
  async backUpNow(): Promise<BackupQueued> {
    return { job_id: await this.backups.enqueue('manual'), queue: this.jobs.mode };
  }
}
