#!/usr/bin/env node
// The date-sensitive API suites at four fixed instants of the business clock (PAANI_NOW), so that a
// month's end, a month's start, 29 February and 31 December are tried on every run, whatever the
// day it is. Arguments narrow the suites as `npm test -- pattern` does. CI runs this after npm test.
import { spawnSync } from 'node:child_process';

const INSTANTS = [
  ['month end (31 January, 23:30 in Karachi)', '2027-01-31T18:30:00Z'],
  ['month start (1 March, 00:15 in Karachi)', '2027-02-28T19:15:00Z'],
  ['29 February', '2028-02-29T12:00:00Z'],
  ['31 December (23:00 in Karachi)', '2026-12-31T18:00:00Z'],
];
const SUITES = [
  'api/src/platform/domain',
  'test/api/(statements|statement-runs|statement-pdf|daily-entries|expenses|reports|schedules|invoices|platform-analytics|owner-dashboard|customers|customer-import|rider|plant-calendar|usage)\\.e2e-spec\\.ts',
];
const patterns = process.argv.length > 2 ? process.argv.slice(2) : SUITES;

let failed = 0;
for (const [name, instant] of INSTANTS) {
  console.log(`\n=== ${name}: PAANI_NOW=${instant}\n`);
  const run = spawnSync('npx', ['jest', '--config', 'jest.config.js', ...patterns], {
    stdio: 'inherit',
    env: { ...process.env, PAANI_NOW: instant },
  });
  if (run.status !== 0) failed += 1;
  console.log(`=== ${name}: ${run.status === 0 ? 'passed' : 'FAILED'}`);
}
process.exit(failed === 0 ? 0 : 1);
