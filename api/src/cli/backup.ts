import { parseArgs } from 'node:util';
import { backup } from '../platform/backup/backup';
import { ClientToolsMissing } from '../platform/backup/client-tools';
import { loadConfig } from '../platform/config/app-config';
import { runCli } from './cli-context';

/**
 * npm run backup [-- --out <directory>]
 * Writes one archive, paani-backup-<UTC time>.tar (./backups by default), of the database
 * (DATABASE_URL, else the embedded one of `npm start`, started if it is not running) and the
 * signing secret of DATA_DIR. See docs/operations.md, "Backups".
 */
async function main(): Promise<number> {
  const { values: args } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
  const config = loadConfig({ ...process.env, SEED: 'false', REDIS_URL: undefined });
  const result = await backup({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    outDir: args.out,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  const { manifest } = result;
  const lines = [
    `Wrote ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`,
    `  sha256 ${result.sha256}  (keep it apart from the archive to check a copy)`,
    `  ${manifest.events.count} events, last position ${manifest.events.last_position ?? '-'}, ${Object.keys(manifest.streams).length} streams; ` +
      `schema at ${manifest.migration?.name ?? '-'}; ${manifest.product.name} ${manifest.product.version}`,
    ...Object.keys(manifest.files).map((name) => `  holds ${name}`),
    ...result.warnings.map((warning) => `Note: ${warning}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

runCli(main, [ClientToolsMissing]);
