import { DataSource } from 'typeorm';

/**
 * Customers and daily entries recorded in an area. Those modules do not exist yet: until their
 * tables (`customers`, `daily_entries`, each with an `area_id`) exist, both counts are 0.
 */
export async function areaDependencyCounts(
  dataSource: DataSource,
  areaId: number,
): Promise<{ customersCount: number; dailyEntriesCount: number }> {
  const [tables] = await dataSource.query(
    `SELECT to_regclass('public.customers') IS NOT NULL AS customers, to_regclass('public.daily_entries') IS NOT NULL AS daily_entries`,
  );
  const count = async (table: string) => {
    const [row] = await dataSource.query(`SELECT count(*)::int AS count FROM ${table} WHERE area_id = $1`, [areaId]);
    return row.count as number;
  };
  return {
    customersCount: tables.customers ? await count('customers') : 0,
    dailyEntriesCount: tables.daily_entries ? await count('daily_entries') : 0,
  };
}
