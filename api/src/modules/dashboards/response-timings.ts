import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How many recent API answers the average covers. */
const WINDOW = 1000;

/**
 * Times every /api answer of this process (Fastify's own elapsed time), keeping the last
 * WINDOW of them, so the dashboard's avg_response_time is measured rather than made up.
 */
@Injectable()
export class ResponseTimings implements OnModuleInit {
  private readonly samples = new Float64Array(WINDOW);
  private count = 0;
  private next = 0;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    // The worker process has no HTTP server: nothing to time there.
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify?.addHook) return;
    fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (request.url.startsWith('/api/')) this.record(reply.elapsedTime);
      done();
    });
  }

  record(milliseconds: number): void {
    this.samples[this.next] = milliseconds;
    this.next = (this.next + 1) % WINDOW;
    this.count = Math.min(this.count + 1, WINDOW);
  }

  /** Mean of the window, in seconds (the console's System Health is 100 - 10 × this; docs/product.md, "The console"). */
  averageSeconds(): number {
    if (this.count === 0) return 0;
    let total = 0;
    for (let i = 0; i < this.count; i += 1) total += this.samples[i];
    return Math.round((total / this.count / 1000) * 1000) / 1000;
  }

  sampleCount(): number {
    return this.count;
  }
}
