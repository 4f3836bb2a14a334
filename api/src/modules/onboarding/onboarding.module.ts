import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { OnboardingEnabledGuard } from './onboarding-enabled.guard';
import { ONBOARDING_COMMAND_HANDLERS } from './onboarding.commands';
import { OnboardingController } from './onboarding.controller';
import { onboardingProjection } from './onboarding.projection';
import { ONBOARDING_QUERY_HANDLERS } from './onboarding.queries';

@Module({
  controllers: [OnboardingController],
  providers: [...ONBOARDING_COMMAND_HANDLERS, ...ONBOARDING_QUERY_HANDLERS, OnboardingEnabledGuard],
})
export class OnboardingModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(onboardingProjection);
  }
}
