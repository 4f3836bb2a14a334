import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { HealthModule } from './health/health.module';

/** Every bounded context, registered here and nowhere else. */
@Module({
  imports: [AuthModule, HealthModule],
})
export class ModulesModule {}
