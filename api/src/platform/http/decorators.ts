import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';

export const IS_PUBLIC = 'paani:public';
export const ROLES = 'paani:roles';
export const RESPONSE_MESSAGE = 'paani:response-message';
export const RAW_RESPONSE = 'paani:raw-response';

export type Role = 'super_admin' | 'filter_owner' | 'employee' | 'customer' | 'auditor';

/** The signed-in caller, as the auth guard checked it. */
export interface Caller {
  id: number;
  role: Role;
  tokenId: string;
  tokenExpiresAt: Date;
}

/** No sign-in needed. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these roles may call the route (on top of the path rules of the auth guard). */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES, roles), ApiBearerAuth());

/** The envelope's `message` on success. */
export const ResponseMessage = (message: string) => SetMetadata(RESPONSE_MESSAGE, message);

/** The handler's result is sent as it is, not wrapped in the envelope (the react-admin surface). */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

export const CurrentCaller = createParamDecorator((_: unknown, context: ExecutionContext): Caller => {
  return context.switchToHttp().getRequest().caller;
});
