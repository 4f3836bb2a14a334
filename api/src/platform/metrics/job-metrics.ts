import { Injectable, OnModuleInit } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { JobQueue } from '../queue/job-queue';
import { MetricsRegistry } from './metrics-registry';

/**
 * Job attempts run by this process, by queue and result (`completed`, or `failed`: a retry may
 * follow), and how long each took. Counted where the jobs run: the API when it runs them (in-process
 * without Redis, or with RUN_WORKERS), the worker otherwise, which serves them on METRICS_PORT.
 */
@Injectable()
export class JobMetrics implements OnModuleInit {
  private readonly attempts: Counter<'queue' | 'result'>;
  private readonly durations: Histogram<'queue' | 'result'>;

  constructor(
    registry: MetricsRegistry,
    private readonly jobs: JobQueue,
  ) {
    this.attempts = new Counter({
      name: 'paani_job_attempts_total',
      help: 'Job attempts this process ran, by queue and result (completed, or failed: a retry may follow)',
      labelNames: ['queue', 'result'],
      registers: [registry],
    });
    this.durations = new Histogram({
      name: 'paani_job_duration_seconds',
      help: 'How long each job attempt ran, by queue and result',
      labelNames: ['queue', 'result'],
      // From an exchange-rate fetch to a month-end run of thousands of statements.
      buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600],
      registers: [registry],
    });
  }

  onModuleInit(): void {
    this.jobs.onAttemptFinished(({ queue, result, seconds }) => {
      this.attempts.inc({ queue, result });
      this.durations.observe({ queue, result }, seconds);
    });
  }
}
