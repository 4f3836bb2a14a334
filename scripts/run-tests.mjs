#!/usr/bin/env node
// `npm test`: the parts of the suite, each run even when an earlier one failed, each reported with
// its time, and a non-zero exit when any failed. Arguments are a file pattern passed to every part:
// `npm test -- customers` runs the files whose path matches "customers" in each part (a part with
// none passes with nothing run).
//
// The parts run in stages. A stage's parts run at the same time when one of them mostly waits or
// leaves a core idle, which on a 2-core machine is where the time goes:
//   1. api: CPU-bound on both cores, alone.
//   2. api (timing): event-loop timings, alone on the machine (jest.timing.config.mjs says why).
//   3. the build beside the owner app's component tests (neither needs the other).
//   4. browser beside crash: Chromium leaves about a third of the machine idle, and the crash part
//      mostly waits for killed processes to come back.
//   5. browser (timing): the owner app's cold load, alone on the machine, for the same reason as 2.
// A part run beside the stage's first has its output held and printed when it ends.
import { spawn } from 'node:child_process';

const pattern = process.argv.slice(2);
const npx = (args) => ['npx', args];
const BUILD = 'build';
const part = {
  api: { name: 'api', command: npx(['jest', '--config', 'jest.config.js', '--passWithNoTests', ...pattern]) },
  timing: { name: 'api (timing)', command: npx(['jest', '--config', 'jest.timing.config.mjs', '--passWithNoTests', ...pattern]) },
  // The owner app's component tests, then the console's.
  ui: { name: 'ui', command: ['npm', ['run', 'test', '-w', 'owner-ui', '-w', 'admin-ui', '--', '--passWithNoTests', ...pattern]] },
  // The served bundles without the front ends' type checks (`npm run typecheck`; CI runs it).
  build: { name: BUILD, command: ['npm', ['run', 'build:bundles']] },
  browser: {
    name: 'browser',
    command: npx(['jest', '--config', 'test/browser/jest.config.js', '--passWithNoTests', ...pattern]),
    needs: BUILD,
  },
  browserTiming: {
    name: 'browser (timing)',
    command: npx(['jest', '--config', 'test/browser/jest.timing.config.mjs', '--passWithNoTests', ...pattern]),
    needs: BUILD,
  },
  // Real processes killed mid-run (scripts/crash-test.mjs): not a file pattern's to pick.
  crash: { name: 'crash', command: ['node', ['scripts/crash-test.mjs']], needs: BUILD },
};
const stages = [
  [part.api],
  [part.timing],
  [part.build, part.ui],
  [part.browser, ...(pattern.length === 0 ? [part.crash] : [])],
  [part.browserTiming],
];

const results = new Map();

/** Runs one part; `live` streams its output, otherwise it is printed whole when the part ends. */
function run({ name, command }, live) {
  console.log(`\n=== ${name}: ${[command[0], ...command[1]].join(' ')}${live ? '' : ' (beside, output when it ends)'}\n`);
  const started = Date.now();
  const child = spawn(command[0], command[1], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!live) console.log(`\n=== ${name} (output)\n\n${Buffer.concat(held).toString()}`);
      results.set(name, { status: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) });
      resolve();
    });
  });
}

for (const stage of stages) {
  const runnable = stage.filter((each) => {
    if (!each.needs || results.get(each.needs)?.status === 0) return true;
    results.set(each.name, { status: null, seconds: 0 });
    return false;
  });
  await Promise.all(runnable.map((each, index) => run(each, index === 0)));
}

console.log('\n=== npm test');
for (const { name } of stages.flat()) {
  const { status, seconds } = results.get(name);
  console.log(`${name.padEnd(16)} ${status === null ? 'not run (its build failed)' : status === 0 ? 'passed' : 'FAILED'}  ${seconds} s`);
}
const failed = [...results.values()].filter(({ status }) => status !== 0).length;
process.exit(failed === 0 ? 0 : 1);
