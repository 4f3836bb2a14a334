import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { AppModule } from '../app.module';
import { staticRoots } from '../app.factory';
import { loadConfig } from '../platform/config/app-config';
import { openDatabase } from '../platform/database/data-source';
import { ProjectionRebuilder, RebuildReport } from '../platform/event-store/projection-rebuilder';
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

/**
 * Replays the log of the database at `url` into a shadow copy of every read model and compares
 * it with the live tables, changing nothing: a restore's last check. Migrates the database first
 * (as a start would). No signing secret is read or made: nothing is signed here.
 */
export async function verifyReadModelsAt(url: string): Promise<RebuildReport> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    REDIS_URL: undefined,
    SEED: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const dataSource = await openDatabase(url, 4);
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, dataSource, redis: null, staticRoots: staticRoots() }),
    {
      logger: ['error', 'warn'],
    },
  ).catch(async (error: unknown) => {
    await dataSource.destroy();
    throw error;
  });
  try {
    return await app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
  } finally {
    await app.close();
  }
}

/**
 * Runs a command-line tool: exits with the code `main` gives, or, when it throws, prints the
 * error's message and exits 1 for a refusal the tool names in `refusals` (a clear "no"), else 2.
 */
export function runCli(main: () => Promise<number>, refusals: (new (...args: never[]) => Error)[] = []): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(refusals.some((refusal) => error instanceof refusal) ? 1 : 2);
    },
  );
}
