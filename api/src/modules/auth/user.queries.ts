import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/domain/domain-error';
import { toUserView, UserView } from './user.projection';

export class GetUserQuery {
  constructor(readonly userId: number) {}
}

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserView> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId }: GetUserQuery): Promise<UserView> {
    const [row] = await this.dataSource.query(`SELECT * FROM users WHERE id = $1`, [userId]);
    if (!row) throw DomainError.notFound('User not found.');
    return toUserView(row);
  }
}

export interface TokenHolder {
  id: number;
  role: string;
  is_active: boolean;
  revoked: boolean;
  tokens_valid_after: Date | null;
}

/** What the auth guard needs to accept a token: in one indexed lookup. */
export class GetTokenHolderQuery {
  constructor(
    readonly userId: number,
    readonly tokenId: string,
  ) {}
}

@QueryHandler(GetTokenHolderQuery)
export class GetTokenHolderHandler implements IQueryHandler<GetTokenHolderQuery, TokenHolder | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId, tokenId }: GetTokenHolderQuery): Promise<TokenHolder | null> {
    const [row] = await this.dataSource.query(
      `SELECT u.id, u.role, u.is_active, u.tokens_valid_after,
              EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.token_id = $2) AS revoked
         FROM users u WHERE u.id = $1`,
      [userId, tokenId],
    );
    return row ? { ...row, id: Number(row.id) } : null;
  }
}

export const USER_QUERY_HANDLERS = [GetUserHandler, GetTokenHolderHandler];
