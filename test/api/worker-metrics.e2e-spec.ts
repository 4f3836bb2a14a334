import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { Counter } from 'prom-client';
import { loadConfig } from '../../api/src/platform/config/app-config';
import { MetricsRegistry } from '../../api/src/platform/metrics/metrics-registry';
import { serveWorkerMetrics } from '../../api/src/platform/metrics/worker-metrics-server';

const TOKEN = 'worker-metrics-token-0123456789abcdef0123456789';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** The job worker's own metrics endpoint (METRICS_PORT), over real HTTP: the same token as the API's. */
describe("the worker's metrics on METRICS_PORT", () => {
  let server: Server | null;
  let base: string;
  const registry = new MetricsRegistry();

  beforeAll(async () => {
    const port = await freePort();
    new Counter({ name: 'paani_job_attempts_total', help: 'test', labelNames: ['queue', 'result'], registers: [registry] }).inc({
      queue: 'backups',
      result: 'completed',
    });
    server = await serveWorkerMetrics(registry, loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(port) }));
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise((done) => (server ? server.close(done) : done(undefined))));

  it('answers the registry as Prometheus text, with the process metrics, for the token only', async () => {
    const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await answer.text();
    expect(text).toContain('paani_job_attempts_total{queue="backups",result="completed"} 1');
    expect(text).toContain('process_cpu_seconds_total');
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer not-the-token' } })).status).toBe(401);
    expect((await fetch(`${base}/anything`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('serves nothing unless both METRICS_TOKEN and METRICS_PORT are set', async () => {
    expect(await serveWorkerMetrics(new MetricsRegistry(), loadConfig({ METRICS_TOKEN: TOKEN }))).toBeNull();
    expect(await serveWorkerMetrics(new MetricsRegistry(), loadConfig({ METRICS_PORT: '9464' }))).toBeNull();
  });
});
