import 'reflect-metadata';
import { parseAsOf } from '../modules/audit/as-of';
import { ProjectionRebuilder, RebuildReport } from '../platform/event-store/projection-rebuilder';
import { parseArgs } from 'node:util';
import { openCliContext, runCli } from './cli-context';

/**
 * npm run projections:rebuild [-- --verify] [-- --as-of <position or ISO time>]
 * Replays the whole log into a shadow copy of every read model and compares it with the live
 * tables. Without --verify the rebuilt tables replace the live ones; with --verify nothing is
 * changed and any difference makes the command exit 1. With --as-of the state as it stood then is
 * rebuilt into a schema of its own (as_of_…), left in place for queries; the live tables are untouched.
 */
async function main(): Promise<number> {
  const { values: args } = parseArgs({ options: { verify: { type: 'boolean', default: false }, 'as-of': { type: 'string' } } });
  const verifyOnly = args.verify;
  const asOf = parseAsOf(args['as-of'] ?? null, 'as-of') ?? undefined;
  const cli = await openCliContext();
  try {
    const rebuilder = cli.app.get(ProjectionRebuilder);
    const report = await rebuilder.rebuild({
      verifyOnly,
      asOf,
      onProgress: (n) => n % 50_000 === 0 && process.stderr.write(`  replayed ${n} events\n`),
    });
    if (report.schema) {
      process.stdout.write(`Rebuilt the read models as of ${args['as-of']} from ${report.events} events into schema ${report.schema}:\n`);
      for (const table of report.tables) process.stdout.write(`  ${report.schema}.${table.table}: ${table.rebuiltRows} rows\n`);
      process.stdout.write(
        `Query it like the live tables, e.g. SELECT * FROM ${report.schema}.plants; drop it with DROP SCHEMA ${report.schema} CASCADE.\n`,
      );
      return 0;
    }
    print(report, verifyOnly);
    return verifyOnly && !report.equal ? 1 : 0;
  } finally {
    await cli.close();
  }
}

function print(report: RebuildReport, verifyOnly: boolean): void {
  const lines = [
    `${verifyOnly ? 'Verified' : 'Rebuilt'} ${report.tables.length} read-model tables from ${report.events} events in ${report.seconds.toFixed(2)} s ` +
      `(replay ${report.phases.replay.toFixed(1)} s, aggregates ${report.phases.aggregates.toFixed(1)} s, compare ${report.phases.compare.toFixed(1)} s, swap ${report.phases.swap.toFixed(1)} s)`,
  ];
  for (const table of report.tables) {
    lines.push(
      `  ${table.equal ? 'equal    ' : 'DIFFERENT'} ${table.table}: live ${table.liveRows} rows, rebuilt ${table.rebuiltRows} rows`,
    );
    for (const row of table.onlyLive) lines.push(`      only in live:    ${row}`);
    for (const row of table.onlyRebuilt) lines.push(`      only in rebuilt: ${row}`);
  }
  lines.push(
    report.equal
      ? 'The read models equal the log.'
      : verifyOnly
        ? 'The read models differ from the log.'
        : 'Differences above were replaced by what the log says.',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

runCli(main);
