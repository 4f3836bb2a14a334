import { applyDecorators, Controller, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

export const IS_PUBLIC = 'paani:public';
export const ROLES = 'paani:roles';
export const READ_ONLY_ROLES = 'paani:read-only-roles';
export const RESPONSE_MESSAGE = 'paani:response-message';
export const RAW_RESPONSE = 'paani:raw-response';

export const ALL_ROLES = ['super_admin', 'filter_owner', 'employee', 'customer', 'auditor'] as const;
export type Role = (typeof ALL_ROLES)[number];

/** The signed-in caller, as the auth guard checked it. */
export interface Caller {
  id: number;
  role: Role;
  tokenId: string;
  tokenExpiresAt: Date;
}

/*
 * Who may call a route is metadata on its controller (class level) or handler (which overrides
 * the class). The auth guard reads only this metadata of the route the router matched, never the
 * URL's text, and the app refuses to start while any route declares none (see route-access.ts).
 */

/** No sign-in needed. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these roles may call the route. */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES, roles), ApiBearerAuth());

/**
 * These roles may also call the route's GET handlers, and nothing else: an auditor reads what the
 * super admin reads. Decided by the handler's declared method, not by the request.
 */
export const ReadOnlyFor = (...roles: Role[]) => SetMetadata(READ_ONLY_ROLES, roles);

/** The envelope's `message` on success. */
export const ResponseMessage = (message: string) => SetMetadata(RESPONSE_MESSAGE, message);

/** The handler's result is sent as it is, not wrapped in the envelope (the react-admin surface). */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

export const CurrentCaller = createParamDecorator((_: unknown, context: ExecutionContext): Caller => {
  return context.switchToHttp().getRequest().caller;
});

/**
 * A resource of the console's react-admin surface, `/api/admin/{resource}`: bare JSON in
 * ra-data-simple-rest's dialect. Who may call it is declared beside it on the class, as on every
 * controller (`@Roles('super_admin')`, `@ReadOnlyFor('auditor')`).
 */
export const AdminResource = (resource: string, tag = 'Console (react-admin)') =>
  applyDecorators(ApiTags(tag), RawResponse(), Controller(`admin/${resource}`));
