import { QueryRunner } from 'typeorm';

/**
 * A one-row table `name` whose `version` a statement trigger on each of `tables` moves on, in the
 * writing statement's transaction: a process that reads the same version as when it kept an
 * answer knows nothing the answer was read from has committed since, whichever process or tool
 * wrote. `changed` names the trigger function.
 */
export async function createVersionRow(db: QueryRunner, name: string, changed: string, tables: string[]): Promise<void> {
  await db.query(`
    CREATE TABLE ${name} (
      one     boolean PRIMARY KEY DEFAULT true CHECK (one),
      version bigint  NOT NULL
    )`);
  await db.query(`INSERT INTO ${name} (version) VALUES (1)`);
  await db.query(`
    CREATE FUNCTION ${changed}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE public.${name} SET version = version + 1;
      RETURN NULL;
    END
    $$`);
  for (const table of tables)
    await db.query(`
      CREATE TRIGGER ${table}_${name.replace(/_version$/, '')}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION ${changed}()`);
}

export async function dropVersionRow(db: QueryRunner, name: string, changed: string, tables: string[]): Promise<void> {
  for (const table of tables) await db.query(`DROP TRIGGER ${table}_${name.replace(/_version$/, '')}_changed ON ${table}`);
  await db.query(`DROP FUNCTION ${changed}()`);
  await db.query(`DROP TABLE ${name}`);
}
