import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { HealthModule } from './health/health.module';
import { PlansModule } from './plans/plans.module';
import { PlantsModule } from './plants/plants.module';
import { SettingsModule } from './settings/settings.module';
import { TenantsModule } from './tenants/tenants.module';

/** Every bounded context, registered here and nowhere else. */
@Module({
  imports: [AuthModule, HealthModule, PlansModule, PlantsModule, SettingsModule, TenantsModule],
})
export class ModulesModule {}
