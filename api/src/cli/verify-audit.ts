import { VerifyReport } from '../platform/event-store/log-verifier';
import { verifyDatabase, verifyExport } from '../platform/event-store/log-export';
import { parseArgs } from 'node:util';
import { openCliDatabase, runCli } from './cli-context';

/**
 * npm run audit:verify [-- --export <directory>]
 * Checks every stream's hash chain, that versions have no gaps and positions are unique, in the
 * database (default) or in an export. Names the first broken event and exits 1 if any.
 */
async function main(): Promise<number> {
  const { values: args } = parseArgs({ options: { export: { type: 'string' } } });
  const started = process.hrtime.bigint();
  let report: VerifyReport & { manifestProblems?: string[] };
  if (args.export !== undefined) report = await verifyExport(args.export);
  else {
    const db = await openCliDatabase();
    try {
      report = await verifyDatabase(db.dataSource);
    } finally {
      await db.close();
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const lines = [`Checked ${report.events} events in ${report.streams} streams in ${seconds.toFixed(2)} s`];
  for (const problem of report.manifestProblems ?? []) lines.push(`  manifest: ${problem}`);
  if (report.problems.length > 0) {
    const first = report.problems[0];
    lines.push(`First broken event: position ${first.position} (${first.stream_id} version ${first.stream_version}): ${first.problem}`);
    for (const problem of report.problems.slice(1))
      lines.push(`  also: position ${problem.position} (${problem.stream_id} v${problem.stream_version}): ${problem.problem}`);
  }
  lines.push(report.ok ? `The log is intact. Last hash: ${report.lastHash ?? '-'}` : 'The log is NOT intact.');
  process.stdout.write(`${lines.join('\n')}\n`);
  return report.ok ? 0 : 1;
}

runCli(main);
