import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, Observable, of, switchMap } from 'rxjs';
import { Caller } from '../http/decorators';
import { IdempotencyGate } from './idempotency-gate';
import { readIdempotencyKey } from './idempotency-key';

/**
 * Every signed-in POST with an `Idempotency-Key` goes through the gate. Runs after the auth guard
 * (the key belongs to the caller) and before validation, so a refused body is remembered too.
 * Anonymous calls (sign-in) and other methods accept the header and ignore it.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly gate: IdempotencyGate) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { caller?: Caller }>();
    if (!request.caller) return next.handle();
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    if (key === undefined) return next.handle();
    const caller = request.caller;
    // On a replay the handler does not run; the gate's onSend hook sends the stored answer.
    return from(this.gate.begin(request, caller.id, key)).pipe(switchMap((run) => (run ? next.handle() : of(null))));
  }
}
