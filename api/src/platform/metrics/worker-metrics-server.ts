import { createServer, Server } from 'node:http';
import { AppConfig } from '../config/app-config';
import { PROMETHEUS_CONTENT_TYPE } from './metrics.controller';
import { MetricsRegistry } from './metrics-registry';
import { bearerOf, tokenMatches } from './metrics-token.guard';

/**
 * The job worker's metrics (`npm run worker` has no HTTP of its own): `GET /metrics` on
 * METRICS_PORT, asking for the same `Authorization: Bearer $METRICS_TOKEN` as the API's
 * `/api/metrics`. In a split deployment the jobs run here, so their results and durations, and
 * this process's CPU and memory, are only seen here. Off (null) unless both settings are given.
 */
export function serveWorkerMetrics(registry: MetricsRegistry, config: AppConfig): Promise<Server | null> {
  const token = config.METRICS_TOKEN;
  if (!token || !config.METRICS_PORT) return Promise.resolve(null);
  registry.collectProcessMetrics();
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') return void response.writeHead(404).end();
    if (!tokenMatches(bearerOf(request.headers.authorization), token)) return void response.writeHead(401).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(config.METRICS_PORT, () => ready(server));
  });
}
