import { Sql } from '../../platform/database/sql';

/**
 * Customers and daily entries recorded in an area, from the customers' and the daily entries'
 * read models (docs/shared-read-models.md). Reversed entries count: they are history that names
 * the area.
 */
export async function areaDependencyCounts(sql: Sql, areaId: number): Promise<{ customersCount: number; dailyEntriesCount: number }> {
  const row = (await sql.one<{ customers: number; entries: number }>(
    `SELECT (SELECT count(*)::int FROM customers WHERE area_id = $1) AS customers,
            (SELECT count(*)::int FROM daily_entries WHERE area_id = $1) AS entries`,
    [areaId],
  ))!;
  return { customersCount: row.customers, dailyEntriesCount: row.entries };
}
