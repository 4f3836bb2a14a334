import { DomainError } from '../domain/domain-error';
import { DecidedEvent } from './decider';
import { StoredOf } from './event.types';

/** The slice of a transaction a projection may use: plain parameterised SQL. */
export interface ProjectionTransaction {
  query<T = any>(sql: string, parameters?: unknown[]): Promise<T[]>;
}

/**
 * A read model fed inside the append's transaction. `apply` maps one event to row
 * changes, deterministically (the event's recordedAt, never now()) and idempotently.
 * Typed by the module's event union: the registry hands `apply` only the types in `handles`.
 */
export interface InlineProjection<Event extends DecidedEvent = DecidedEvent> {
  name: string;
  /** The read-model tables this projection alone writes; rebuilt from the log on replay. */
  tables: string[];
  /** Event types it reacts to. */
  handles: readonly Event['type'][];
  apply(event: StoredOf<Event>, tx: ProjectionTransaction): Promise<void>;
  /**
   * Unique indexes of its tables that stand for a business rule: a violation rolls the
   * append back and the client gets this error instead of a 500.
   */
  constraintErrors?: Record<string, () => DomainError>;
}
