import { Sql } from '../../platform/database/sql';

const present = new WeakMap<Sql, boolean>();

/**
 * How many plants an owner has, from the plants module's read model. That table lands with the
 * plants module; until it exists an owner has none.
 */
export async function countOwnerPlants(sql: Sql, ownerId: number): Promise<number> {
  if (!present.get(sql)) {
    const { exists } = (await sql.one<{ exists: boolean }>(`SELECT to_regclass('public.plants') IS NOT NULL AS exists`))!;
    if (!exists) return 0;
    present.set(sql, true);
  }
  const { count } = (await sql.one<{ count: number }>(`SELECT count(*)::int AS count FROM plants WHERE owner_id = $1`, [ownerId]))!;
  return count;
}
