import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ALL_ROLES, Caller, CurrentCaller, Public, ResponseMessage, Roles } from '../../platform/http/decorators';
import { LoginDto } from './auth.dto';
import { ChangeUserCommand, SignInCommand } from './user.commands';
import { UserView } from './user.projection';
import { GetUserQuery } from './user.queries';

@ApiTags('Authentication')
@Roles(...ALL_ROLES)
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ResponseMessage('Login successful')
  @ApiOperation({
    summary: 'Sign in with email and password; returns a bearer token and the user',
    description:
      '429 after 5 failed sign-ins for one email, or 60 failed sign-ins from one client address, in 15 minutes. Successful sign-ins do not count.',
  })
  login(@Body() body: LoginDto, @Ip() address: string): Promise<{ token: string; user: UserView }> {
    return this.commands.execute(new SignInCommand(body.email, body.password, address));
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
  @Roles('filter_owner')
  @HttpCode(200)
  @ApiBearerAuth()
  @ResponseMessage('First login marked as completed')
  @ApiOperation({ summary: "Record that a filter owner's first sign-in flow is done" })
  async markFirstLoginCompleted(@CurrentCaller() caller: Caller): Promise<UserView> {
    await this.commands.execute(new ChangeUserCommand(caller.id, { type: 'CompleteFirstLogin' }));
    return this.queries.execute(new GetUserQuery(caller.id));
  }
}
