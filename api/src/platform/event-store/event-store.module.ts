import { Global, Module } from '@nestjs/common';
import { EventLog } from '../logging/event-log';
import { BulkAppender } from './bulk-append';
import { EventStore } from './event-store';
import { ProjectionRebuilder } from './projection-rebuilder';
import { ProjectionRegistry } from './projection-registry';
import { UpcasterRegistry } from './upcasters';

@Global()
@Module({
  // EventLog: a debug line per committed event (logging/event-log.ts).
  providers: [EventStore, BulkAppender, ProjectionRegistry, UpcasterRegistry, ProjectionRebuilder, EventLog],
  exports: [EventStore, BulkAppender, ProjectionRegistry, UpcasterRegistry, ProjectionRebuilder],
})
export class EventStoreModule {}
