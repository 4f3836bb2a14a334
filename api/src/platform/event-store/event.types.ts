import type { RequestContext } from '../context/request-context';

/** What a command handler hands to the store: a past-tense fact and its payload. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  /** The payload's schema version; defaults to the current version the upcasters know. */
  schemaVersion?: number;
}

export interface EventMetadata {
  actor_id?: number | null;
  actor_role?: string | null;
  tenant_id?: number | null;
  correlation_id?: string;
  causation_id?: string | null;
  request_id?: string;
  source?: string;
  idempotency_key?: string;
  [key: string]: unknown;
}

/** An event as it stands in the log, payload upcast to the newest schema version. */
export interface StoredEvent<Type extends string = string, Data = any> {
  globalPosition: string;
  transactionId: string;
  eventId: string;
  streamId: string;
  streamType: string;
  streamVersion: number;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
  previousHash: string | null;
  hash: string;
}

/**
 * A stored event of one module's event union, member by member, so a `switch` on `type` narrows
 * `data` as it does for the union itself: `StoredOf<PlantEvent>`.
 */
export type StoredOf<Event extends { type: string; data: unknown }> = Event extends { type: infer Type extends string; data: infer Data }
  ? StoredEvent<Type, Data>
  : never;

/**
 * Where a catch-up reader stands in the log. Ordered by (transactionId, globalPosition),
 * never by position alone: a position can commit after a higher one.
 */
export interface LogCheckpoint {
  transactionId: string;
  globalPosition: string;
}

export const START_OF_LOG: LogCheckpoint = { transactionId: '0', globalPosition: '0' };

/** Expected version of a stream: its last version, 0 for "must not exist yet", or 'any'. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  nextExpectedVersion: number;
  events: StoredEvent[];
}

/** New events of one stream after `expectedVersion` (0: a new stream), one of several appended together. */
export interface StreamAppend {
  streamId: string;
  expectedVersion: number;
  events: NewEvent[];
  /**
   * The request these events are of, when one transaction acts for several (CoalescedCommands):
   * they carry its metadata and its Idempotency-Key is taken with them. The current request's when absent.
   */
  context?: RequestContext;
}
