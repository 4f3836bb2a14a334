import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { staticRoots } from '../app.factory';
import { loadConfig } from '../platform/config/app-config';
import { ensureJwtSecret, Infrastructure, startInfrastructure } from '../platform/runtime';

/**
 * Every module of the app without HTTP and without seeding: what the command-line tools run in,
 * against DATABASE_URL (or the embedded database of `npm start`).
 */
export async function openCliContext(): Promise<{ app: INestApplicationContext; infrastructure: Infrastructure; close(): Promise<void> }> {
  const config = ensureJwtSecret(loadConfig({ ...process.env, SEED: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
  const infrastructure = await startInfrastructure(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...infrastructure, config, staticRoots: staticRoots() }), {
    logger: ['error', 'warn'],
  });
  return {
    app,
    infrastructure,
    async close() {
      await app.close();
      await infrastructure.close();
    },
  };
}

/** Only the database (DATABASE_URL, or the embedded one of `npm start`): for tools that need no modules. */
export async function openCliDatabase(): Promise<Infrastructure> {
  const config = loadConfig({ ...process.env, SEED: 'false', REDIS_URL: undefined });
  return startInfrastructure(config, { redis: false });
}
