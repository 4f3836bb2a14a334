import { resolve } from 'node:path';
import { exportLog } from '../platform/event-store/log-export';
import { openCliDatabase, parseArgs } from './cli-context';

/**
 * npm run events:export -- [--from <position>] [--to <position>] [--owner <id>] [--out <directory>]
 * Writes events.ndjson and manifest.json: what an auditor keeps, compares and verifies later
 * with `npm run audit:verify -- --export <directory>`.
 */
async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const number = (name: string): number | undefined => {
    const value = args[name];
    if (value === undefined) return undefined;
    if (value === true || !/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number`);
    return Number(value);
  };
  const range = { from: number('from'), to: number('to'), ownerId: number('owner') };
  const out = resolve(
    typeof args.out === 'string'
      ? args.out
      : `exports/events-${range.from ?? 'start'}-${range.to ?? 'end'}${range.ownerId ? `-owner-${range.ownerId}` : ''}`,
  );
  const db = await openCliDatabase();
  try {
    const manifest = await exportLog(db.dataSource, range, out);
    process.stdout.write(
      `Exported ${manifest.count} events (positions ${manifest.first_position ?? '-'} to ${manifest.last_position ?? '-'}) to ${out}\nlast hash: ${manifest.last_hash ?? '-'}\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
