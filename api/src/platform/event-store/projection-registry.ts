import { Injectable } from '@nestjs/common';
import { DomainError } from '../domain/domain-error';
import { StoredEvent, StoredOf } from './event.types';
import { InlineProjection, ProjectionTransaction } from './projection.types';

/** Every inline projection of every module, registered as modules start. */
@Injectable()
export class ProjectionRegistry {
  private readonly projections: InlineProjection[] = [];
  private readonly byEventType = new Map<string, InlineProjection[]>();
  /** Per event type, the projections that take it in bulk (InlineProjection#bulk). */
  private readonly inBulk = new Map<string, Set<InlineProjection>>();

  register(projection: InlineProjection): void {
    if (this.projections.some((p) => p.name === projection.name)) return;
    const inBulk = new Set<string>(projection.bulk?.handles ?? []);
    if (!projection.apply && projection.handles.some((type) => !inBulk.has(type)))
      throw new Error(`Projection ${projection.name} handles events one by one but has no apply`);
    this.projections.push(projection);
    for (const type of projection.handles) {
      this.byEventType.set(type, [...(this.byEventType.get(type) ?? []), projection]);
    }
    for (const type of projection.bulk?.handles ?? []) this.inBulk.set(type, (this.inBulk.get(type) ?? new Set()).add(projection));
  }

  /**
   * Every projection of `events`, in order, as `apply` one by one would leave them, but runs of
   * events a projection takes in bulk go to it as one call: held back until the run ends, which is
   * before any event that some projection applies one by one (so that one sees every earlier write).
   */
  async applyMany(events: readonly StoredEvent[], tx: ProjectionTransaction): Promise<void> {
    const held = new Map<InlineProjection, StoredEvent[]>();
    const release = async () => {
      for (const [projection, run] of held) await projection.bulk!.apply(run as StoredOf<never>[], tx);
      held.clear();
    };
    for (const event of events) {
      const bulk = this.inBulk.get(event.type);
      for (const projection of this.for(event.type)) {
        if (bulk?.has(projection)) {
          const run = held.get(projection);
          if (run) run.push(event);
          else held.set(projection, [event]);
        } else {
          await release();
          await projection.apply!(event as StoredOf<never>, tx);
        }
      }
    }
    await release();
  }

  /** Whether a projection of `eventType` reads its log position (InlineProjection#readsLogPosition). */
  readsLogPosition(eventType: string): boolean {
    return this.for(eventType).some((projection) => projection.readsLogPosition);
  }

  all(): readonly InlineProjection[] {
    return this.projections;
  }

  for(eventType: string): readonly InlineProjection[] {
    return this.byEventType.get(eventType) ?? [];
  }

  tables(): string[] {
    return this.projections.flatMap((p) => p.tables);
  }

  /** The business error a violated unique index of a read model stands for, if any. */
  errorForConstraint(constraint: string | undefined): DomainError | undefined {
    if (!constraint) return undefined;
    for (const projection of this.projections) {
      const make = projection.constraintErrors?.[constraint];
      if (make) return make();
    }
    return undefined;
  }
}
