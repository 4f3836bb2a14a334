import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { EventStore } from '../../platform/event-store/event-store';
import { PasswordHasher } from './password-hasher';
import { TokenHolders } from './token-holders';
import { NO_EMPLOYEE_LOGIN, userDecider } from './user.decider';
import { userStreamId } from './user.events';

/** The user account that is an employee's sign-in, given or revoked; null when none was ever given. */
async function employeeUserId(sql: Sql, employeeId: number): Promise<number | null> {
  const row = await sql.one<{ id: string }>(`SELECT id FROM users WHERE employee_id = $1`, [employeeId]);
  return row ? Number(row.id) : null;
}

/**
 * An owner gives their employee a sign-in (role `employee`) with a phone and/or an email and a
 * password, or new ones for a sign-in given before (revoked or not): the employee's one account
 * is reused, and tokens issued before stop working. The employee's ownership is checked before
 * dispatch; the phone is already in E.164.
 */
export class GiveEmployeeLoginCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly employeeId: number,
    readonly name: string,
    readonly login: { email: string | null; phone: string | null; password: string },
  ) {}
}

@CommandHandler(GiveEmployeeLoginCommand)
export class GiveEmployeeLoginHandler implements ICommandHandler<GiveEmployeeLoginCommand, number> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
    private readonly hasher: PasswordHasher,
    private readonly holders: TokenHolders,
  ) {}

  async execute({ ownerId, plantId, employeeId, name, login }: GiveEmployeeLoginCommand): Promise<number> {
    const userId = (await employeeUserId(this.sql, employeeId)) ?? (await this.store.nextId('user_ids'));
    const passwordHash = await this.hasher.hash(login.password);
    await this.store.handle(
      userStreamId(userId),
      userDecider,
      {
        type: 'GiveEmployeeLogin',
        userId,
        employeeId,
        ownerId,
        plantId,
        name,
        email: login.email === null ? null : login.email.trim().toLowerCase(),
        phone: login.phone,
        passwordHash,
      },
      { tenant_id: ownerId },
    );
    await this.holders.changed(userId);
    return userId;
  }
}

/** Takes an employee's sign-in away at once: sign-in refused, every token of it refused. */
export class RevokeEmployeeLoginCommand {
  constructor(
    readonly ownerId: number,
    readonly employeeId: number,
  ) {}
}

@CommandHandler(RevokeEmployeeLoginCommand)
export class RevokeEmployeeLoginHandler implements ICommandHandler<RevokeEmployeeLoginCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
    private readonly holders: TokenHolders,
  ) {}

  async execute({ ownerId, employeeId }: RevokeEmployeeLoginCommand): Promise<void> {
    const userId = await employeeUserId(this.sql, employeeId);
    if (userId === null) throw DomainError.notFound(NO_EMPLOYEE_LOGIN);
    await this.store.handle(userStreamId(userId), userDecider, { type: 'RevokeEmployeeLogin' }, { tenant_id: ownerId });
    await this.holders.changed(userId);
  }
}

/**
 * An employee was deactivated, reactivated or removed: their sign-in's cached tokens are dropped
 * in every process, so the guard reads the employee's state again (a token of an inactive or
 * removed employee is refused; see TokenHolders). No event: the employee's own stream has the fact.
 */
export class EmployeeStatusChangedCommand {
  constructor(readonly employeeId: number) {}
}

@CommandHandler(EmployeeStatusChangedCommand)
export class EmployeeStatusChangedHandler implements ICommandHandler<EmployeeStatusChangedCommand, void> {
  constructor(
    private readonly sql: Sql,
    private readonly holders: TokenHolders,
  ) {}

  async execute({ employeeId }: EmployeeStatusChangedCommand): Promise<void> {
    const userId = await employeeUserId(this.sql, employeeId);
    if (userId !== null) await this.holders.changed(userId);
  }
}

export const EMPLOYEE_LOGIN_COMMAND_HANDLERS = [GiveEmployeeLoginHandler, RevokeEmployeeLoginHandler, EmployeeStatusChangedHandler];
