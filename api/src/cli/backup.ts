import { parseArgs } from 'node:util';
import { backup, BACKUP_METHODS, BackupMethod } from '../platform/backup/backup';
import { ClientToolsMissing } from '../platform/backup/client-tools';
import { TABLES_PREFIX } from '../platform/backup/manifest';
import { loadConfig } from '../platform/config/app-config';
import { runCli } from './cli-context';

/** A wrong command line: said, and exit 1. */
class UsageError extends Error {}

/**
 * npm run backup [-- --out <directory>] [--method auto|pg_dump|copy]
 * Writes one archive, paani-backup-<UTC time>.tar (./backups by default), of the database
 * (DATABASE_URL, else the embedded one of `npm start`, started if it is not running) and the
 * signing secret of DATA_DIR: with pg_dump when one of the server's major version is found, else
 * as a logical copy of every table (--method forces either). See docs/operations.md, "Backups".
 */
async function main(): Promise<number> {
  const { values: args } = parseArgs({
    options: { out: { type: 'string', default: 'backups' }, method: { type: 'string', default: 'auto' } },
  });
  if (!BACKUP_METHODS.includes(args.method as BackupMethod))
    throw new UsageError(`--method is ${args.method}: give one of ${BACKUP_METHODS.join(', ')}.`);
  const config = loadConfig({ ...process.env, SEED: 'false', REDIS_URL: undefined });
  const result = await backup({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    outDir: args.out,
    method: args.method as BackupMethod,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  const { manifest } = result;
  const copy = manifest.database.copy;
  const lines = [
    `Wrote ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`,
    `  sha256 ${result.sha256}  (keep it apart from the archive to check a copy)`,
    `  ${manifest.events.count} events, last position ${manifest.events.last_position ?? '-'}, ${Object.keys(manifest.streams).length} streams; ` +
      `schema at ${manifest.migration?.name ?? '-'}; ${manifest.product.name} ${manifest.product.version}`,
    ...Object.keys(manifest.files)
      .filter((name) => !name.startsWith(TABLES_PREFIX))
      .map((name) => `  holds ${name}`),
    ...(copy
      ? [`  holds a logical copy of ${copy.tables.length} tables, ${copy.tables.reduce((n, t) => n + t.rows, 0)} rows (${TABLES_PREFIX}…)`]
      : []),
    ...result.warnings.map((warning) => `Note: ${warning}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

runCli(main, [ClientToolsMissing, UsageError]);
