import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DomainError } from '../../platform/domain/domain-error';
import { ChangeUserCommand, RegisterUserCommand, UserChange } from '../auth/user.commands';
import { GetUserQuery } from '../auth/user.queries';
import { UserView } from '../auth/user.projection';
import { OWNER_NOT_FOUND } from './tenant.queries';

/**
 * Filter owners are user accounts of role filter_owner: these commands speak the tenant
 * console's language and delegate to the user aggregate, whose events are the record.
 */
export class RegisterFilterOwnerCommand {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly password: string,
    readonly isActive: boolean,
  ) {}
}

@CommandHandler(RegisterFilterOwnerCommand)
export class RegisterFilterOwnerHandler implements ICommandHandler<RegisterFilterOwnerCommand, number> {
  constructor(private readonly commands: CommandBus) {}

  execute({ name, email, password, isActive }: RegisterFilterOwnerCommand): Promise<number> {
    return this.commands.execute(new RegisterUserCommand(name, email, 'filter_owner', password, isActive));
  }
}

export interface FilterOwnerChanges {
  name?: string;
  email?: string;
  /** Changed only when given. */
  password?: string;
  isActive?: boolean;
}

export class ChangeFilterOwnerCommand {
  constructor(
    readonly ownerId: number,
    readonly changes: FilterOwnerChanges | 'toggle-status',
  ) {}
}

@CommandHandler(ChangeFilterOwnerCommand)
export class ChangeFilterOwnerHandler implements ICommandHandler<ChangeFilterOwnerCommand, void> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId, changes }: ChangeFilterOwnerCommand): Promise<void> {
    const owner = await this.owner(ownerId);
    const wanted: FilterOwnerChanges = changes === 'toggle-status' ? { isActive: !owner.is_active } : changes;
    // One append for all of it: a taken email, or a change by someone else meanwhile, refuses the
    // whole edit with nothing written (the profile is not left changed when the rest is refused).
    const edits: UserChange[] = [];
    if (wanted.name !== undefined || wanted.email !== undefined) {
      // An owner always has an email (only a rider's phone sign-in has none).
      edits.push({ type: 'ChangeUserProfile', name: wanted.name ?? owner.name, email: wanted.email ?? (owner.email as string) });
    }
    if (wanted.password) edits.push({ type: 'ChangeUserPassword', password: wanted.password });
    if (wanted.isActive !== undefined && wanted.isActive !== owner.is_active) {
      edits.push({ type: wanted.isActive ? 'ActivateUser' : 'DeactivateUser' });
    }
    if (edits.length > 0) await this.commands.execute(new ChangeUserCommand(ownerId, edits));
  }

  private async owner(ownerId: number): Promise<UserView> {
    const user: UserView | null = await this.queries.execute(new GetUserQuery(ownerId)).catch((error: unknown) => {
      if (error instanceof DomainError && error.category === 'not_found') return null;
      throw error;
    });
    if (!user || user.role !== 'filter_owner') throw DomainError.notFound(OWNER_NOT_FOUND);
    return user;
  }
}

export const TENANT_COMMAND_HANDLERS = [RegisterFilterOwnerHandler, ChangeFilterOwnerHandler];
