import { DataSource } from 'typeorm';

const present = new WeakMap<DataSource, boolean>();

/**
 * How many plants an owner has, from the plants module's read model. That table lands with the
 * plants module; until it exists an owner has none.
 */
export async function countOwnerPlants(dataSource: DataSource, ownerId: number): Promise<number> {
  if (!present.get(dataSource)) {
    const [{ exists }] = await dataSource.query(`SELECT to_regclass('public.plants') IS NOT NULL AS exists`);
    if (!exists) return 0;
    present.set(dataSource, true);
  }
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM plants WHERE owner_id = $1`, [ownerId]);
  return count;
}
