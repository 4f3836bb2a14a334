import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { now as businessNow } from '../../platform/domain/clock';
import { DomainError } from '../../platform/domain/domain-error';
import { EventStore } from '../../platform/event-store/event-store';
import { announcementDecider } from './announcement.decider';
import { ANNOUNCEMENTS_STREAM_ID, AnnouncementFields } from './announcement.events';

export class PublishAnnouncementCommand {
  constructor(readonly fields: AnnouncementFields) {}
}

/** Whether the audience's plan or owner exists (a plan by id; an owner is a user with the owner's role). */
const AUDIENCE_EXISTS = `SELECT
    (SELECT count(*)::int FROM subscription_plans WHERE id = $1) AS plans,
    (SELECT count(*)::int FROM users WHERE id = $2 AND role = 'filter_owner') AS owners`;

@CommandHandler(PublishAnnouncementCommand)
export class PublishAnnouncementHandler implements ICommandHandler<PublishAnnouncementCommand, number> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  /** Returns the new announcement's id. */
  async execute({ fields }: PublishAnnouncementCommand): Promise<number> {
    const found = (await this.sql.one<{ plans: number; owners: number }>(AUDIENCE_EXISTS, [fields.plan_id ?? 0, fields.owner_id ?? 0]))!;
    if (fields.audience === 'plan' && fields.plan_id !== null && found.plans === 0) throw DomainError.field('plan_id', 'No such plan.');
    if (fields.audience === 'owner' && fields.owner_id !== null && found.owners === 0)
      throw DomainError.field('owner_id', 'No such owner.');
    const { state } = await this.store.handle(
      ANNOUNCEMENTS_STREAM_ID,
      announcementDecider,
      { type: 'PublishAnnouncement', fields, now: businessNow().toISOString() },
      undefined,
      { contention: 'wait' },
    );
    // Ids are the stream's count of announcements, so the new one is the last.
    return state.withdrawn.size;
  }
}

export class WithdrawAnnouncementCommand {
  constructor(readonly announcementId: number) {}
}

@CommandHandler(WithdrawAnnouncementCommand)
export class WithdrawAnnouncementHandler implements ICommandHandler<WithdrawAnnouncementCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ announcementId }: WithdrawAnnouncementCommand): Promise<void> {
    await this.store.handle(ANNOUNCEMENTS_STREAM_ID, announcementDecider, { type: 'WithdrawAnnouncement', announcementId }, undefined, {
      contention: 'wait',
    });
  }
}

export const ANNOUNCEMENT_COMMAND_HANDLERS = [PublishAnnouncementHandler, WithdrawAnnouncementHandler];
