import { randomBytes } from 'node:crypto';
import { createApp } from '../../api/src/app.factory';
import { loadConfig } from '../../api/src/platform/config/app-config';
import { openDatabase } from '../../api/src/platform/database/data-source';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/** The API and the worker may start together on an empty database: the seed must happen once. */
describe('seeding plans, settings and PKR when two processes start at once (real PostgreSQL)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('records each seeded fact exactly once', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SUPER_ADMIN_EMAIL: 'admin@paani.test',
      SUPER_ADMIN_PASSWORD: 'super-secret-password',
      QUEUE_PREFIX: `paani-test-${randomBytes(4).toString('hex')}`,
    });
    const second = await openDatabase(db.url, 5);
    const apps = await Promise.all([
      createApp({ config, dataSource: db.dataSource, redis: null }),
      createApp({ config, dataSource: second, redis: null }, { runWorkers: false }),
    ]);
    try {
      const counts = await db.dataSource.query(
        `SELECT event_type, count(*)::int AS n FROM events
          WHERE event_type IN ('SubscriptionPlanCreated', 'SystemSettingChanged', 'CurrencyAdded', 'DefaultCurrencySet')
          GROUP BY event_type ORDER BY event_type`,
      );
      expect(counts).toEqual([
        { event_type: 'CurrencyAdded', n: 1 },
        { event_type: 'DefaultCurrencySet', n: 1 },
        { event_type: 'SubscriptionPlanCreated', n: 4 },
        { event_type: 'SystemSettingChanged', n: 12 },
      ]);
      const [pkr] = await db.dataSource.query(`SELECT id, code, exchange_rate, is_default, is_active FROM currencies`);
      expect(pkr).toEqual({ id: '1', code: 'PKR', exchange_rate: '1.00000000', is_default: true, is_active: true });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      if (second.isInitialized) await second.destroy();
    }
  });
});
