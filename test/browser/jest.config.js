/**
 * Browser tests: Chromium (playwright-core, the system's /usr/bin/chromium) against the real
 * server as `npm start` runs it, on a throwaway database. The root script `test:browser` builds
 * first; the global setup only starts the built server and tells the tests its address.
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
  testTimeout: 90000,
  // One server, one machine with two cores: browsers in parallel only fight each other.
  maxWorkers: 1,
  // A handle left open by a test (a browser, a socket) must fail that test, not hold the run
  // until CI's time limit: the failures are already reported when Jest gets here.
  forceExit: true,
};
