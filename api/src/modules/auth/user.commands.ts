import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { EventStore } from '../../platform/event-store/event-store';
import { ACCOUNT_DEACTIVATED, INVALID_CREDENTIALS, WRONG_CURRENT_PASSWORD } from './auth.messages';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { TokenHolders } from './token-holders';
import { TokenService } from './token.service';
import { UserCommand, userDecider, UserState } from './user.decider';
import { UserRole, userStreamId } from './user.events';
import { toUserView, UserRow, UserView } from './user.projection';

/** Events of a filter owner's own account are tagged with their tenant id. */
const tenantOf = (state: UserState) => ({ tenant_id: state.role === 'filter_owner' ? state.userId : null });

export class RegisterUserCommand {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly role: UserRole,
    readonly password: string,
    readonly isActive = true,
  ) {}
}

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, number> {
  constructor(
    private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: RegisterUserCommand): Promise<number> {
    const userId = await this.store.nextId('user_ids');
    const passwordHash = await this.hasher.hash(command.password);
    await this.store.handle(
      userStreamId(userId),
      userDecider,
      {
        type: 'RegisterUser',
        userId,
        name: command.name.trim(),
        email: command.email.trim().toLowerCase(),
        role: command.role,
        passwordHash,
        isActive: command.isActive,
      },
      { tenant_id: command.role === 'filter_owner' ? userId : null },
    );
    return userId;
  }
}

/** One change to an existing account: the decider's commands, with a password in the clear where it takes the hash. */
export type UserChange =
  | Exclude<UserCommand, { type: 'RegisterUser' | 'GiveEmployeeLogin' | 'RevokeEmployeeLogin' | 'ChangeUserPassword' }>
  | { type: 'ChangeUserPassword'; password: string };

/**
 * Any other change to an existing account, or several at once (the super admin's edit of an
 * owner): decided together on the account's state and appended together, all or none.
 */
export class ChangeUserCommand {
  constructor(
    readonly userId: number,
    readonly change: UserChange | UserChange[],
  ) {}
}

@CommandHandler(ChangeUserCommand)
export class ChangeUserHandler implements ICommandHandler<ChangeUserCommand, UserState> {
  constructor(
    private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
    private readonly holders: TokenHolders,
  ) {}

  async execute({ userId, change }: ChangeUserCommand): Promise<UserState> {
    const commands: UserCommand[] = [];
    for (const one of Array.isArray(change) ? change : [change]) commands.push(await this.commandOf(one));
    const { state, events } = await this.store.handle(userStreamId(userId), userDecider, commands, tenantOf);
    // Every user change may change who a token belongs to: every process forgets its cached holder.
    if (events.length > 0) await this.holders.changed(userId);
    return state;
  }

  private async commandOf(change: UserChange): Promise<UserCommand> {
    if (change.type === 'ChangeUserPassword') return { type: 'ChangeUserPassword', passwordHash: await this.hasher.hash(change.password) };
    if (change.type === 'ChangeUserProfile') return { ...change, name: change.name.trim(), email: change.email.trim().toLowerCase() };
    return change;
  }
}

export class SignInCommand {
  constructor(
    /** The account's email, or with `by: 'phone'` a rider's phone in E.164. */
    readonly email: string,
    readonly password: string,
    /** The client's address as TRUST_PROXY lets it be known, for the per-address limit. */
    readonly address: string,
    readonly by: 'email' | 'phone' = 'email',
  ) {}
}

/** The account of a sign-in, and for an employee's sign-in whether the employee is still active. */
const SIGN_IN_BY = {
  email: `SELECT u.*, (u.employee_id IS NULL OR EXISTS (SELECT 1 FROM employees e WHERE e.id = u.employee_id AND e.is_active)) AS employed
            FROM users u WHERE lower(u.email) = lower($1)`,
  phone: `SELECT u.*, (u.employee_id IS NULL OR EXISTS (SELECT 1 FROM employees e WHERE e.id = u.employee_id AND e.is_active)) AS employed
            FROM users u WHERE u.phone = $1`,
};

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, { token: string; user: UserView }> {
  constructor(
    private readonly sql: Sql,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly tokens: TokenService,
  ) {}

  async execute({ email, password, address, by }: SignInCommand): Promise<{ token: string; user: UserView }> {
    const attempt = await this.throttle.begin(email, address);
    const row = await this.sql.one<UserRow & { employed: boolean }>(SIGN_IN_BY[by], [email.trim()]);
    // An unknown email costs the same hash check as a known one, so timing does not tell them apart.
    const valid = row ? await this.hasher.verify(row.password_hash, password) : await this.hasher.verifyNothing(password);
    // A wrong password leaves the attempt's counts standing: they are the failure.
    if (!row || !valid) throw new DomainError('unauthorized', INVALID_CREDENTIALS, { code: ERROR_CODES.invalidCredentials });
    await attempt.passwordAccepted();
    // A revoked rider's sign-in, or one whose employee is deactivated or removed, is refused alike.
    if (!row.is_active || !row.employed) throw DomainError.forbidden(ACCOUNT_DEACTIVATED, ERROR_CODES.accountDeactivated);
    return { token: this.tokens.issue(Number(row.id), row.role, row.token_generation), user: toUserView(row) };
  }
}

/**
 * The signed-in user's own password change: the current password is checked (a wrong one counts
 * against the same limits as a failed sign-in), then every token of the account stops working,
 * and a new one is issued for the device that made the change.
 */
export class ChangeOwnPasswordCommand {
  constructor(
    readonly userId: number,
    readonly currentPassword: string,
    readonly newPassword: string,
    /** The client's address as TRUST_PROXY lets it be known, for the per-address limit. */
    readonly address: string,
  ) {}
}

@CommandHandler(ChangeOwnPasswordCommand)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPasswordCommand, { token: string; user: UserView }> {
  constructor(
    private readonly sql: Sql,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly tokens: TokenService,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, currentPassword, newPassword, address }: ChangeOwnPasswordCommand): Promise<{ token: string; user: UserView }> {
    const account = async () => (await this.sql.one<UserRow>(`SELECT * FROM users WHERE id = $1`, [userId]))!;
    const before = await account();
    const attempt = await this.throttle.begin(before.email ?? before.phone ?? `user-${userId}`, address);
    if (!(await this.hasher.verify(before.password_hash, currentPassword)))
      throw DomainError.field('current_password', WRONG_CURRENT_PASSWORD);
    await attempt.passwordAccepted();
    await this.commands.execute(new ChangeUserCommand(userId, { type: 'ChangeUserPassword', password: newPassword }));
    const after = await account();
    return { token: this.tokens.issue(userId, after.role, after.token_generation), user: toUserView(after) };
  }
}

export const USER_COMMAND_HANDLERS = [RegisterUserHandler, ChangeUserHandler, SignInHandler, ChangeOwnPasswordHandler];
