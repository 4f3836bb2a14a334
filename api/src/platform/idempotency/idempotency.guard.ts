import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Caller } from '../http/decorators';
import { IdempotencyGate } from './idempotency-gate';
import { readIdempotencyKey, StoredAnswerReplay } from './idempotency-key';

const KEY_CHECKED_ON_WRITE = 'paani:key-checked-on-write';

/**
 * For a command whose every effect is an append to the event store: its Idempotency-Key is not
 * read before the handler runs, only where it is written (the take in the text of the first
 * append), which saves each such command a round trip. A repeat then runs the handler, but its
 * append is refused and nothing it did is kept; the gate sends the stored answer in place of
 * whatever the handler answered. Not for a handler with any other effect (a job queued, a file
 * kept, a message sent): a repeat would do it again.
 */
export const KeyCheckedOnWrite = () => SetMetadata(KEY_CHECKED_ON_WRITE, true);

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
    const lookFirst = Reflect.getMetadata(KEY_CHECKED_ON_WRITE, context.getHandler()) !== true;
    if (await this.gate.begin(request, request.caller.id, key, lookFirst)) return true;
    throw new StoredAnswerReplay();
  }
}
