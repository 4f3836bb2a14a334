import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ClientToolsMissing } from '../platform/backup/client-tools';
import { restore, RestoreRefused } from '../platform/backup/restore';
import { loadConfig } from '../platform/config/app-config';
import { verifyReadModelsAt, runCli } from './cli-context';

/**
 * npm run restore -- <archive> [--database <url>] [--force]
 * Restores an archive of `npm run backup` into an empty database (--database, else DATABASE_URL,
 * else the embedded one under DATA_DIR) and the signing secret into DATA_DIR, then verifies the
 * chains, the chain heads against the manifest and the read models against a replay. Exits 1 when
 * it refuses or a check fails. See docs/operations.md, "Backups".
 */
async function main(): Promise<number> {
  const { values: args, positionals } = parseArgs({
    allowPositionals: true,
    options: { database: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new RestoreRefused('Usage: npm run restore -- <archive> [--database <url>] [--force]');
  const config = loadConfig({ ...process.env, SEED: 'false', REDIS_URL: undefined });
  const report = await restore({
    archive: positionals[0],
    databaseUrl: args.database ?? config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    force: args.force,
    checkReadModels: verifyReadModelsAt,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  const lines: string[] = [];
  if (!report.chains.ok) {
    const first = report.chains.problems[0];
    lines.push(`First broken event: position ${first.position} (${first.stream_id} version ${first.stream_version}): ${first.problem}`);
  }
  for (const problem of report.headProblems) lines.push(`Not as in the manifest: ${problem}`);
  lines.push(
    report.readModels.equal
      ? `Read models: equal (${report.readModels.tables} tables rebuilt from ${report.readModels.events} events)`
      : `Read models: DIFFERENT from a replay of the log; first difference: ${report.readModels.firstDifference}`,
  );
  for (const file of report.files) lines.push(`${file.name}: ${file.action}${file.action === 'not written' ? '' : ` (${file.path})`}`);
  if (report.files.length > 0 && process.env.JWT_SECRET)
    lines.push('Note: JWT_SECRET is set in this environment; the restored jwt-secret file is used only where it is not.');
  lines.push(report.ok ? `Restored into ${report.target}.` : `The restore into ${report.target} FAILED its checks (above).`);
  process.stdout.write(`${lines.join('\n')}\n`);
  return report.ok ? 0 : 1;
}

runCli(main, [RestoreRefused, ClientToolsMissing]);
