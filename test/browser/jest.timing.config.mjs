/**
 * The browser files that time the app (test/browser/**\/*.timing-spec.ts: the owner app's cold
 * load), one at a time against one server and with nothing else running: beside the other browser
 * files and the crash part, a 2-core machine's scheduling alone adds seconds to a page load, which
 * the bound cannot tell from a slow app. `npm test` runs them as their own part, last.
 */
import base from './jest.config.js';

export default {
  ...base,
  maxWorkers: 1,
  testMatch: ['<rootDir>/**/*.timing-spec.ts'],
};
