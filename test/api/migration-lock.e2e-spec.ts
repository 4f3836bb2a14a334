import { migrations } from '../../migrations';
import { openDatabase } from '../../api/src/platform/database/data-source';
import { createEmptyDatabase, EmptyDatabase } from '../support/backup-server';

/**
 * Processes starting together on a database with migrations pending (WEB_CONCURRENCY, a rolling
 * restart, the worker beside the API) migrate one at a time: each start succeeds and every
 * migration is applied once. Without the lock the second process failed on the first's
 * half-created types ("duplicate key value violates unique constraint pg_type_typname_nsp_index").
 */
describe('migrations when three processes start at once on an empty database (real PostgreSQL)', () => {
  let database: EmptyDatabase;
  beforeAll(async () => {
    database = await createEmptyDatabase('paani_migrate');
  });
  afterAll(() => database.drop());

  it('all three start, and every migration is applied exactly once', async () => {
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase(database.url, 2)));
    try {
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      const [first] = opened as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>[];
      const applied = await first.value.query(`SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name`);
      const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
      expect(applied.sort(byName)).toEqual(migrations.map((migration) => ({ name: migration.name, n: 1 })).sort(byName));
    } finally {
      for (const result of opened) if (result.status === 'fulfilled') await result.value.destroy();
    }
  });
});
