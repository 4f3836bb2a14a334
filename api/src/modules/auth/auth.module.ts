import { createSecretKey } from 'node:crypto';
import { Module, OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from '../../platform/config/app-config';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { EMPLOYEE_LOGIN_COMMAND_HANDLERS } from './employee-login.commands';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { SuperAdminSeeder } from './super-admin.seeder';
import { TokenHolders } from './token-holders';
import { TokenService } from './token.service';
import { USER_COMMAND_HANDLERS } from './user.commands';
import { userProjection } from './user.projection';
import { USER_QUERY_HANDLERS } from './user.queries';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AppConfig],
      // A KeyObject, not the string: jsonwebtoken first tries to read a string secret as a public
      // key on every verify, which cost a quarter of all CPU time under load.
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.JWT_SECRET ?? '', 'utf8')),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    ...USER_COMMAND_HANDLERS,
    ...EMPLOYEE_LOGIN_COMMAND_HANDLERS,
    ...USER_QUERY_HANDLERS,
    PasswordHasher,
    LoginThrottle,
    TokenService,
    TokenHolders,
    SuperAdminSeeder,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [PasswordHasher, TokenHolders],
})
export class AuthModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(userProjection);
  }
}
