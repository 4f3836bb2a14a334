import { Module } from '@nestjs/common';
import { DatabasePoolMetrics } from './database-pool-metrics';
import { EventLogMetrics } from './event-log-metrics';
import { EventMetrics } from './event-metrics';
import { HttpMetrics } from './http-metrics';
import { JobMetrics } from './job-metrics';
import { MetricsController } from './metrics.controller';
import { MetricsRegistry } from './metrics-registry';
import { MetricsTokenGuard } from './metrics-token.guard';
import { QueueMetrics } from './queue-metrics';

/**
 * `GET /api/metrics` for Prometheus (docs/operations.md, "Metrics"): one registry per app, and
 * the collectors that fill it. Each collector registers its series when the app builds it; the
 * ones read at scrape time (pool, queues, log) cost nothing between scrapes.
 */
@Module({
  controllers: [MetricsController],
  providers: [
    { provide: MetricsRegistry, useFactory: () => new MetricsRegistry() },
    MetricsTokenGuard,
    HttpMetrics,
    EventMetrics,
    DatabasePoolMetrics,
    QueueMetrics,
    EventLogMetrics,
    JobMetrics,
  ],
  exports: [MetricsRegistry],
})
export class MetricsModule {}
