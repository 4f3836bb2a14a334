import { Controller, Get, Module } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, TerminusModule } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/domain/domain-error';
import { Public, ResponseMessage } from '../../platform/http/decorators';
import { JobQueue } from '../../platform/queue/job-queue';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  private async database() {
    const indicator = this.indicators.check('database');
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), new Promise((_, fail) => setTimeout(() => fail(new Error('timeout')), 2000))]);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }

  @Get()
  @Public()
  @ResponseMessage('Healthy')
  @ApiOperation({ summary: 'State of the database and the job queue' })
  async check(): Promise<{ database: string; queue: string }> {
    try {
      await this.health.check([() => this.database()]);
    } catch {
      throw new DomainError('unavailable', 'The database does not answer.', {
        code: 'UNHEALTHY',
        data: { database: 'down', queue: this.jobs.mode },
      });
    }
    return { database: 'up', queue: this.jobs.mode };
  }
}

@Module({ imports: [TerminusModule.forRoot({ logger: false })], controllers: [HealthController] })
export class HealthModule {}
