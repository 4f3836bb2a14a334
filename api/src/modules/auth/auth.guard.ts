import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { setActor } from '../../platform/context/request-context';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { Caller } from '../../platform/http/decorators';
import { setEnvelopeRule } from '../../platform/http/envelope-hooks';
import { DEFAULT_MESSAGES } from '../../platform/http/error-status';
import { RouteAccessTable } from '../../platform/http/route-access';
import { TokenHolders } from './token-holders';

/**
 * Every route needs a valid bearer token unless marked @Public(): signed by us, not expired,
 * not revoked by a sign-out, of the holder's current token generation, for an active account,
 * whose role the matched route allows.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly access: RouteAccessTable,
    private readonly holders: TokenHolders,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // The rule of the route the router matched: never the URL's text, which may spell the same
    // path differently (percent-encoding, case, slashes) from what the router decoded.
    const rule = this.access.forHandler(context.getHandler());
    if (!rule) throw DomainError.forbidden(DEFAULT_MESSAGES[403], ERROR_CODES.roleForbidden);
    const request = context.switchToHttp().getRequest<FastifyRequest & { caller?: Caller }>();
    // Every matched route passes here, so the response hooks learn the route's envelope here too.
    setEnvelopeRule(request, rule.envelope);
    if (rule.public) return true;
    const caller = await this.holders.authenticate(bearerToken(request.headers.authorization));
    if (!rule.roles.includes(caller.role)) throw DomainError.forbidden(DEFAULT_MESSAGES[403], ERROR_CODES.roleForbidden);
    request.caller = caller;
    setActor(caller.id, caller.role, caller.role === 'filter_owner' ? caller.id : undefined);
    return true;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}
