/**
 * The suites that time the event loop (test/api/**\/*.timing-spec.ts: a health check and an
 * owner read stay fast while a hostile upload is refused or documents are rendered), one at a
 * time and with nothing else running: beside another suite on a 2-core machine, the operating
 * system's scheduling alone stalls a process for a couple of hundred milliseconds, which these
 * bounds cannot tell from a stall of our own. `npm test` runs them as their own part.
 */
import base from './jest.config.js';

export default {
  ...base,
  maxWorkers: 1,
  testMatch: ['<rootDir>/test/api/**/*.timing-spec.ts'],
};
