import { DomainError } from '../domain/domain-error';
import { DecidedEvent } from './decider';
import { StoredOf } from './event.types';

export interface BeforeCommitOptions {
  /** Before every before-commit write without it: running figures that other before-commit writes read. */
  first?: boolean;
  /** After every before-commit write without it (ProjectionTransaction#beforeCommit). */
  last?: boolean;
}

/** The slice of a transaction a projection may use: plain parameterised SQL. */
export interface ProjectionTransaction {
  query<T = any>(sql: string, parameters?: unknown[]): Promise<T[]>;
  /**
   * A write to run once the transaction's other writes are done, just before it commits (once, however
   * often it is asked for with the same arguments): for a row every writer of an owner or a plant
   * touches, so its row lock is held for the commit only, not for the whole transaction; or for a
   * row many of the transaction's events move (a customer's running figures), written once however
   * many events a rebuild's or a bulk load's one transaction holds. `first`: before every write
   * without it (the customers' figures, which the reports' open debits read). `last`: after every
   * write without it (a plant's marks row, which every writer of the plant rewrites: its lock is
   * then held while nothing but the COMMIT is left to run).
   */
  beforeCommit(sql: string, parameters?: unknown[], options?: BeforeCommitOptions): void;
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
  /** One event of a type not in `bulk` (required when there is one). */
  apply?(event: StoredOf<Event>, tx: ProjectionTransaction): Promise<void>;
  /**
   * Whether `apply` reads the event's log position, transaction or hashes. A store transaction
   * otherwise runs the projections before the events' INSERT has answered, sending the INSERT with
   * their writes and the COMMIT in one round trip; for these types it waits for the INSERT first.
   */
  readsLogPosition?: boolean;
  /**
   * Unique indexes of its tables that stand for a business rule: a violation rolls the
   * append back and the client gets this error instead of a 500.
   */
  constraintErrors?: Record<string, () => DomainError>;
  /**
   * The events of these types in runs (a transaction's events live, often a run of one; a chunk of
   * the log in a rebuild or a bulk load): a few set-based statements for the whole run. For these
   * types this is the projection's only definition; `apply` never sees them, so the live path and a
   * replay run the same code. It must leave the rows that the run's events in order would, write
   * only this projection's tables and read nothing but them: the registry may hold a run back and
   * apply it after other projections' runs, though never across an event that some projection
   * applies one by one.
   */
  bulk?: {
    handles: readonly Event['type'][];
    apply(events: StoredOf<Event>[], tx: ProjectionTransaction): Promise<void>;
  };
}
