import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { AdminSubscriptionPlansController } from './admin-subscription-plans.controller';
import { PLAN_COMMAND_HANDLERS } from './plan.commands';
import { ownerPackageProjection, planProjection } from './plan.projection';
import { PLAN_QUERY_HANDLERS } from './plan.queries';
import { OwnerPackagesController, SuperAdminPlansController } from './plans.controller';
import { PlansSeeder } from './plans.seeder';

@Module({
  controllers: [SuperAdminPlansController, OwnerPackagesController, AdminSubscriptionPlansController],
  providers: [...PLAN_COMMAND_HANDLERS, ...PLAN_QUERY_HANDLERS, PlansSeeder],
})
export class PlansModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(planProjection);
    this.projections.register(ownerPackageProjection);
  }
}
