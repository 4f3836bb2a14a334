import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentContext, RequestContext } from '../context/request-context';
import { DomainError } from '../domain/domain-error';
import { ERROR_CODES } from '../domain/error-codes';
import { keyRefusal } from './idempotency-claim';
import { REPLAYED_HEADER, requestFingerprint } from './idempotency-key';
import { describeError, errorAnswer } from '../http/exception.filter';
import { IdempotencyStore, KeyState, StoredResponse } from './idempotency-store';

/** The response headers a replay repeats; the rest (security headers, request id) are the repeat's own. */
const REPLAYED_HEADERS = ['content-type', 'location', 'content-range'];
const SWEEP_EVERY_MS = 60 * 60 * 1000;

interface Held {
  context: RequestContext;
  claim: NonNullable<RequestContext['idempotency']>;
  /** Whether the key was read before the handler ran (see KeyCheckedOnWrite). */
  looked: boolean;
}

/**
 * Answers that are not final let a retry run again: server errors, rate limits, and a lost race
 * (a stale version, or a key taken over). Every other answer, errors included, is what a repeat gets.
 */
function isFinal(status: number, body: string): boolean {
  if (status >= 500 || status === 429) return false;
  if (status !== 409) return true;
  const code = errorCodeOf(body);
  return code !== ERROR_CODES.concurrencyConflict && code !== ERROR_CODES.idempotencyKeyInFlight;
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
 * caller is known) reads the key and decides a repeat's answer, or hands the key to the request's
 * context, where the event store writes it with the request's first events; a Fastify onSend hook
 * saves the response before it leaves (or, for a final answer of a request that committed
 * nothing, writes the key with it), and sends a stored response in place of a repeat's. onSend
 * sees every answer, including errors shaped by the exception filter.
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
    fastify.addHook('onResponse', async (request) => this.onResponse(request));
    this.sweeper = setInterval(() => {
      this.store.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'Expired idempotency keys were not deleted'));
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /**
   * True when the handler should run; false when a stored response will be sent instead. Without
   * `lookFirst` (KeyCheckedOnWrite) the handler always runs, and onSend settles a repeat.
   */
  async begin(request: FastifyRequest, userId: number, key: string, lookFirst = true): Promise<boolean> {
    const requestHash = requestFingerprint({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: request.params,
      query: request.query,
      body: request.body,
    });
    const state: KeyState = lookFirst ? await this.store.look(userId, key, requestHash) : { outcome: 'new' };
    if (state.outcome === 'replay') {
      this.replays.set(request, state.response);
      return false;
    }
    const refusal = refusalOf(state);
    if (refusal) throw refusal;
    const context = currentContext();
    if (!context) throw new Error('An idempotent request runs outside its request context.');
    context.idempotency = { userId, key, requestHash, claim: randomUUID() };
    this.held.set(request, { context, claim: context.idempotency, looked: lookFirst });
    return true;
  }

  private async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const replay = this.replays.get(request);
    if (replay) {
      this.replays.delete(request);
      return sendStored(reply, replay);
    }
    const held = this.held.get(request);
    if (!held) return payload;
    this.held.delete(request);
    // Work the request set off after answering must not act on the key any more.
    held.context.idempotency = undefined;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const response: StoredResponse = { status: reply.statusCode, headers: replayedHeaders(reply), body };
    // Saved before the answer leaves, so a client that got an answer always gets the same one again.
    // A key committed with events keeps even an answer that is not final: a retry must not write again.
    if (held.claim.taken) {
      try {
        await this.store.complete(held.claim, response);
        return payload;
      } catch (error) {
        // The command committed but its answer was not saved (the database went away in between).
        // Sent anyway, that answer was one a retry could not give back (it hears "in flight", then
        // "lost": the crash test saw a rider batch answered 201, then 409). The client hears now
        // what a retry will: carried out, the answer lost.
        this.logger.error({ err: error }, 'The response of an idempotent request was not saved');
        return refuse(request, reply, keyRefusal('response_lost'));
      }
    }
    try {
      // A handler that ran without reading the key first may have been a repeat's: the first answer stands.
      const state: KeyState = held.looked
        ? { outcome: 'new' }
        : await this.store.look(held.claim.userId, held.claim.key, held.claim.requestHash);
      if (state.outcome === 'replay') return sendStored(reply, state.response);
      const refusal = refusalOf(state);
      if (refusal) return refuse(request, reply, refusal);
      if (isFinal(response.status, body)) await this.store.storeFinal(held.claim, response);
    } catch (error) {
      // This request committed nothing: its answer goes out, and a repeat runs it again.
      this.logger.error({ err: error }, 'The response of an idempotent request was not saved');
    }
    return payload;
  }

  /** A request that ended without onSend (its connection closed): nothing was written ahead of its events, so nothing to release. */
  private onResponse(request: FastifyRequest): void {
    this.replays.delete(request);
    const held = this.held.get(request);
    if (!held) return;
    this.held.delete(request);
    held.context.idempotency = undefined;
  }
}

/** The refusal's answer in place of the handler's. */
function refuse(request: FastifyRequest, reply: FastifyReply, refusal: DomainError): string {
  const answer = errorAnswer(request.url.split('?')[0], describeError(refusal));
  void reply.code(answer.status);
  return JSON.stringify(answer.body);
}

/** A repeat's answer: the first request's status, body and replayed headers. */
function sendStored(reply: FastifyReply, stored: StoredResponse): string {
  void reply.code(stored.status);
  for (const [name, value] of Object.entries(stored.headers)) void reply.header(name, value);
  void reply.header(REPLAYED_HEADER, 'true');
  return stored.body;
}

/** The refusal a key's state calls for; undefined when the request may run (or is a replay). */
function refusalOf(state: KeyState): DomainError | undefined {
  return state.outcome === 'new' || state.outcome === 'replay' ? undefined : keyRefusal(state.outcome);
}

function replayedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}
