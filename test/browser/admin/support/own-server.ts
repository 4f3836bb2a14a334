import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { Client } from 'pg';
import type { BrowserSession } from '../../support/browser';

const ROOT = resolve(__dirname, '../../../..');
const MAIN = resolve(ROOT, 'api/dist/api/src/main.js');
export const OWN_SUPER_ADMIN = { email: 'rates-admin@paani.browser', password: 'rates-super-secret' };

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(server: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(server, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function listen(server: Server): Promise<number> {
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok((server.address() as AddressInfo).port)));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((ok) => probe.close(ok));
  return port;
}

export interface RateSource {
  url: string;
  requests: number;
}

export interface OwnServer {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A second server, as `npm start` runs it, on its own throwaway database (on `databaseServer`,
 * else the suite's), with `env` added: for what the shared server of the browser tests is not
 * set up for. Its super admin is OWN_SUPER_ADMIN.
 */
export async function startOwnServer(
  env: Record<string, string>,
  databaseServer = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<OwnServer> {
  const database = `paani_own_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(databaseServer, `CREATE DATABASE ${database}`);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: databaseUrl(databaseServer, database),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SUPER_ADMIN_EMAIL: OWN_SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: OWN_SUPER_ADMIN.password,
      QUEUE_PREFIX: `paani-own-${randomBytes(4).toString('hex')}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
      await exited;
      clearTimeout(timer);
    }
    await adminQuery(databaseServer, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };

  const deadline = Date.now() + 60000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`The server of its own did not start (exit code ${child.exitCode})`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((ok) => setTimeout(ok, 200));
  }
  return { baseUrl, close };
}

/** A server of its own whose EXCHANGE_RATES_URL points at a local rate source ({ base: 'PKR', rates }). */
export async function startServerWithRateSource(rates: Record<string, number>): Promise<OwnServer & { rates: RateSource }> {
  const source: RateSource = { url: '', requests: 0 };
  const rateServer = createServer((_request, response) => {
    source.requests += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ base: 'PKR', rates }));
  });
  source.url = `http://127.0.0.1:${await listen(rateServer)}/rates.json`;
  const server = await startOwnServer({ EXCHANGE_RATES_URL: source.url }).catch(async (error: unknown) => {
    await new Promise((ok) => rateServer.close(ok));
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    rates: source,
    async close() {
      await server.close();
      await new Promise((ok) => rateServer.close(ok));
    },
  };
}

/** Call the server of its own's API (enveloped JSON). */
export async function callOwn(server: OwnServer, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: any } };
}

/** A console page on the server of its own, signed in as its super admin (the token in local storage, as after /login). */
export async function openOwnConsole(session: BrowserSession, server: OwnServer): Promise<{ page: Page; token: string }> {
  const { token, user } = (await callOwn(server, 'POST', '/login', undefined, OWN_SUPER_ADMIN)).body.data;
  const page = await session.newPage({ baseURL: server.baseUrl });
  await page.addInitScript(
    ([savedToken, savedUser]) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      storage.setItem('auth_token', savedToken);
      storage.setItem('auth_user', savedUser);
    },
    [token as string, JSON.stringify(user)] as const,
  );
  return { page, token };
}
