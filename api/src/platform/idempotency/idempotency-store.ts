import { Injectable } from '@nestjs/common';
import { NaturalBatch } from '../database/natural-batch';
import { Sql } from '../database/sql';
import { UnflushedSql } from '../database/unflushed-sql';
import { IdempotencyClaim } from '../context/request-context';
import { IN_FLIGHT_LEASE_SECONDS, KEY_LIFETIME_SECONDS, OVERWRITES_A_DEAD_KEY } from './idempotency-claim';

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the key says of a request before its handler runs. */
export type KeyState =
  | { outcome: 'new' }
  | { outcome: 'replay'; response: StoredResponse }
  | { outcome: 'reused' }
  | { outcome: 'in_flight' }
  | { outcome: 'response_lost' };

interface KeyRow {
  /** The position of the look in its batch (1-based). */
  position: string;
  request_hash: string;
  committed: boolean;
  completed: boolean;
  lease_over: boolean;
  expired: boolean;
  response_status: number | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
}

interface Look {
  userId: number;
  key: string;
}

interface Save {
  claim: IdempotencyClaim;
  response: StoredResponse;
}

/**
 * The look and the save find each key by its primary key, one probe per key: written as
 * a join of the table to the unnest of the arrays, their plan (prepared once, made while the
 * table is new and looks empty) hashed the arrays and scanned the whole table, and kept doing so
 * as it grew until an ANALYZE: 2 ms a save in bench:http (auto_explain). OFFSET 0 keeps each
 * LATERAL lookup a probe of its own. The save then updates the rows found by their ctid; a row
 * another request changed meanwhile (a dead key taken over by a new claim) is left alone.
 */
export const LOOK_KEYS_SQL = `SELECT v.position, k.request_hash, k.committed_at IS NOT NULL AS committed, k.completed_at IS NOT NULL AS completed,
        k.created_at < now() - make_interval(secs => $3) AS lease_over,
        k.created_at < now() - make_interval(secs => $4) AS expired,
        k.response_status, k.response_headers, k.response_body
   FROM unnest($1::bigint[], $2::text[]) WITH ORDINALITY AS v(user_id, key, position)
  CROSS JOIN LATERAL (SELECT * FROM idempotency_keys k WHERE k.user_id = v.user_id AND k.key = v.key OFFSET 0) k`;

export const SAVE_RESPONSES_SQL = `UPDATE idempotency_keys AS k
    SET completed_at = clock_timestamp(), response_status = s.status, response_headers = s.headers::jsonb, response_body = s.body
   FROM (SELECT found.row_id, v.status, v.headers, v.body
           FROM unnest($1::bigint[], $2::text[], $3::uuid[], $4::smallint[], $5::text[], $6::text[]) AS v(user_id, key, claim, status, headers, body)
          CROSS JOIN LATERAL (SELECT i.ctid AS row_id FROM idempotency_keys i
                               WHERE i.user_id = v.user_id AND i.key = v.key AND i.claim = v.claim OFFSET 0) found) s
  WHERE k.ctid = s.row_id`;

/**
 * The idempotency_keys table: one row per caller and key. A row is written only with what it
 * stands for, never ahead of it: inside the transaction that commits the request's events
 * (`idempotencyTakeStatement`, then `complete` saves the response), or with a final answer of a
 * request that wrote nothing (`storeFinal`, e.g. a refused body). So a request that fails before
 * its commit leaves nothing to release, and a key costs a command no transaction of its own ahead
 * of the command's. The read before the handler and the save after the commit are each sent
 * together for the requests that need them at the same time (NaturalBatch): under load, one
 * statement for many commands instead of a round trip (and for the save, a commit) each.
 */
@Injectable()
export class IdempotencyStore {
  private readonly looks = new NaturalBatch<Look, KeyRow | undefined>((looks) => this.lookAll(looks));
  private readonly saves = new NaturalBatch<Save, void>((saves) => this.saveAll(saves));

  constructor(
    private readonly sql: Sql,
    private readonly unflushed: UnflushedSql,
  ) {}

  /** Read before the handler runs: a repeat of a finished (or committing) request never runs it again. */
  async look(userId: number, key: string, requestHash: string): Promise<KeyState> {
    const row = await this.looks.add({ userId, key });
    if (!row || row.expired) return { outcome: 'new' };
    if (!row.committed && !row.completed) return row.lease_over ? { outcome: 'new' } : { outcome: 'in_flight' };
    if (row.request_hash !== requestHash) return { outcome: 'reused' };
    if (row.completed) {
      return {
        outcome: 'replay',
        response: { status: row.response_status!, headers: row.response_headers ?? {}, body: row.response_body ?? '' },
      };
    }
    // Committed with no response: its request is answering now, or died before saving the answer.
    // Either way the command is done, so a repeat must not run it again.
    return row.lease_over ? { outcome: 'response_lost' } : { outcome: 'in_flight' };
  }

  /** Saves the response of a request whose transaction took the key; resolves once it is saved. */
  complete(claim: IdempotencyClaim, response: StoredResponse): Promise<void> {
    return this.saves.add({ claim, response });
  }

  /**
   * Remembers the final answer of a request that committed nothing (a refused body, a domain
   * error). A row another request wrote meanwhile stands: its answer is the one repeats get.
   */
  async storeFinal(claim: IdempotencyClaim, response: StoredResponse): Promise<void> {
    await this.unflushed.rows(
      `INSERT INTO idempotency_keys AS k (user_id, key, request_hash, claim, completed_at, response_status, response_headers, response_body)
       VALUES ($1, $2, $3, $4, clock_timestamp(), $5, $6, $7)
       ${OVERWRITES_A_DEAD_KEY}`,
      [claim.userId, claim.key, claim.requestHash, claim.claim, response.status, JSON.stringify(response.headers), response.body],
    );
  }

  /** Deletes every expired key; returns how many. */
  async sweep(): Promise<number> {
    const [{ deleted }] = await this.unflushed.rows<{ deleted: number }>(
      `WITH deleted AS (DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1) RETURNING 1)
       SELECT count(*)::int AS deleted FROM deleted`,
      [KEY_LIFETIME_SECONDS],
    );
    return deleted;
  }

  private async lookAll(looks: Look[]): Promise<(KeyRow | undefined)[]> {
    const rows = await this.sql.rows<KeyRow>(LOOK_KEYS_SQL, [
      looks.map((look) => look.userId),
      looks.map((look) => look.key),
      IN_FLIGHT_LEASE_SECONDS,
      KEY_LIFETIME_SECONDS,
    ]);
    const found = new Map(rows.map((row) => [Number(row.position), row]));
    return looks.map((_, index) => found.get(index + 1));
  }

  /**
   * Flushed to disk before the answer leaves: a client that got an answer must get it again after a
   * crash. (Saved with synchronous_commit off, a crash right after the answer lost the saved
   * response while the key stayed committed: every retry then heard "in flight", then "lost".)
   */
  private async saveAll(saves: Save[]): Promise<void[]> {
    await this.sql.rows(SAVE_RESPONSES_SQL, [
      saves.map((save) => save.claim.userId),
      saves.map((save) => save.claim.key),
      saves.map((save) => save.claim.claim),
      saves.map((save) => save.response.status),
      saves.map((save) => JSON.stringify(save.response.headers)),
      saves.map((save) => save.response.body),
    ]);
    return saves.map(() => undefined);
  }
}
