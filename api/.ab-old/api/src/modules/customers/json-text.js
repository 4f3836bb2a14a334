"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isoInstant = exports.JsonText = void 0;
/**
 * An answer already serialised as JSON (by PostgreSQL, or kept from an earlier request), so the
 * request path neither builds its objects nor stringifies them: a long ledger is about 110 kB,
 * which costs a JSON.parse and a JSON.stringify of about half a millisecond each.
 */
class JsonText {
    json;
    /** The last envelope made of it (a kept answer is sent again and again, with the same message). */
    envelope;
    constructor(json) {
        this.json = json;
    }
    parse() {
        return JSON.parse(this.json);
    }
    /**
     * The success envelope around it, exactly as the envelope hooks write it for an object
     * (`{"success":true,"data":…,"message":…}`), as the bytes sent: for a route marked
     * @RawResponse() with a JSON content type. Made once per message, so a kept answer costs no
     * string building, encoding or garbage per request (a long ledger is about 110 kB).
     */
    enveloped(message) {
        if (this.envelope?.message !== message) {
            this.envelope = { message, bytes: Buffer.from(`{"success":true,"data":${this.json},"message":${JSON.stringify(message)}}`) };
        }
        return this.envelope.bytes;
    }
}
exports.JsonText = JsonText;
/** SQL for an instant as JavaScript's toISOString writes it (milliseconds, truncated as the driver's Date is). */
const isoInstant = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
exports.isoInstant = isoInstant;
//# sourceMappingURL=json-text.js.map