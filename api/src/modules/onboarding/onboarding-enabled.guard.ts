import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { OnboardingEnabledQuery } from './onboarding.queries';

const ALWAYS_OPEN = 'paani:onboarding-always-open';
export const ONBOARDING_DISABLED = 'Onboarding is currently disabled by the administrator. Please contact support or try again later.';

/** The one onboarding route that answers while the switch is off (system-status). */
export const OpenWhileOnboardingDisabled = () => SetMetadata(ALWAYS_OPEN, true);

/**
 * 423 on every onboarding route while the super admin has onboarding switched off. A guard, so
 * it answers before the body is validated: a locked feature is locked whatever is sent.
 */
@Injectable()
export class OnboardingEnabledGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly queries: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.get<boolean>(ALWAYS_OPEN, context.getHandler())) return true;
    const enabled: boolean = await this.queries.execute(new OnboardingEnabledQuery());
    if (!enabled) throw new DomainError('locked', ONBOARDING_DISABLED, { code: ERROR_CODES.onboardingDisabled });
    return true;
  }
}
