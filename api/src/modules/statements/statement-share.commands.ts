import type { StatementAnswerKind } from '@paani/contracts';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { EventStore } from '../../platform/event-store/event-store';
import { findShare, newShareToken, tokenHash } from './share-token';
import { assertOpen, statementShareDecider } from './statement-share.decider';
import { statementShareStreamId } from './statement-share.events';
import { CustomerStatementQuery, StatementWithContact } from './statement.queries';
import { now as businessNow } from '../../platform/domain/clock';

export interface SharedStatement extends StatementWithContact {
  token: string;
  expiresAt: string;
}

/**
 * POST …/statement/share: a new link to the customer's month (which must be a statement the owner
 * could read: 404 for another owner's customer, 422 for a future month). `now` is when the link is
 * made (its 60 days count from it); a caller other than the route may give it.
 */
export class ShareStatementCommand {
  constructor(
    readonly ownerId: number,
    readonly customerId: number,
    readonly month: string,
    readonly now: Date = businessNow(),
  ) {}
}

@CommandHandler(ShareStatementCommand)
export class ShareStatementHandler implements ICommandHandler<ShareStatementCommand, SharedStatement> {
  constructor(
    private readonly store: EventStore,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId, customerId, month, now }: ShareStatementCommand): Promise<SharedStatement> {
    const found: StatementWithContact = await this.queries.execute(new CustomerStatementQuery(ownerId, customerId, month));
    const token = newShareToken();
    const shareId = await this.store.nextId('statement_share_ids');
    const ref = { share_id: shareId, owner_id: ownerId, plant_id: found.plantId, customer_id: customerId };
    const { state } = await this.store.handle(
      statementShareStreamId(shareId),
      statementShareDecider,
      { type: 'ShareStatement', ref, month, tokenHash: tokenHash(token), now },
      { tenant_id: ownerId },
    );
    return { ...found, token, expiresAt: state.expiresAt! };
  }
}

/** DELETE /statement-shares/{token}: the owner withdraws a link of theirs (404 for anyone else's). */
export class RevokeStatementShareCommand {
  constructor(
    readonly ownerId: number,
    readonly token: string,
  ) {}
}

@CommandHandler(RevokeStatementShareCommand)
export class RevokeStatementShareHandler implements ICommandHandler<RevokeStatementShareCommand, { id: number; revoked: boolean }> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, token }: RevokeStatementShareCommand): Promise<{ id: number; revoked: boolean }> {
    const row = await findShare(this.sql, token, ownerId);
    const id = Number(row.id);
    const { events } = await this.store.handle(
      statementShareStreamId(id),
      statementShareDecider,
      { type: 'RevokeShare' },
      { tenant_id: ownerId },
    );
    return { id, revoked: events.length > 0 };
  }
}

/** POST /statement-shares/{token}/sent: the owner sent the link (WhatsApp walk-through); once per link. */
export class MarkStatementShareSentCommand {
  constructor(
    readonly ownerId: number,
    readonly token: string,
  ) {}
}

@CommandHandler(MarkStatementShareSentCommand)
export class MarkStatementShareSentHandler implements ICommandHandler<MarkStatementShareSentCommand, { id: number; sent: boolean }> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, token }: MarkStatementShareSentCommand): Promise<{ id: number; sent: boolean }> {
    const row = await findShare(this.sql, token, ownerId);
    const id = Number(row.id);
    await this.store.handle(statementShareStreamId(id), statementShareDecider, { type: 'MarkShareSent' }, { tenant_id: ownerId });
    return { id, sent: true };
  }
}

/** POST /public/statements/{token}/response: the customer's answer, while the link is open. */
export class AnswerStatementShareCommand {
  constructor(
    readonly token: string,
    readonly answer: StatementAnswerKind,
    readonly message: string | null,
    readonly now: Date = businessNow(),
  ) {}
}

@CommandHandler(AnswerStatementShareCommand)
export class AnswerStatementShareHandler implements ICommandHandler<AnswerStatementShareCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ token, answer, message, now }: AnswerStatementShareCommand): Promise<void> {
    const row = await findShare(this.sql, token, null);
    assertOpen(row.revoked_at ? 'revoked' : 'active', row.expires_at.toISOString(), now);
    await this.store.handle(
      statementShareStreamId(Number(row.id)),
      statementShareDecider,
      { type: 'AnswerShare', answer, message, now },
      { tenant_id: Number(row.owner_id) },
    );
  }
}

export const STATEMENT_COMMAND_HANDLERS = [
  ShareStatementHandler,
  RevokeStatementShareHandler,
  AnswerStatementShareHandler,
  MarkStatementShareSentHandler,
];
