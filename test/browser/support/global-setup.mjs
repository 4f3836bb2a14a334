// Starts the built server exactly as `npm start` does (node api/dist/api/src/main.js), one per jest worker, each on a
// throwaway database and a free port, and hands their addresses to the tests through the environment.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../support/embedded-cluster.mjs';
import startDatabaseServer from '../../support/global-setup.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = join(ROOT, 'api/dist/api/src/main.js');
export const SUPER_ADMIN = { email: 'admin@paani.browser', password: 'browser-super-secret' };

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: withDatabase(process.env.DATABASE_URL, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForHealth(baseUrl, child, timeoutMs, index) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode}; see test-results/browser-server-${index + 1}.log`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 200));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms; see test-results/browser-server-${index + 1}.log`);
}

/** One server as `npm start` runs it, on a database of its own; its log is test-results/browser-server-N.log. */
async function startServer(index) {
  const database = `paani_browser_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // WhatsApp's Graph API is a local fake a test starts on this port (test/support/fake-graph-api.ts): nothing reaches Meta.
  const graphUrl = `http://127.0.0.1:${await freePort()}/v21.0`;
  const log = createWriteStream(join(ROOT, `test-results/browser-server-${index + 1}.log`));
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: withDatabase(process.env.DATABASE_URL, database),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'paani-browser-data-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
      QUEUE_PREFIX: `paani-browser-${randomBytes(4).toString('hex')}`,
      WHATSAPP_GRAPH_URL: graphUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  globalThis.__PAANI_BROWSER__.push({ child, database });
  await waitForHealth(baseUrl, child, 60000, index);
  return { baseUrl, graphUrl };
}

/**
 * A server per jest worker (test/browser/jest.config.js's maxWorkers), so files that run at the
 * same time never share the console's settings, plans or counts; support/worker-server.ts gives
 * each worker its own as PAANI_BASE_URL.
 */
export default async function globalSetup(globalConfig = {}) {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first (npm run test:browser does)`);
  if (!existsSync(join(ROOT, 'owner-ui/dist/index.html'))) throw new Error('owner-ui/dist is missing: run `npm run build` first');
  await startDatabaseServer();
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  globalThis.__PAANI_BROWSER__ = [];
  const servers = Math.max(1, globalConfig.maxWorkers ?? 1);
  try {
    const started = await Promise.all(Array.from({ length: servers }, (_, index) => startServer(index)));
    process.env.PAANI_BASE_URLS = JSON.stringify(started.map((server) => server.baseUrl));
    process.env.PAANI_GRAPH_URLS = JSON.stringify(started.map((server) => server.graphUrl));
  } catch (error) {
    for (const { child } of globalThis.__PAANI_BROWSER__) child.kill('SIGTERM');
    throw error;
  }
  process.env.PAANI_SUPER_ADMIN = JSON.stringify(SUPER_ADMIN);
}
