import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import Redis from 'ioredis';
import { LoggerModule } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { ModulesModule } from './modules/modules.module';
import { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { EventStoreModule } from './platform/event-store/event-store.module';
import { HttpPlatformModule } from './platform/http/http-platform.module';
import { IdempotencyModule } from './platform/idempotency/idempotency.module';
import { loggerOptions } from './platform/logging/logger-options';
import { MetricsModule } from './platform/metrics/metrics.module';
import { QueueModule } from './platform/queue/queue.module';

export interface AppDependencies {
  config: AppConfig;
  dataSource: DataSource;
  redis: Redis | null;
  staticRoots: { owner: string; admin: string };
}

@Module({})
export class AppModule {
  static forRoot(deps: AppDependencies): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(deps.config),
        LoggerModule.forRoot(loggerOptions(deps.config)),
        DatabaseModule.forRoot(deps.dataSource),
        QueueModule.forRoot(deps.redis),
        CqrsModule.forRoot(),
        EventStoreModule,
        HttpPlatformModule.forRoot(deps.staticRoots),
        IdempotencyModule,
        MetricsModule,
        ModulesModule,
      ],
    };
  }
}
