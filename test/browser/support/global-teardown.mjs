import pg from 'pg';
import stopDatabaseServer from '../../support/global-teardown.mjs';

async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((ok) => child.once('exit', ok));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
  await exited;
  clearTimeout(timer);
}

export default async function globalTeardown() {
  const servers = globalThis.__PAANI_BROWSER__ ?? [];
  await Promise.all(servers.map(({ child }) => stopServer(child)));
  if (servers.length > 0) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      for (const { database } of servers) await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  await stopDatabaseServer();
}
