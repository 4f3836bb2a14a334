import { resolve } from 'node:path';
import { exportLog } from '../platform/event-store/log-export';
import { parseArgs } from 'node:util';
import { openCliDatabase } from './cli-context';

/**
 * npm run events:export -- [--from <position>] [--to <position>] [--owner <id>] [--out <directory>]
 * Writes events.ndjson and manifest.json: what an auditor keeps, compares and verifies later
 * with `npm run audit:verify -- --export <directory>`.
 */
async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, owner: { type: 'string' }, out: { type: 'string' } },
  });
  const number = (name: 'from' | 'to' | 'owner'): number | undefined => {
    const value = args[name];
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new Error(`--${name} takes a whole number`);
    return Number(value);
  };
  const range = { from: number('from'), to: number('to'), ownerId: number('owner') };
  const out = resolve(
    args.out !== undefined
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
