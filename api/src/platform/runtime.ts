import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from './config/app-config';
import { openDatabase } from './database/data-source';
import { EmbeddedDatabase, startEmbeddedDatabase } from './database/embedded-database';
import { connectRedis } from './queue/redis-connection';

export interface Infrastructure {
  dataSource: DataSource;
  redis: Redis | null;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/**
 * What the app stands on, in the order it needs it: the database (embedded when no
 * DATABASE_URL is given), its migrations, and Redis when it answers.
 */
export async function startInfrastructure(config: AppConfig, options: { redis?: boolean } = {}): Promise<Infrastructure> {
  const logger = new Logger('Start');
  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedDatabase(join(config.DATA_DIR));
    url = embedded.url;
    logger.log(`Embedded PostgreSQL running, data under ${resolve(config.DATA_DIR, 'pg')}`);
  }
  const dataSource = await openDatabase(url);
  const redis = options.redis === false ? null : await connectRedis(config.REDIS_URL);
  return {
    dataSource,
    redis,
    embedded,
    async close() {
      redis?.disconnect();
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

/** Outside production a signing secret is generated once per data directory and kept there. */
export function ensureJwtSecret(config: AppConfig): AppConfig {
  if (config.JWT_SECRET) return config;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = join(config.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  config.JWT_SECRET = readFileSync(file, 'utf8').trim();
  return config;
}
