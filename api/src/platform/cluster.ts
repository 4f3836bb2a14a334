import { Logger } from '@nestjs/common';
import cluster, { Worker } from 'node:cluster';
import { AppConfig } from './config/app-config';
import { startEmbeddedDatabase } from './database/embedded-database';
import { connectRedis } from './queue/redis-connection';
import { join, resolve } from 'node:path';

/**
 * Runs the HTTP server in `count` processes sharing one port (node's cluster module). The primary
 * only owns what must exist once: the embedded PostgreSQL (when no DATABASE_URL is given) and the
 * signing secret; each worker is an ordinary `main.ts` start against them. Seeding and migrations
 * already take advisory locks, so workers may start together. Without Redis the job queue and
 * the sign-in limiter live in process memory, which several processes could not share: then one
 * process serves.
 */
export async function runCluster(config: AppConfig, count: number): Promise<void> {
  const logger = new Logger('Cluster');
  const redis = await connectRedis(config.REDIS_URL).catch(() => null);
  redis?.disconnect();
  if (!redis) {
    logger.warn('Redis is not reachable: serving from one process (jobs and limits would not be shared).');
    count = 1;
  }
  const embedded = config.DATABASE_URL ? null : await startEmbeddedDatabase(join(config.DATA_DIR));
  if (embedded) logger.log(`Embedded PostgreSQL running, data under ${resolve(config.DATA_DIR, 'pg')}`);
  const env = {
    DATABASE_URL: config.DATABASE_URL ?? embedded!.url,
    JWT_SECRET: config.JWT_SECRET,
  };

  let stopping = false;
  const started = new Map<number, number>();
  const fork = (): Worker => {
    const worker = cluster.fork(env);
    started.set(worker.id, Date.now());
    return worker;
  };
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    // A worker that dies within seconds of starting would die again: stop rather than spin.
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    if (lived < 10_000) {
      logger.error(`An HTTP worker exited with code ${code} right after starting; stopping.`);
      void stop(1);
      return;
    }
    logger.warn(`An HTTP worker exited with code ${code}; starting another.`);
    fork();
  });
  const stop = async (exitCode: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    await Promise.all(workers.map((worker) => new Promise<void>((done) => worker.once('exit', () => done()).process.kill('SIGTERM'))));
    await embedded?.stop();
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  logger.log(`Starting ${count} HTTP worker process${count === 1 ? '' : 'es'} on port ${config.PORT}`);
  for (let i = 0; i < count; i += 1) fork();
}
