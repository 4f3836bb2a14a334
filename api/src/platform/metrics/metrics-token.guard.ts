import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../domain/domain-error';
import { DEFAULT_MESSAGES } from '../http/error-status';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of an `Authorization: Bearer …` header; undefined for none or another scheme. */
export const bearerOf = (header: string | undefined): string | undefined => BEARER.exec(header ?? '')?.[1];

/**
 * Whether `given` is the expected token, in time that does not depend on where they differ:
 * both are hashed first, so even their lengths are compared in constant time.
 */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given ?? ''), digest(expected)) && given !== undefined;
}

/**
 * The metrics route's own key. The route is @Public() for the auth guard (a scraper is not a
 * user and has no sign-in), so this guard, bound to it alone, asks for `Authorization: Bearer
 * $METRICS_TOKEN`. Without the setting the route does not exist for anyone (404, as any unknown
 * path): process details are exposed only when an operator turns them on. A missing or wrong
 * token is the API's usual 401.
 */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.config.METRICS_TOKEN;
    if (!expected) throw DomainError.notFound(DEFAULT_MESSAGES[404]);
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const given = bearerOf(request.headers.authorization);
    if (!tokenMatches(given, expected)) throw new DomainError('unauthorized', DEFAULT_MESSAGES[401]);
    return true;
  }
}
