import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { setPriority } from 'node:os';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { staticRoots } from './app.factory';
import { loadConfig } from './platform/config/app-config';
import { startLogger } from './platform/logging/logger-options';
import { MetricsRegistry } from './platform/metrics/metrics-registry';
import { serveWorkerMetrics } from './platform/metrics/worker-metrics-server';
import { JobQueue } from './platform/queue/job-queue';
import { ensureJwtSecret, startInfrastructure } from './platform/runtime';

/** The job processors alone: the same modules as the API, no HTTP. Needs Redis. */
async function bootstrap(): Promise<void> {
  const config = ensureJwtSecret(loadConfig());
  // Every line through pino (LOG_FORMAT, secrets censored): an application context has no logger of its own.
  Logger.overrideLogger(startLogger(config));
  setPriority(config.WORKER_NICE);
  const infrastructure = await startInfrastructure(config);
  if (!infrastructure.redis) throw new Error('The worker needs Redis: set REDIS_URL or start Redis on 127.0.0.1:6379.');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...infrastructure, config, staticRoots: staticRoots() }));
  app.enableShutdownHooks();
  app.get(JobQueue).startWorkers();
  // Unref'd: the metrics must not keep a stopping worker alive.
  const metrics = await serveWorkerMetrics(app.get(MetricsRegistry), config);
  metrics?.unref();
  new Logger('Worker').log(`Job processors running${metrics ? `; metrics on port ${config.METRICS_PORT} at /metrics` : ''}`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
