import { DomainError } from '../domain/domain-error';
import { DecidedEvent } from './decider';
import { StoredOf } from './event.types';

export interface BeforeCommitOptions {
  /** After every before-commit write without it (ProjectionTransaction#beforeCommit). */
  last?: boolean;
}

/** The slice of a transaction a projection may use: plain parameterised SQL. */
export interface ProjectionTransaction {
  query<T = any>(sql: string, parameters?: unknown[]): Promise<T[]>;
  /** True while a rebuild replays the whole log in one transaction (see InlineProjection#afterReplay). */
  readonly replaying?: boolean;
  /**
   * A write to run once the transaction's other writes are done, just before it commits (once, however
   * often it is asked for with the same arguments): for a row every writer of an owner or a plant
   * touches, so its row lock is held for the commit only, not for the whole transaction. `last`:
   * after every write without it (a plant's marks row, which every writer of the plant rewrites:
   * its lock is then held while nothing but the COMMIT is left to run).
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
  apply(event: StoredOf<Event>, tx: ProjectionTransaction): Promise<void>;
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
   * For aggregate rows that many events update (a day's totals): a rebuild replays the whole log in
   * one transaction, where n updates of one row cost about n²/2 row visits. A projection with this
   * hook skips those updates while `tx.replaying` and fills the aggregates here, in bulk, once the
   * replay is through; what it writes must equal what the updates one by one would have left.
   * Also run after a bulk append (bulk-append.ts) on the live tables: it rewrites the aggregates
   * whole, from the projection's own rows, whatever the tables held.
   */
  afterReplay?(tx: ProjectionTransaction): Promise<void>;
  /**
   * Many events of these types at once (a replay, a bulk load, a sheet of entries): a few
   * set-based statements for all of them instead of a few statements each. `apply` here must leave
   * the rows that `apply` on each event in order would, write only this projection's tables and
   * read nothing but them: the registry may hold a run of these events back and apply it after
   * other projections' runs, though never across an event that some projection applies one by one.
   */
  bulk?: {
    handles: readonly Event['type'][];
    apply(events: StoredOf<Event>[], tx: ProjectionTransaction): Promise<void>;
  };
  /**
   * A rebuild's replay of these types without node: statements that write, from the log itself,
   * the rows `apply` on each of its events in order would leave (`log`: a relation with the events
   * table's columns, holding the replayed range; order by transaction_id, global_position where
   * order matters). When every projection of a type has this, a rebuild never reads that type's
   * events out of PostgreSQL (ProjectionRebuilder): the log's bulk (a year of deliveries) is
   * replayed where it lies. Run after every other event is replayed, before afterReplay, so the
   * rows written here must not depend on the projection's other events, as for `bulk`. Not used
   * for a type with upcasters: the statements read the payload as it is stored.
   */
  fromLog?: {
    handles: readonly Event['type'][];
    statements(log: string): string[];
  };
}
