import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../../api/src/app.module';
import { staticRoots } from '../../api/src/app.factory';
import { TokenService } from '../../api/src/modules/auth/token.service';
import { AppConfig, loadConfig } from '../../api/src/platform/config/app-config';

/** The credentials and secret the seeding context and the served API share. */
export interface BenchSecrets {
  JWT_SECRET: string;
  SUPER_ADMIN_EMAIL: string;
  SUPER_ADMIN_PASSWORD: string;
  QUEUE_PREFIX: string;
}

export interface SeedContext {
  app: INestApplicationContext;
  dataSource: DataSource;
  config: AppConfig;
  /** A bearer token the served API accepts: same secret, same token service. */
  token(userId: number, role: 'filter_owner' | 'super_admin' | 'employee', generation?: number): string;
  superAdminId(): Promise<number>;
}

/**
 * The application, without HTTP, in the harness's own process: start-up seeding (super admin,
 * plans, settings) runs as on a first `npm start`, then the benchmark seeds through its event
 * store, command bus and projections before the API process is started.
 */
export async function openSeedContext(dataSource: DataSource, secrets: BenchSecrets): Promise<SeedContext> {
  const config = loadConfig({ ...secrets, NODE_ENV: 'test', LOG_LEVEL: 'warn' });
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, dataSource, redis: null, staticRoots: staticRoots() }),
    {
      logger: ['error', 'warn'],
    },
  );
  const tokens = app.get(TokenService, { strict: false });
  return {
    app,
    dataSource,
    config,
    token: (userId, role, generation = 0) => tokens.issue(userId, role, generation),
    async superAdminId() {
      const [admin] = await dataSource.query(`SELECT id FROM users WHERE role = 'super_admin' ORDER BY id LIMIT 1`);
      return Number(admin.id);
    },
  };
}
