import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentContext, RequestContext } from '../context/request-context';
import { DomainError } from '../domain/domain-error';
import { IDEMPOTENCY_CODES, REPLAYED_HEADER, requestFingerprint } from './idempotency-key';
import { IdempotencyStore, StoredResponse } from './idempotency-store';

/** The response headers a replay repeats; the rest (security headers, request id) are the repeat's own. */
const REPLAYED_HEADERS = ['content-type', 'location', 'content-range'];
const SWEEP_EVERY_MS = 60 * 60 * 1000;

interface Held {
  context: RequestContext;
  claim: NonNullable<RequestContext['idempotency']>;
}

/**
 * Answers that are not final let a retry run again: server errors, rate limits, and a lost race
 * (a stale version, or a key taken over). Every other answer, errors included, is what a repeat gets.
 */
function isFinal(status: number, body: string): boolean {
  if (status >= 500 || status === 429) return false;
  if (status !== 409) return true;
  const code = errorCodeOf(body);
  return code !== 'CONCURRENCY_CONFLICT' && code !== IDEMPOTENCY_CODES.inFlight;
}

function errorCodeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error_code?: string }).error_code;
  } catch {
    return undefined;
  }
}

/**
 * The `Idempotency-Key` of signed-in POSTs, in two halves: `begin` (from the guard, once the
 * caller is known) reserves the key or decides the repeat's answer; a Fastify onSend hook saves the
 * final response (or releases the key) before it leaves, and sends a stored response in place of a
 * repeat's. onSend sees every answer, including errors shaped by the exception filter.
 */
@Injectable()
export class IdempotencyGate implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Idempotency');
  private readonly held = new WeakMap<FastifyRequest, Held>();
  private readonly replays = new WeakMap<FastifyRequest, StoredResponse>();
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly store: IdempotencyStore,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    // No HTTP server in the worker and the command-line tools: nothing to hook, nothing to sweep.
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify?.addHook) return;
    fastify.addHook('onSend', (request, reply, payload) => this.onSend(request, reply, payload));
    fastify.addHook('onResponse', (request) => this.onResponse(request));
    this.sweeper = setInterval(() => {
      this.store.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'Expired idempotency keys were not deleted'));
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** True when the handler should run; false when a stored response will be sent instead. */
  async begin(request: FastifyRequest, userId: number, key: string): Promise<boolean> {
    const hash = requestFingerprint({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: request.params,
      query: request.query,
      body: request.body,
    });
    const reservation = await this.store.reserve(userId, key, hash);
    switch (reservation.outcome) {
      case 'reserved': {
        const context = currentContext();
        if (!context) throw new Error('An idempotent request runs outside its request context.');
        context.idempotency = reservation.claim;
        this.held.set(request, { context, claim: reservation.claim });
        return true;
      }
      case 'replay':
        this.replays.set(request, reservation.response);
        return false;
      case 'reused':
        throw DomainError.validation('This Idempotency-Key was already used for a different request.', undefined, IDEMPOTENCY_CODES.reused);
      case 'response_lost':
        throw DomainError.conflict(
          'This request was already carried out, but its response was lost. Reload to see the result.',
          IDEMPOTENCY_CODES.responseLost,
        );
      case 'in_flight':
        throw DomainError.conflict(
          'A request with this Idempotency-Key is still being processed. Try again shortly.',
          IDEMPOTENCY_CODES.inFlight,
        );
    }
  }

  private async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const replay = this.replays.get(request);
    if (replay) {
      this.replays.delete(request);
      void reply.code(replay.status);
      for (const [name, value] of Object.entries(replay.headers)) void reply.header(name, value);
      void reply.header(REPLAYED_HEADER, 'true');
      return replay.body;
    }
    const held = this.held.get(request);
    if (!held) return payload;
    this.held.delete(request);
    // Work the request set off after answering must not act on the key any more.
    held.context.idempotency = undefined;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const response: StoredResponse = { status: reply.statusCode, headers: replayedHeaders(reply), body };
    try {
      // Saved before the answer leaves, so a client that got an answer always gets the same one again.
      // A key whose events were committed keeps even an answer that is not final: a retry must not write again.
      if (isFinal(response.status, body) || !(await this.store.release(held.claim))) await this.store.complete(held.claim, response);
    } catch (error) {
      // The answer still goes out; the key stays in flight until its lease ends (or committed).
      this.logger.error({ err: error }, 'The response of an idempotent request was not saved');
    }
    return payload;
  }

  /** A request that ended without onSend must not hold its key (a committed one stays, see the store). */
  private async onResponse(request: FastifyRequest): Promise<void> {
    this.replays.delete(request);
    const held = this.held.get(request);
    if (!held) return;
    this.held.delete(request);
    held.context.idempotency = undefined;
    await this.store
      .release(held.claim)
      .catch((error: unknown) => this.logger.error({ err: error }, 'An idempotency key was not released'));
  }
}

function replayedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}
