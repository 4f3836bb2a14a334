import type { Envelope } from '@paani/contracts';

/**
 * Saves records one after another (names are unique within a plant, so two new ones must not race)
 * and answers each one's id: the server's for a new record, its own for an existing one.
 */
export async function saveInOrder<Record extends { id?: number }>(
  records: Record[],
  save: (record: Record) => Promise<Envelope<{ id: number }>>,
): Promise<Array<number | undefined>> {
  const ids: Array<number | undefined> = [];
  for (const record of records) {
    const response = await save(record);
    ids.push(response.data?.id ?? record.id);
  }
  return ids;
}
