import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { runInContext } from '../context/request-context';

/**
 * Runs a seeder's work at start-up, one process at a time: the API processes and the worker may
 * start together on an empty database, so each seeder holds its own advisory lock while it checks
 * what exists and records what is missing (as commands, so seeds are events like any other).
 * Skipped when SEED is off (the command-line tools).
 */
export async function runSeedOnce(
  dataSource: DataSource,
  config: AppConfig,
  name: string,
  work: (manager: EntityManager) => Promise<void>,
): Promise<void> {
  if (!config.SEED) return;
  await dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`paani:seed-${name}`]);
    await runInContext({ source: 'seed' }, () => work(manager));
  });
}
