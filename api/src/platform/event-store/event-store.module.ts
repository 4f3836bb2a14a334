import { Global, Module } from '@nestjs/common';
import { EventStore } from './event-store';
import { ProjectionRebuilder } from './projection-rebuilder';
import { ProjectionRegistry } from './projection-registry';
import { UpcasterRegistry } from './upcasters';

@Global()
@Module({
  providers: [EventStore, ProjectionRegistry, UpcasterRegistry, ProjectionRebuilder],
  exports: [EventStore, ProjectionRegistry, UpcasterRegistry, ProjectionRebuilder],
})
export class EventStoreModule {}
