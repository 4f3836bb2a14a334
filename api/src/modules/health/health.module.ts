import { Controller, Get, HttpException, Inject, Module } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckResult, HealthCheckService, HealthIndicatorService, TerminusModule } from '@nestjs/terminus';
import Redis from 'ioredis';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { ApiData } from '../../platform/http/api-responses';
import { Public, ResponseMessage } from '../../platform/http/decorators';
import { JobQueue } from '../../platform/queue/job-queue';
import { REDIS } from '../../platform/queue/redis-connection';

type Health = { database: 'up' | 'down'; queue: 'redis' | 'in-process'; redis: 'up' | 'down' | 'unused' };
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error('timeout')), CHECK_TIMEOUT_MS))),
  ]).finally(() => clearTimeout(timer));
}

@ApiTags('Health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly sql: Sql,
    private readonly jobs: JobQueue,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  private async database() {
    const indicator = this.indicators.check('database');
    try {
      await withinTimeout(this.sql.rows('SELECT 1'));
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }

  /** A down connection refuses the ping at once; a hung one is cut by the command timeout. */
  private async redisState() {
    const indicator = this.indicators.check('redis');
    if (!this.redis) return indicator.up();
    try {
      await withinTimeout(this.redis.ping());
      // The queues have a connection of their own, which comes back on its own schedule.
      if (!this.jobs.available) return indicator.down({ message: 'the job queue connection is not ready' });
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }

  @Get()
  @Public()
  @ResponseMessage('Healthy')
  @ApiOperation({
    summary: 'State of the database, the job queue and Redis; 503 naming the failed dependency (redis is "unused" in in-process mode)',
  })
  @ApiData({
    type: 'object',
    required: ['database', 'queue', 'redis'],
    properties: {
      database: { type: 'string', enum: ['up', 'down'] },
      queue: { type: 'string', enum: ['redis', 'in-process'] },
      redis: { type: 'string', enum: ['up', 'down', 'unused'] },
    },
  })
  async check(): Promise<Health> {
    // Terminus reports a failed check as a 503 exception carrying the same result.
    const result = await this.health.check([() => this.database(), () => this.redisState()]).catch((error: unknown) => {
      if (error instanceof HttpException) return error.getResponse() as HealthCheckResult;
      throw error;
    });
    const failed = Object.keys(result.error ?? {});
    const health: Health = {
      database: failed.includes('database') ? 'down' : 'up',
      queue: this.jobs.mode,
      redis: !this.redis ? 'unused' : failed.includes('redis') ? 'down' : 'up',
    };
    if (failed.length > 0) {
      const names = failed.map((name) => (name === 'redis' ? 'Redis' : 'The database'));
      throw new DomainError('unavailable', `${names.join(' and ')} ${names.length > 1 ? 'do' : 'does'} not answer.`, {
        code: ERROR_CODES.unhealthy,
        data: health,
      });
    }
    return health;
  }
}

@Module({ imports: [TerminusModule.forRoot({ logger: false })], controllers: [HealthController] })
export class HealthModule {}
