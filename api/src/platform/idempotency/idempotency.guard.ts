import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Caller } from '../http/decorators';
import { IdempotencyGate } from './idempotency-gate';
import { readIdempotencyKey } from './idempotency-key';

/**
 * Thrown when a repeat's stored answer is to be sent instead of running the handler: the
 * exception filter sends nothing of its own, and the gate's onSend hook puts the stored answer in.
 */
export class StoredAnswerReplay extends Error {
  constructor() {
    super('The stored answer of this Idempotency-Key is sent instead.');
  }
}

/**
 * Every signed-in POST with an `Idempotency-Key` goes through the gate. A guard bound to those
 * routes, after the global auth guard (the key belongs to the caller) and before validation, so a
 * refused body is remembered too; not an interceptor, which costs each request an rxjs pipeline
 * (about a twentieth of a small command's CPU). Anonymous calls (sign-in) and other methods
 * accept the header and ignore it.
 */
@Injectable()
export class IdempotencyGuard implements CanActivate {
  constructor(private readonly gate: IdempotencyGate) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { caller?: Caller }>();
    if (!request.caller) return true;
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    if (key === undefined) return true;
    if (await this.gate.begin(request, request.caller.id, key)) return true;
    throw new StoredAnswerReplay();
  }
}
