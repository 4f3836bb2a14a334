import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import cluster from 'node:cluster';
import { createApp } from './app.factory';
import { loadConfig } from './platform/config/app-config';
import { runCluster } from './platform/cluster';
import { startLogger } from './platform/logging/logger-options';
import { ensureJwtSecret, startInfrastructure } from './platform/runtime';

/** The HTTP server: API under /api, owner app at /, console at /super-admin/. */
async function bootstrap(): Promise<void> {
  const config = ensureJwtSecret(loadConfig());
  Logger.overrideLogger(startLogger(config));
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) return runCluster(config, config.WEB_CONCURRENCY);
  const infrastructure = await startInfrastructure(config);
  const app = await createApp({ ...infrastructure, config }, { runWorkers: process.env.RUN_WORKERS !== 'false' });
  await app.listen(config.PORT, '0.0.0.0');
  new Logger('Start').log(`Paani is running on http://localhost:${config.PORT} (API docs at /api/docs)`);
  const stop = async () => {
    await app.close();
    await infrastructure.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
