import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Kysely } from 'kysely';
import { DataSource } from 'typeorm';
import { KYSELY_PROVIDER } from './kysely';
import { Sql } from './sql';
import { UnflushedSql } from './unflushed-sql';

/**
 * Hands the already-open, already-migrated DataSource to every module, with what reads on its pool:
 * the fast by-key reader (Sql) and the query builder for filtered lists (Kysely<Database>).
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  static forRoot(dataSource: DataSource): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DataSource, useValue: dataSource }, Sql, UnflushedSql, KYSELY_PROVIDER],
      exports: [DataSource, Sql, UnflushedSql, Kysely],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
