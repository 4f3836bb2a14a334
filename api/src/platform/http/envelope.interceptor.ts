import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';
import { RAW_RESPONSE, RESPONSE_MESSAGE } from './decorators';
import { Envelope, WithMessage } from './envelope';

/** Wraps every successful /api answer in `{ success, data, message }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, targets)) return next.handle();
    const fixedMessage = this.reflector.getAllAndOverride<string>(RESPONSE_MESSAGE, targets);
    return next.handle().pipe(
      map((result): Envelope<unknown> => {
        if (result instanceof WithMessage) return { success: true, data: result.data, message: result.message };
        return { success: true, data: result ?? null, message: fixedMessage ?? 'OK' };
      }),
    );
  }
}
