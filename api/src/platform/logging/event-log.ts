import { Injectable, OnModuleInit } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import { EventStore } from '../event-store/event-store';

/**
 * A debug line for each event this process commits (EventStore#onCommitted, so never one that
 * rolled back): its type, stream and version, with the request it was committed in (the
 * logger's mixin). Never its data, which holds names, phone numbers and addresses; stream ids
 * are numeric (`customer-12`). At debug, not info: a sheet of entries commits hundreds of events
 * in one request, and at the default level (info) the logs stay one line a request. Bulk loads
 * (seeding, BulkAppender) bypass the store's transactions and are not logged.
 */
export function logCommittedEvents(store: Pick<EventStore, 'onCommitted'>, logger: Logger): void {
  const events = logger.child({ context: 'Events' });
  store.onCommitted((committed) => {
    if (!events.isLevelEnabled('debug')) return;
    for (const event of committed) {
      events.debug({ event: { type: event.type, streamId: event.streamId, version: event.streamVersion } }, 'event committed');
    }
  });
}

/** logCommittedEvents in every process that runs the store: the API's and the job worker's. */
@Injectable()
export class EventLog implements OnModuleInit {
  constructor(
    private readonly store: EventStore,
    private readonly logger: PinoLogger,
  ) {}

  onModuleInit(): void {
    logCommittedEvents(this.store, this.logger.logger);
  }
}
