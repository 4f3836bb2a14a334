import { DataSource } from 'typeorm';

/**
 * Customers and daily entries recorded in an area. Customers are the customers module's read
 * model (docs/shared-read-models.md); daily entries do not exist yet: until their table
 * (`daily_entries`, with an `area_id`) exists, that count is 0.
 */
export async function areaDependencyCounts(
  dataSource: DataSource,
  areaId: number,
): Promise<{ customersCount: number; dailyEntriesCount: number }> {
  const [row] = await dataSource.query(
    `SELECT (SELECT count(*)::int FROM customers WHERE area_id = $1) AS customers,
            to_regclass('public.daily_entries') IS NOT NULL AS has_daily_entries`,
    [areaId],
  );
  let dailyEntriesCount = 0;
  if (row.has_daily_entries) {
    const [entries] = await dataSource.query(`SELECT count(*)::int AS count FROM daily_entries WHERE area_id = $1`, [areaId]);
    dailyEntriesCount = entries.count;
  }
  return { customersCount: row.customers, dailyEntriesCount };
}
