#!/usr/bin/env node
// node scripts/make-upgrade-fixture.mjs [--force]
// Writes this build's upgrade fixture into test/fixtures/upgrade/: a backup archive of a small
// seeded business (paani-<version>-<migration timestamp>.tar) and the facts a later build must still
// show after restoring it (.json). test/api/upgrade.e2e-spec.ts restores every archive there into
// the current build. Make one per release, on the release's commit (the archive's schema level is
// the last migration of the tree it runs in), and keep the older ones. --force replaces this
// build's fixture when it exists.
//
// The seeding is scripts/upgrade-fixture.seed.ts, run through jest for its TypeScript transform
// and its PostgreSQL: DATABASE_URL's server when its pg_dump and pg_restore are installed, else the
// machine's at 127.0.0.1:5432 (as the backup suite). The dump restores only into its own PostgreSQL
// major or a later one, so make it on the oldest major the suite runs on (15 on this machine).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const force = process.argv.includes('--force');
const run = spawnSync(
  'npx',
  ['jest', '--config', 'jest.config.js', '--testMatch', '**/scripts/upgrade-fixture.seed.ts', '--runInBand', '--verbose=false'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ...(force ? { PAANI_UPGRADE_FIXTURE_FORCE: '1' } : {}) } },
);
process.exit(run.status ?? 1);
