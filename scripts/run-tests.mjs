#!/usr/bin/env node
// `npm test`: the parts of the suite one after another (API, its event-loop timings alone, owner-app
// components, browser, crash), each run even when an earlier one failed, each reported with its
// time, and a non-zero exit when any failed. Arguments are a file pattern passed to every part: `npm test -- customers` runs the
// files whose path matches "customers" in each part (a part with none passes with nothing run).
import { spawnSync } from 'node:child_process';

const pattern = process.argv.slice(2);
const npx = (args) => ['npx', args];
const parts = [
  { name: 'api', command: npx(['jest', '--config', 'jest.config.js', '--passWithNoTests', ...pattern]) },
  // Event-loop timings, alone on the machine (jest.timing.config.mjs says why).
  { name: 'api (timing)', command: npx(['jest', '--config', 'jest.timing.config.mjs', '--passWithNoTests', ...pattern]) },
  { name: 'ui', command: ['npm', ['run', 'test', '-w', 'owner-ui', '--', '--passWithNoTests', ...pattern]] },
  { name: 'browser (build)', command: ['npm', ['run', 'build']] },
  {
    name: 'browser',
    command: npx(['jest', '--config', 'test/browser/jest.config.js', '--passWithNoTests', ...pattern]),
    needs: 'browser (build)',
  },
  // Real processes killed mid-run (scripts/crash-test.mjs): not a file pattern's to pick.
  ...(pattern.length === 0 ? [{ name: 'crash', command: ['node', ['scripts/crash-test.mjs']], needs: 'browser (build)' }] : []),
];

const results = new Map();
for (const part of parts) {
  if (part.needs && results.get(part.needs)?.status !== 0) {
    results.set(part.name, { status: null, seconds: 0 });
    continue;
  }
  console.log(`\n=== ${part.name}: ${[part.command[0], ...part.command[1]].join(' ')}\n`);
  const started = Date.now();
  const run = spawnSync(part.command[0], part.command[1], { stdio: 'inherit' });
  results.set(part.name, { status: run.status ?? 1, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== npm test');
for (const [name, { status, seconds }] of results)
  console.log(`${name.padEnd(16)} ${status === null ? 'not run (its build failed)' : status === 0 ? 'passed' : 'FAILED'}  ${seconds} s`);
const failed = [...results.values()].filter(({ status }) => status !== 0).length;
process.exit(failed === 0 ? 0 : 1);
