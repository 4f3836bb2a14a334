"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.IdempotencyStore = exports.IN_FLIGHT_LEASE_SECONDS = exports.KEY_LIFETIME_SECONDS = void 0;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const unflushed_sql_1 = require("../database/unflushed-sql");
/** How long a key is remembered; an older key is as if new. */
exports.KEY_LIFETIME_SECONDS = 24 * 60 * 60;
/**
 * How long an uncommitted reservation blocks a repeat. Past it, the request that held it is taken
 * to be dead (its process stopped before any event was written) and a repeat runs in its place. A
 * request slower than this that is still alive cannot commit afterwards: its claim is gone.
 */
exports.IN_FLIGHT_LEASE_SECONDS = 120;
/** The idempotency_keys table: one row per caller and key (see the migration for its states). */
let IdempotencyStore = class IdempotencyStore {
    db;
    constructor(db) {
        this.db = db;
    }
    /**
     * Takes the key for this request in one statement of its own (committed before the handler
     * runs, so a parallel repeat sees it), or says what a repeat gets. An expired row, or an
     * uncommitted one whose lease ran out, is taken over as if the key were new.
     */
    async reserve(userId, key, requestHash) {
        const claim = (0, node_crypto_1.randomUUID)();
        for (let attempt = 0; attempt < 3; attempt += 1) {
            const [taken] = await this.db.rows(`INSERT INTO idempotency_keys AS k (user_id, key, request_hash, claim)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, key) DO UPDATE
           SET request_hash = EXCLUDED.request_hash, claim = EXCLUDED.claim, created_at = now(),
               committed_at = NULL, completed_at = NULL, response_status = NULL, response_headers = NULL, response_body = NULL
         WHERE k.created_at < now() - make_interval(secs => $5)
            OR (k.committed_at IS NULL AND k.completed_at IS NULL AND k.created_at < now() - make_interval(secs => $6))
         RETURNING claim`, [userId, key, requestHash, claim, exports.KEY_LIFETIME_SECONDS, exports.IN_FLIGHT_LEASE_SECONDS]);
            if (taken?.claim === claim)
                return { outcome: 'reserved', claim: { userId, key, claim } };
            const [row] = await this.db.rows(`SELECT claim, request_hash, committed_at IS NOT NULL AS committed, completed_at IS NOT NULL AS completed,
                created_at < now() - make_interval(secs => $3) AS lease_over,
                response_status, response_headers, response_body
           FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [userId, key, exports.IN_FLIGHT_LEASE_SECONDS]);
            // Released between the two statements: try to take it again.
            if (!row)
                continue;
            if (row.request_hash !== requestHash)
                return { outcome: 'reused' };
            if (row.completed) {
                return {
                    outcome: 'replay',
                    response: { status: row.response_status, headers: row.response_headers ?? {}, body: row.response_body ?? '' },
                };
            }
            // Committed long ago with no response: the process died between the commit and saving the
            // response. The command is done; only its answer is lost, so a repeat must not run it again.
            if (row.committed && row.lease_over)
                return { outcome: 'response_lost' };
            return { outcome: 'in_flight' };
        }
        return { outcome: 'in_flight' };
    }
    /** Saves the response a repeat will get. */
    async complete(claim, response) {
        await this.db.rows(`UPDATE idempotency_keys
          SET completed_at = clock_timestamp(), response_status = $4, response_headers = $5, response_body = $6
        WHERE user_id = $1 AND key = $2 AND claim = $3`, [claim.userId, claim.key, claim.claim, response.status, JSON.stringify(response.headers), response.body]);
    }
    /**
     * Lets a retry run again after an answer that is not final: deletes the key unless its events
     * were committed (running the command again would then write twice). True when released.
     */
    async release(claim) {
        const [{ released }] = await this.db.rows(`WITH released AS (
         DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND claim = $3 AND committed_at IS NULL RETURNING 1)
       SELECT count(*)::int AS released FROM released`, [claim.userId, claim.key, claim.claim]);
        return released > 0;
    }
    /** Deletes every expired key; returns how many. */
    async sweep() {
        const [{ deleted }] = await this.db.rows(`WITH deleted AS (DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1) RETURNING 1)
       SELECT count(*)::int AS deleted FROM deleted`, [exports.KEY_LIFETIME_SECONDS]);
        return deleted;
    }
};
exports.IdempotencyStore = IdempotencyStore;
exports.IdempotencyStore = IdempotencyStore = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [unflushed_sql_1.UnflushedSql])
], IdempotencyStore);
//# sourceMappingURL=idempotency-store.js.map