import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';

/** The route label of a request no route matched: its URL would let any client make new series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** From a fast read (a few ms) to the slowest an answer may take before a client gives up (10 s). */
export const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const LABELS = ['route', 'method', 'status'] as const;

/**
 * Requests answered, and how long they took, by route template (`/api/filter-owner/customers/:id`,
 * Fastify's `routeOptions.url`), method and status. Never the raw URL: ids in it would make a
 * series per record. Static files count under their own templates (`/*`).
 *
 * One Fastify onResponse hook, like the request log, rather than Nest middleware or an
 * interceptor (see docs/architecture.md, "The request path"). It sees every answer, errors and
 * 404s included, after it was sent, with Fastify's own timing from the request's arrival.
 */
@Injectable()
export class HttpMetrics implements OnModuleInit {
  private readonly requests: Counter<(typeof LABELS)[number]>;
  private readonly durations: Histogram<(typeof LABELS)[number]>;

  constructor(
    private readonly registry: MetricsRegistry,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.requests = new Counter({
      name: 'paani_http_requests_total',
      help: 'HTTP requests answered, by route template, method and status',
      labelNames: LABELS,
      registers: [registry],
    });
    this.durations = new Histogram({
      name: 'paani_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route template, method and status',
      labelNames: LABELS,
      buckets: DURATION_BUCKETS_SECONDS,
      registers: [registry],
    });
  }

  onModuleInit(): void {
    // The worker and the command-line tools have no HTTP server: nothing to count.
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify?.addHook) return;
    this.registry.collectProcessMetrics();
    fastify.addHook('onResponse', (request, reply, done) => {
      this.record(request, reply);
      done();
    });
  }

  private record(request: FastifyRequest, reply: FastifyReply): void {
    const labels = { route: request.routeOptions.url ?? UNMATCHED_ROUTE, method: request.method, status: reply.statusCode };
    this.requests.inc(labels);
    this.durations.observe(labels, reply.elapsedTime / 1000);
  }
}
