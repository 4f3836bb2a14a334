/**
 * Browser tests: Chromium (playwright-core, the system's /usr/bin/chromium) against the real
 * server as `npm start` runs it, on a throwaway database. The root script `test:browser` builds
 * first; the global setup only starts the built servers (one per worker) and tells the tests their addresses.
 */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testMatch: ['<rootDir>/**/*.browser-spec.ts'],
  setupFiles: ['<rootDir>/support/worker-server.ts'],
  testTimeout: 90000,
  // Two files at a time, each against its own server: one at a time left half of a 2-core machine idle.
  maxWorkers: 2,
  // A handle left open by a test (a browser, a socket) must fail that test, not hold the run
  // until CI's time limit: the failures are already reported when Jest gets here.
  forceExit: true,
};
