import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Caller, CurrentCaller, Public, ResponseMessage } from '../../platform/http/decorators';
import { LoginDto } from './auth.dto';
import { ChangeUserCommand, SignInCommand } from './user.commands';
import { UserView } from './user.projection';
import { GetUserQuery } from './user.queries';

/** A looser limit per client address, on top of the per-email limit of failed sign-ins. */
const LOGIN_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '15 minutes' } };

@ApiTags('Authentication')
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @RouteConfig(LOGIN_RATE_LIMIT)
  @ResponseMessage('Login successful')
  @ApiOperation({ summary: 'Sign in with email and password; returns a bearer token and the user' })
  login(@Body() body: LoginDto): Promise<{ token: string; user: UserView }> {
    return this.commands.execute(new SignInCommand(body.email, body.password));
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ResponseMessage('Logged out successfully')
  @ApiOperation({ summary: 'Revoke the token used for this call' })
  async logout(@CurrentCaller() caller: Caller): Promise<null> {
    await this.commands.execute(
      new ChangeUserCommand(caller.id, { type: 'SignOutUser', tokenId: caller.tokenId, expiresAt: caller.tokenExpiresAt }),
    );
    return null;
  }

  @Get('profile')
  @ApiBearerAuth()
  @ResponseMessage('Profile retrieved successfully')
  @ApiOperation({ summary: 'The signed-in user' })
  profile(@CurrentCaller() caller: Caller): Promise<UserView> {
    return this.queries.execute(new GetUserQuery(caller.id));
  }

  @Post('filter-owner/mark-first-login-completed')
  @HttpCode(200)
  @ApiBearerAuth()
  @ResponseMessage('First login marked as completed')
  @ApiOperation({ summary: "Record that a filter owner's first sign-in flow is done" })
  async markFirstLoginCompleted(@CurrentCaller() caller: Caller): Promise<UserView> {
    await this.commands.execute(new ChangeUserCommand(caller.id, { type: 'CompleteFirstLogin' }));
    return this.queries.execute(new GetUserQuery(caller.id));
  }
}
