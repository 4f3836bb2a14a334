import { LOOK_KEYS_SQL, SAVE_RESPONSES_SQL } from '../../api/src/platform/idempotency/idempotency-store';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/** Every node of a plan given as EXPLAIN (FORMAT JSON) gives it. */
function nodesOf(plan: {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: unknown[];
}): { 'Node Type': string; 'Relation Name'?: string }[] {
  return [plan, ...((plan.Plans ?? []) as (typeof plan)[]).flatMap(nodesOf)];
}

describe("idempotency keys' batched look and save (real PostgreSQL)", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(2);
  });
  afterAll(async () => db.drop());

  /** The plan a statement kept prepared on a connection runs with (its generic plan), on a table never analyzed. */
  async function genericPlan(sql: string, types: string, values: string): Promise<{ 'Node Type': string; 'Relation Name'?: string }[]> {
    const runner = db.dataSource.createQueryRunner();
    try {
      await runner.query(`SET plan_cache_mode = force_generic_plan`);
      await runner.query(`PREPARE probe(${types}) AS ${sql}`);
      const [
        {
          'QUERY PLAN': [explained],
        },
      ] = await runner.query(`EXPLAIN (FORMAT JSON) EXECUTE probe(${values})`);
      await runner.query(`DEALLOCATE probe`);
      return nodesOf(explained.Plan);
    } finally {
      await runner.release();
    }
  }

  it('probes each key by the primary key even while the table looks empty to the planner, never scanning the whole table', async () => {
    // A table as a new deployment has it: some keys, and no statistics yet.
    await db.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, claim)
       SELECT i % 50 + 1, 'key-' || i, 'hash', gen_random_uuid() FROM generate_series(1, 200) i`,
    );
    const look = await genericPlan(LOOK_KEYS_SQL, 'bigint[], text[], int, int', `'{1,2}', '{key-1,key-2}', 60, 86400`);
    const save = await genericPlan(
      SAVE_RESPONSES_SQL,
      'bigint[], text[], uuid[], smallint[], text[], text[]',
      `'{1,2}', '{key-1,key-2}', '{${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)},${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}}', '{200,200}', '{"{}","{}"}', '{a,b}'`,
    );
    for (const plan of [look, save]) {
      const onKeys = plan.filter((node) => node['Relation Name'] === 'idempotency_keys');
      expect(onKeys.length).toBeGreaterThan(0);
      expect(onKeys.map((node) => node['Node Type']).filter((type) => type === 'Seq Scan')).toEqual([]);
    }
  });
});
