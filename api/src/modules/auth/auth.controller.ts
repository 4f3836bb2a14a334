import { Body, Controller, Get, HttpCode, Ip, Patch, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { ALL_ROLES, Caller, CurrentCaller, Public, ResponseMessage, Roles } from '../../platform/http/decorators';
import { ChangePasswordDto, LoginDto, LoginResponse, ProfileDto, signInName, UserPreferencesDto, UserResponse } from './auth.dto';
import { ChangeOwnPasswordCommand, ChangeUserCommand, SignInCommand } from './user.commands';
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
    summary: 'Sign in with email (or, for a rider, phone) and password; returns a bearer token and the user',
    description:
      "A rider (an employee the owner gave a sign-in) may send `phone` instead of `email`, or write the phone in `email`; any usual spelling of a Pakistani mobile number. A revoked rider sign-in, or a deactivated or removed employee's, is refused with 403 ACCOUNT_DEACTIVATED. " +
      '429 after 5 failed sign-ins for one email or phone, or 60 failed sign-ins from one client address, in 15 minutes. Successful sign-ins do not count.',
  })
  @ApiData(LoginResponse)
  login(@Body() body: LoginDto, @Ip() address: string): Promise<{ token: string; user: UserView }> {
    const name = signInName(body);
    return this.commands.execute(
      'phone' in name
        ? new SignInCommand(name.phone, body.password, address, 'phone')
        : new SignInCommand(name.email, body.password, address),
    );
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ResponseMessage('Logged out successfully')
  @ApiOperation({ summary: 'Revoke the token used for this call' })
  @ApiData(null)
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
  @ApiData(UserResponse)
  profile(@CurrentCaller() caller: Caller): Promise<UserView> {
    return this.queries.execute(new GetUserQuery(caller.id));
  }

  @Patch('profile')
  @Roles('filter_owner', 'super_admin', 'auditor')
  @ApiBearerAuth()
  @ResponseMessage('Profile updated successfully')
  @ApiOperation({
    summary: "Change the signed-in user's name or email; returns the user",
    description:
      "A field left out keeps its value; 422 'The email has already been taken.' for another account's email. " +
      "A rider's name and phone are the owner's to change (Staff Management), so a rider gets 403.",
  })
  @ApiData(UserResponse)
  async updateProfile(@CurrentCaller() caller: Caller, @Body() body: ProfileDto): Promise<UserView> {
    const user: UserView = await this.queries.execute(new GetUserQuery(caller.id));
    const name = body.name ?? user.name;
    const email = body.email ?? user.email ?? '';
    await this.commands.execute(new ChangeUserCommand(caller.id, { type: 'ChangeUserProfile', name, email }));
    return this.queries.execute(new GetUserQuery(caller.id));
  }

  @Put('profile/password')
  @ApiBearerAuth()
  @ResponseMessage('Password changed; other devices are signed out')
  @ApiOperation({
    summary: "Change the signed-in user's password; returns a new token and the user",
    description:
      "422 on `current_password` when it is wrong, counted like a failed sign-in (429 past the same limits). Every token of the account, this call's too, stops working: use the one returned.",
  })
  @ApiData(LoginResponse)
  changePassword(
    @CurrentCaller() caller: Caller,
    @Body() body: ChangePasswordDto,
    @Ip() address: string,
  ): Promise<{ token: string; user: UserView }> {
    return this.commands.execute(new ChangeOwnPasswordCommand(caller.id, body.current_password, body.new_password, address));
  }

  @Patch('profile/preferences')
  @ApiBearerAuth()
  @ResponseMessage('Preferences saved')
  @ApiOperation({
    summary: "Set the signed-in user's language and digits; returns the user",
    description:
      "Body `{ language?: 'en' | 'ur', digits?: 'latn' | 'arabext' }`; a field left out keeps its value. Any signed-in user (a rider too), " +
      'so each device opens in the language the user chose. The sign-in and profile answers carry both.',
  })
  @ApiData(UserResponse)
  async setPreferences(@CurrentCaller() caller: Caller, @Body() body: UserPreferencesDto): Promise<UserView> {
    await this.commands.execute(new ChangeUserCommand(caller.id, { type: 'ChangeUserPreferences', ...body }));
    return this.queries.execute(new GetUserQuery(caller.id));
  }

  @Post('filter-owner/mark-first-login-completed')
  @Roles('filter_owner')
  @HttpCode(200)
  @ApiBearerAuth()
  @ResponseMessage('First login marked as completed')
  @ApiOperation({ summary: "Record that a filter owner's first sign-in flow is done" })
  @ApiData(UserResponse)
  async markFirstLoginCompleted(@CurrentCaller() caller: Caller): Promise<UserView> {
    await this.commands.execute(new ChangeUserCommand(caller.id, { type: 'CompleteFirstLogin' }));
    return this.queries.execute(new GetUserQuery(caller.id));
  }
}
