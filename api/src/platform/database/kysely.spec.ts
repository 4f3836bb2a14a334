import { Kysely, sql } from 'kysely';
import { Pool } from 'pg';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { anyId, containingPattern, containsText, readModelsOn } from './kysely';
import { Database } from './read-models';

describe('reading with filters (Kysely on the TypeORM pool, real PostgreSQL)', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase(2);
    db = readModelsOn(database.dataSource);
  });
  afterAll(() => database.drop());

  const labels = (search: string) =>
    db
      .with('t(label)', () => sql<{ label: string }>`(VALUES ('50%_off'), ('50 off!'), ('5_0'), ('a\\b'), ('A\\B\\C'), ('ab'))`)
      .selectFrom('t')
      .select('label')
      .where((eb) => containsText(eb, ['label'], search))
      .execute()
      .then((rows) => rows.map((row) => row.label).sort());

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containingPattern('50%_off')).toBe('%50\\%\\_off%');
    expect(containingPattern('a\\b')).toBe('%a\\\\b%');
  });

  it('matches the search text literally, ignoring case', async () => {
    expect(await labels('%')).toEqual(['50%_off']);
    expect(await labels('_')).toEqual(['50%_off', '5_0']);
    expect(await labels('0%_o')).toEqual(['50%_off']);
    expect(await labels('a\\b')).toEqual(['A\\B\\C', 'a\\b']);
    expect(await labels('OFF')).toEqual(['50 off!', '50%_off']);
  });

  it('reads bigint ids from one array parameter, on the pool TypeORM opened', async () => {
    const driver = database.dataSource.driver;
    const pool: unknown = driver instanceof PostgresDriver ? driver.master : undefined;
    if (!(pool instanceof Pool)) throw new Error('TypeORM opened no pg pool');
    const query = db
      .selectFrom('users')
      .select('id')
      .where('id', '=', anyId([1, 2, 3]));
    expect(query.compile().sql).toBe('select "id" from "users" where "id" = any($1::bigint[])');
    expect(await query.execute()).toEqual([]);
    expect(pool.totalCount).toBeLessThanOrEqual(2);
  });
});
