import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { toUserView, UserView } from './user.projection';

export class GetUserQuery {
  constructor(readonly userId: number) {}
}

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserView> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId }: GetUserQuery): Promise<UserView> {
    const row = await this.sql.one<Parameters<typeof toUserView>[0]>(
      `SELECT id, name, email, role, is_active, created_at, first_login_completed, language, digits, phone, employee_id FROM users WHERE id = $1`,
      [userId],
    );
    if (!row) throw DomainError.notFound('User not found.');
    return toUserView(row);
  }
}

export const USER_QUERY_HANDLERS = [GetUserHandler];
