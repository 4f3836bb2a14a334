import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../api/src/app.factory';
import { AppConfig, loadConfig } from '../../api/src/platform/config/app-config';
import { connectRedis } from '../../api/src/platform/queue/redis-connection';
import { createTestDatabase, TestDatabase } from './test-database';

export const SUPER_ADMIN = { email: 'admin@paani.test', password: 'super-secret-password' };

export interface TestApp {
  app: NestFastifyApplication;
  db: TestDatabase;
  redis: Redis | null;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real application on a throwaway database (and real Redis where REDIS_URL is set),
 * exactly as main.ts builds it, for supertest to call through HTTP.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    QUEUE_PREFIX: `paani-test-${randomBytes(4).toString('hex')}`,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : null;
  const app = await createApp({ config, dataSource: db.dataSource, redis });
  const http = () => request(app.getHttpServer());
  return {
    app,
    db,
    redis,
    config,
    http,
    async login(email, password) {
      const response = await http().post('/api/login').send({ email, password });
      if (response.status !== 200) throw new Error(`login failed for ${email}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.data.token as string;
    },
    async close() {
      await app.close();
      redis?.disconnect();
      await db.drop();
    },
  };
}
