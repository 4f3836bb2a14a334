"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LogVerifier = void 0;
const hash_chain_1 = require("./hash-chain");
const MAX_PROBLEMS = 20;
/**
 * Checks the log event by event, in global order: positions strictly increase, each stream's
 * versions have no gap, each event links to the previous one of its stream, and each hash is
 * what the event's content gives. `partial` is for an export that starts mid-stream (a position
 * range or one owner): a stream's first event there may then have an earlier version before it.
 */
class LogVerifier {
    options;
    heads = new Map();
    problems = [];
    count = 0;
    lastPosition = null;
    lastHash = null;
    problemCount = 0;
    constructor(options = {}) {
        this.options = options;
    }
    feed(event) {
        this.count += 1;
        const position = BigInt(event.position);
        const report = (problem) => {
            this.problemCount += 1;
            if (this.problems.length < MAX_PROBLEMS) {
                this.problems.push({ position: event.position, stream_id: event.stream_id, stream_version: event.stream_version, problem });
            }
        };
        if (this.lastPosition !== null && position <= this.lastPosition)
            report(`position ${event.position} is not after ${this.lastPosition}`);
        this.lastPosition = position;
        const head = this.heads.get(event.stream_id);
        if (head) {
            if (event.stream_version !== head.version + 1)
                report(`version ${event.stream_version} follows version ${head.version} (a gap or a repeat)`);
            if (event.previous_hash !== head.hash)
                report('previous_hash does not match the hash of the previous event of its stream');
        }
        else if (!this.options.partial || event.stream_version === 1) {
            if (event.stream_version !== 1)
                report(`the stream starts at version ${event.stream_version}, not 1`);
            if (event.previous_hash !== null)
                report('the first event of the stream has a previous_hash');
        }
        const expected = (0, hash_chain_1.eventHash)({
            previousHash: event.previous_hash,
            eventId: event.event_id,
            streamId: event.stream_id,
            streamVersion: event.stream_version,
            type: event.event_type,
            schemaVersion: event.schema_version,
            data: event.data,
            metadata: event.metadata,
            recordedAt: event.recorded_at,
        });
        if (expected !== event.hash)
            report('its content does not give its hash (the event was changed)');
        this.heads.set(event.stream_id, { version: event.stream_version, hash: event.hash });
        this.lastHash = event.hash;
    }
    finish() {
        return {
            events: this.count,
            streams: this.heads.size,
            ok: this.problemCount === 0,
            problems: this.problems,
            lastPosition: this.lastPosition === null ? null : String(this.lastPosition),
            lastHash: this.lastHash,
        };
    }
}
exports.LogVerifier = LogVerifier;
//# sourceMappingURL=log-verifier.js.map