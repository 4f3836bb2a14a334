import { Injectable, OnModuleInit } from '@nestjs/common';
import { Counter } from 'prom-client';
import { EventStore } from '../event-store/event-store';
import { StoredEvent } from '../event-store/event.types';
import { MetricsRegistry } from './metrics-registry';

/**
 * Events appended to the log by this process, by event type, counted when their transaction has
 * committed (EventStore#onCommitted): a rolled-back append counts nothing. Bulk loads (seeding,
 * `BulkAppender`) bypass the store's transactions and are not counted; they never run on the
 * request path.
 */
@Injectable()
export class EventMetrics implements OnModuleInit {
  private readonly appended: Counter<'type'>;

  constructor(
    registry: MetricsRegistry,
    private readonly store: EventStore,
  ) {
    this.appended = new Counter({
      name: 'paani_events_appended_total',
      help: 'Events committed to the log by this process, by event type',
      labelNames: ['type'],
      registers: [registry],
    });
  }

  onModuleInit(): void {
    this.store.onCommitted((events) => this.count(events));
  }

  private count(events: readonly StoredEvent[]): void {
    // One increment per type: a sheet's commit is hundreds of events of two or three types.
    const byType = new Map<string, number>();
    for (const event of events) byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
    for (const [type, count] of byType) this.appended.inc({ type }, count);
  }
}
