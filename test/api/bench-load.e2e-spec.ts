import { spawn } from 'node:child_process';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { BENCH_CONNECTIONS, load, problems } from '../../bench/http/load';
import { treeCpuSeconds } from '../../bench/http/process-cpu';

/**
 * The benchmark harness's load step (bench/http/load.ts) against a small real server that
 * answers the envelope on /api/... and an HTML page elsewhere, the way the served app answers `/`:
 * every request must be the intended one, and anything but the envelope must be counted.
 */
describe('benchmark load: every request intended, every response checked', () => {
  let server: Server;
  let port: number;
  const paths: string[] = [];
  let htmlEvery = 0;

  beforeAll(async () => {
    let answered = 0;
    server = createServer((request, response) => {
      paths.push(request.url ?? '');
      answered += 1;
      if (!request.url?.startsWith('/api/') || (htmlEvery > 0 && answered % htmlEvery === 0)) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end('<!doctype html><title>owner app</title>');
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify({ success: true, data: { n: Number(new URL(request.url, 'http://x').searchParams.get('n')) }, message: 'OK' }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    paths.length = 0;
    htmlEvery = 0;
  });

  it('sends the request the target makes each time, never `/`, and counts only envelopes', async () => {
    let n = 0;
    const result = await load(
      port,
      { name: 'numbered', next: () => ({ path: `/api/items?n=${++n}` }), checkData: (data) => data.n > 0 },
      // Long enough for every connection to send several requests also on a machine busy with
      // the other test files (one second gave 36 responses for 50 connections once).
      5,
    );

    expect(problems(result)).toBe('');
    expect(result.responses).toBeGreaterThan(BENCH_CONNECTIONS * 2);
    expect([...result.answers.keys()]).toEqual(['200 application/json; charset=utf-8']);
    expect(paths.filter((path) => !path.startsWith('/api/items?n='))).toEqual([]);
    // autocannon builds each connection's first request before connecting, on one shared object:
    // at most one request per connection repeats another; every later one is new.
    expect(new Set(paths).size).toBeGreaterThanOrEqual(paths.length - BENCH_CONNECTIONS);
  });

  it('counts a page that is not the envelope, by status and content type, and reports it', async () => {
    htmlEvery = 3;
    const result = await load(port, { name: 'sometimes html', next: () => ({ path: '/api/items?n=1' }) }, 1);

    const html = result.answers.get('200 text/html; charset=utf-8') ?? 0;
    expect(html).toBeGreaterThan(0);
    expect(result.unexpected).toBe(html);
    expect(problems(result)).toContain(`${html} × 200 text/html; charset=utf-8`);
    expect(problems(result)).toContain('<!doctype html>');
  });

  it('counts an envelope whose data fails the route check', async () => {
    // Every response's data checked, not one in 50: on a busy machine one second may bring fewer than 50.
    const result = await load(
      port,
      { name: 'wrong data', next: () => ({ path: '/api/items?n=1' }), checkData: (data) => data.n > 1, checkEvery: true },
      1,
    );

    expect(result.responses).toBeGreaterThan(0);
    expect(result.unexpected).toBe(result.responses);
    expect(problems(result)).not.toBe('');
  });

  it('sends the method, headers and body of a command', async () => {
    const bodies: string[] = [];
    const echo = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        bodies.push(`${request.method} ${request.headers['content-type']} ${request.headers.authorization} ${body}`);
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end('{"success":true,"data":null,"message":"Created"}');
      });
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      let n = 0;
      const result = await load(
        (echo.address() as AddressInfo).port,
        {
          name: 'command',
          next: () => ({ method: 'POST', path: '/api/things', headers: { authorization: 'Bearer t' }, body: JSON.stringify({ n: ++n }) }),
        },
        1,
      );
      expect(problems(result)).toBe('');
      expect(bodies.every((line) => /^POST application\/json Bearer t \{"n":\d+\}$/.test(line))).toBe(true);
      expect(new Set(bodies).size).toBeGreaterThanOrEqual(bodies.length - BENCH_CONNECTIONS);
    } finally {
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
  });
});

describe("benchmark servers' CPU: a process and every process under it", () => {
  it('counts the CPU a child process burns, and tells NaN for a process that does not exist', async () => {
    // A child that burns 400 ms of its own CPU, says so, then stays alive (idle) until it is killed.
    const burn = `while (process.cpuUsage().user < 400000); console.log('burnt'); setInterval(() => {}, 1000);`;
    const before = treeCpuSeconds(process.pid);
    const child = spawn(process.execPath, ['-e', burn]);
    try {
      await new Promise<void>((resolve) => child.stdout.on('data', () => resolve()));
      expect(treeCpuSeconds(process.pid) - before).toBeGreaterThanOrEqual(0.4);
      expect(treeCpuSeconds(child.pid!)).toBeGreaterThanOrEqual(0.4);
    } finally {
      child.kill('SIGKILL');
    }
    expect(treeCpuSeconds(2 ** 22 + 1)).toBeNaN();
  });
});
