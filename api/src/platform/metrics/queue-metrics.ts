import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { JobQueue, QueueDepth } from '../queue/job-queue';
import { MetricsRegistry } from './metrics-registry';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * Each job queue's jobs by state, read when scraped (JobQueue#depths). With Redis the counts are
 * the queue's own, the same whichever process is scraped (so sum them over processes with `max`,
 * not `sum`); without Redis they are this process's in-memory jobs. While Redis does not answer
 * the series are left out of the scrape rather than given a number nobody read.
 * `state="failed"` is the count of failed jobs Redis keeps (30 days); attempts as they end are
 * counted where they run (JobMetrics).
 */
@Injectable()
export class QueueMetrics {
  constructor(registry: MetricsRegistry, jobs: JobQueue) {
    new Gauge({
      name: 'paani_queue_jobs',
      help: 'Jobs of each queue by state (waiting, active, delayed, failed), read at scrape time',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        const depths: QueueDepth[] | undefined = await jobs.depths().catch(() => undefined);
        for (const depth of depths ?? []) {
          for (const state of STATES) this.set({ queue: depth.queue, state }, depth[state]);
        }
      },
    });
  }
}
