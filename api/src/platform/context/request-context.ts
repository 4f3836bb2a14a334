import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * Who is acting and on behalf of which request. Set once per HTTP request (and per job),
 * read by the event store so every event carries its metadata without each handler
 * having to pass it along.
 */
export interface RequestContext {
  requestId: string;
  correlationId: string;
  causationId?: string;
  actorId?: number;
  actorRole?: string;
  tenantId?: number;
  /** Where a command came from: `http`, `job`, `seed`, `cli`, `test`. */
  source: string;
  /** The idempotency key this request may take; the event store writes it with the request's first events. */
  idempotency?: IdempotencyClaim;
}

/** A request's `Idempotency-Key` (see platform/idempotency): the caller, the key, what it is bound to, and this request's claim on it. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  /** The request's fingerprint (requestFingerprint): a repeat with another is refused. */
  requestHash: string;
  claim: string;
  /** Set once a transaction that wrote the key (with its events) has committed. */
  taken?: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export function runInContext<T>(context: Partial<RequestContext> & { source: string }, fn: () => T): T {
  const requestId = context.requestId ?? randomUUID();
  return storage.run({ correlationId: requestId, ...context, requestId }, fn);
}

/** Records the signed-in actor on the current context, once the token has been checked. */
export function setActor(actorId: number, actorRole: string, tenantId?: number): void {
  const context = storage.getStore();
  if (!context) return;
  context.actorId = actorId;
  context.actorRole = actorRole;
  context.tenantId = tenantId;
}

/** Runs `fn` as part of `context` (a request's, captured earlier): its events carry that request's metadata. */
export function inContext<T>(context: RequestContext | undefined, fn: () => T): T {
  return context ? storage.run(context, fn) : fn();
}
