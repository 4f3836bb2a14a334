import { Module, OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from '../../platform/config/app-config';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { SuperAdminSeeder } from './super-admin.seeder';
import { TokenService } from './token.service';
import { USER_COMMAND_HANDLERS } from './user.commands';
import { userProjection } from './user.projection';
import { USER_QUERY_HANDLERS } from './user.queries';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: config.JWT_SECRET, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    ...USER_COMMAND_HANDLERS,
    ...USER_QUERY_HANDLERS,
    PasswordHasher,
    LoginThrottle,
    TokenService,
    SuperAdminSeeder,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [PasswordHasher],
})
export class AuthModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(userProjection);
  }
}
