import { Global, Module } from '@nestjs/common';
import { BulkAppender } from './bulk-append';
import { EventStore } from './event-store';
import { ProjectionRebuilder } from './projection-rebuilder';
import { ProjectionRegistry } from './projection-registry';
import { UpcasterRegistry } from './upcasters';

@Global()
@Module({
  providers: [EventStore, BulkAppender, ProjectionRegistry, UpcasterRegistry, ProjectionRebuilder],
  exports: [EventStore, BulkAppender, ProjectionRegistry, UpcasterRegistry, ProjectionRebuilder],
})
export class EventStoreModule {}
