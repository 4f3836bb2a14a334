import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../api/src/app.factory';
import { AppConfig, loadConfig } from '../../api/src/platform/config/app-config';
import { verifyDatabase } from '../../api/src/platform/event-store/log-export';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
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

export const REDIS_MISSING =
  'This suite needs Redis, and none answers at REDIS_URL or on 127.0.0.1:6379. Install it with ' +
  '`apt-get install redis-server` and start it with `service redis-server start` ' +
  '(or `redis-server --daemonize yes`), or point REDIS_URL at one.';

/**
 * The real application on a throwaway database, exactly as main.ts builds it, for supertest to
 * call through HTTP. Redis is found as the app finds it (REDIS_URL, else 127.0.0.1:6379 when it
 * answers); a suite that cannot do without it says `needsRedis` and fails with REDIS_MISSING.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { needsRedis?: boolean } = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    QUEUE_PREFIX: `paani-test-${randomBytes(4).toString('hex')}`,
    // No test reaches Meta: a suite that sends WhatsApp points this at its local fake; elsewhere a closed port.
    WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9/v21.0',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const redis = await connectRedis(config.REDIS_URL);
  if (options.needsRedis && !redis) throw new Error(REDIS_MISSING);
  const db = await createTestDatabase();
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
      // The app closes even when the log is unsound, so the failing suite ends instead of hanging on its handles.
      try {
        await assertLogIsSound(app, db);
      } finally {
        await app.close();
        redis?.disconnect();
        await db.drop();
      }
    },
  };
}

/**
 * Every suite's traffic ends with the auditors' two checks on its database: the hash chains are
 * intact, and replaying the log rebuilds read models equal to the live ones. A projection that
 * is not deterministic, or a write that bypassed the log, fails the suite that caused it.
 */
async function assertLogIsSound(app: NestFastifyApplication, db: TestDatabase): Promise<void> {
  const chains = await verifyDatabase(db.dataSource);
  if (!chains.ok) throw new Error(`The event log is not intact: ${JSON.stringify(chains.problems.slice(0, 3))}`);
  const replay = await app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
  const different = replay.tables.filter((table) => !table.equal);
  if (different.length > 0) {
    throw new Error(`Replaying the log does not give the live read models: ${JSON.stringify(different, null, 1).slice(0, 2000)}`);
  }
}
