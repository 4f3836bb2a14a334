import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { JobQueue } from './job-queue';
import { REDIS } from './redis-connection';

@Global()
@Module({})
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  static forRoot(redis: Redis | null): DynamicModule {
    return {
      module: QueueModule,
      providers: [{ provide: REDIS, useValue: redis }, JobQueue],
      exports: [REDIS, JobQueue],
    };
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
