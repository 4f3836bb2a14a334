import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../platform/event-store/event-store';
import { notificationReadDecider, NotificationReadState } from './notification-read.decider';
import { notificationReadsStreamId } from './notification-read.events';

export class MarkNotificationsReadCommand {
  constructor(
    readonly ownerId: number,
    readonly keys: string[],
  ) {}
}

/**
 * Of `$2`, the keys owner `$1` has read, and the stream version the read model stands for: every
 * NotificationsRead writes at least one row with its own version, so the highest is the stream's.
 */
const READ_STATE = `SELECT coalesce(max(stream_version), 0)::int AS version,
    coalesce(array_agg(key) FILTER (WHERE key = ANY($2::text[])), '{}') AS read
  FROM notification_reads WHERE owner_id = $1`;

@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand, number> {
  constructor(private readonly store: EventStore) {}

  /** Returns how many keys were newly read. */
  async execute({ ownerId, keys }: MarkNotificationsReadCommand): Promise<number> {
    const { events } = await this.store.handle(
      notificationReadsStreamId(ownerId),
      notificationReadDecider,
      { type: 'MarkNotificationsRead', ownerId, keys },
      { tenant_id: ownerId },
      {
        contention: 'wait',
        load: async (query): Promise<{ state: NotificationReadState; version: number }> => {
          const [row] = (await query(READ_STATE, [ownerId, keys])) as { version: number; read: string[] }[];
          return { state: { read: new Set(row!.read) }, version: row!.version };
        },
      },
    );
    return events.reduce((sum, event) => sum + (event.data.keys as string[]).length, 0);
  }
}

export const NOTIFICATION_READ_COMMAND_HANDLERS = [MarkNotificationsReadHandler];
