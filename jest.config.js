/**
 * One jest run for the API: unit tests beside the code (api/src/**\/*.spec.ts) and end-to-end
 * tests through HTTP on real PostgreSQL (test/api/**\/*.e2e-spec.ts). Browser tests have their
 * own config (test/browser/jest.config.js). TypeScript goes through SWC for speed; `npm run
 * typecheck` is what checks the types.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  // Generous: suites hash many passwords with argon2 (slow on purpose) on a 2-core machine.
  testTimeout: 60000,
  maxWorkers: 2,
  testMatch: ['<rootDir>/api/src/**/*.spec.ts', '<rootDir>/test/api/**/*.e2e-spec.ts'],
};
