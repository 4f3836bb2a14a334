import { ProjectionTransaction } from './projection.types';

/**
 * The activate/deactivate pair every read model with an `is_active` flag projects alike.
 * `table` is one of the projection's own table names, never input.
 */
export function setActiveFlag(tx: ProjectionTransaction, table: string, id: number, active: boolean, at: Date): Promise<unknown> {
  return tx.query(`UPDATE ${table} SET is_active = $2, updated_at = $3 WHERE id = $1`, [id, active, at]);
}
