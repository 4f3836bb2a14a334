import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { setActor } from '../../platform/context/request-context';
import { DomainError } from '../../platform/domain/domain-error';
import { Caller, IS_PUBLIC, Role, ROLES } from '../../platform/http/decorators';
import { DEFAULT_MESSAGES } from '../../platform/http/error-status';
import { TokenService } from './token.service';
import { ACCOUNT_DEACTIVATED } from './user.commands';
import { GetTokenHolderQuery, TokenHolder } from './user.queries';

/**
 * Path prefixes reserved to roles, whatever the route says. An auditor reads what the super admin
 * reads, and writes nothing there.
 */
const ROLE_BY_PREFIX: [string, Role[]][] = [
  ['/api/super-admin/', ['super_admin', 'auditor']],
  ['/api/admin/', ['super_admin', 'auditor']],
  ['/api/filter-owner/', ['filter_owner']],
];
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Every route needs a valid bearer token unless marked @Public(): signed by us, not expired,
 * not revoked by a sign-out, issued after the last password change, for an active account.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly queries: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { caller?: Caller }>();

    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const claims = token ? this.tokens.verify(token) : null;
    if (!claims) throw new DomainError('unauthorized', DEFAULT_MESSAGES[401]);
    const holder: TokenHolder | null = await this.queries.execute(new GetTokenHolderQuery(claims.sub, claims.jti));
    if (!holder || holder.revoked) throw new DomainError('unauthorized', DEFAULT_MESSAGES[401]);
    if (holder.tokens_valid_after && claims.iat * 1000 < new Date(holder.tokens_valid_after).getTime() - 1000) {
      throw new DomainError('unauthorized', DEFAULT_MESSAGES[401]);
    }
    if (!holder.is_active) throw new DomainError('unauthorized', ACCOUNT_DEACTIVATED, { code: 'ACCOUNT_DEACTIVATED' });

    const role = holder.role as Role;
    const path = request.url.split('?')[0];
    const prefixRule = ROLE_BY_PREFIX.find(([prefix]) => path.startsWith(prefix));
    const routeRoles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    const allowed = routeRoles ?? prefixRule?.[1];
    if (allowed && !allowed.includes(role)) throw DomainError.forbidden(DEFAULT_MESSAGES[403]);
    if (role === 'auditor' && prefixRule && !READ_METHODS.has(request.method)) throw DomainError.forbidden(DEFAULT_MESSAGES[403]);

    request.caller = { id: holder.id, role, tokenId: claims.jti, tokenExpiresAt: new Date(claims.exp * 1000) };
    setActor(holder.id, role, role === 'filter_owner' ? holder.id : undefined);
    return true;
  }
}
