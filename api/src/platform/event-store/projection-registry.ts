import { Injectable } from '@nestjs/common';
import { DomainError } from '../domain/domain-error';
import { InlineProjection } from './projection.types';

/** Every inline projection of every module, registered as modules start. */
@Injectable()
export class ProjectionRegistry {
  private readonly projections: InlineProjection[] = [];
  private readonly byEventType = new Map<string, InlineProjection[]>();

  register(projection: InlineProjection): void {
    if (this.projections.some((p) => p.name === projection.name)) return;
    this.projections.push(projection);
    for (const type of projection.handles) {
      this.byEventType.set(type, [...(this.byEventType.get(type) ?? []), projection]);
    }
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
