import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Hands the already-open, already-migrated DataSource to every module. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  static forRoot(dataSource: DataSource): DynamicModule {
    return { module: DatabaseModule, providers: [{ provide: DataSource, useValue: dataSource }], exports: [DataSource] };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
