import { Expression, ExpressionBuilder, Kysely, PostgresDialect, ReferenceExpression, RawBuilder, sql, SqlBool } from 'kysely';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { Database, Int8 } from './read-models';

/**
 * The query builder for lists whose filters, sort and page depend on the request (see "Reading
 * with filters" in docs/architecture.md). It runs on the pool TypeORM already opened, so it adds
 * no connections; it is never destroyed on its own (that would end TypeORM's pool), TypeORM
 * closes the pool at shutdown.
 */
export function readModelsOn(dataSource: DataSource): Kysely<Database> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Injected as `Kysely<Database>` (the class is the token). */
export const KYSELY_PROVIDER = { provide: Kysely, useFactory: readModelsOn, inject: [DataSource] };

/**
 * `= anyId(ids)`: a bigint column among the given ids, as one array parameter, so the statement's
 * text is the same for any number of ids.
 */
export function anyId(ids: readonly number[]): RawBuilder<Int8> {
  return sql<Int8>`any(${ids}::bigint[])`;
}

/** `%text%` with LIKE's wildcards and its escape character escaped, so the text matches literally. */
export function containingPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True where any of the columns contains the text, ignoring case (ILIKE; trigram indexes serve it). */
export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly ReferenceExpression<DB, TB>[],
  text: string,
): Expression<SqlBool> {
  const pattern = containingPattern(text);
  return eb.or(columns.map((column) => eb(column, 'ilike', pattern)));
}
