"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.jsonbText = jsonbText;
exports.hashTimestamp = hashTimestamp;
exports.eventHash = eventHash;
const node_crypto_1 = require("node:crypto");
/**
 * The hash chain is computed by the database (trigger `events_chain`, see the event-store
 * migration). This module computes the same hash outside the database, so an export can be
 * verified with nothing but Node: it mirrors PostgreSQL's jsonb text form and the trigger's
 * input, field for field.
 */
/** jsonb's text output: keys ordered by length then bytes, ", " and ": " separators. */
function jsonbText(value) {
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'string')
        return jsonbString(value);
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    if (Array.isArray(value))
        return `[${value.map(jsonbText).join(', ')}]`;
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => compareKeys(a, b));
    return `{${entries.map(([k, v]) => `${jsonbString(k)}: ${jsonbText(v)}`).join(', ')}}`;
}
function compareKeys(a, b) {
    const x = Buffer.from(a, 'utf8');
    const y = Buffer.from(b, 'utf8');
    return x.length !== y.length ? x.length - y.length : Buffer.compare(x, y);
}
function jsonbString(text) {
    let out = '"';
    for (const char of text) {
        const code = char.codePointAt(0) ?? 0;
        if (char === '"')
            out += '\\"';
        else if (char === '\\')
            out += '\\\\';
        else if (char === '\n')
            out += '\\n';
        else if (char === '\r')
            out += '\\r';
        else if (char === '\t')
            out += '\\t';
        else if (char === '\b')
            out += '\\b';
        else if (char === '\f')
            out += '\\f';
        else if (code < 0x20)
            out += `\\u${code.toString(16).padStart(4, '0')}`;
        else
            out += char;
    }
    return `${out}"`;
}
/** `recorded_at` as the trigger formats it: UTC, microseconds. */
function hashTimestamp(recordedAt, micros = 0) {
    const iso = recordedAt.toISOString(); // 2026-11-21T10:00:00.123Z
    return `${iso.slice(0, 23)}${String(micros).padStart(3, '0')}Z`;
}
function eventHash(fields) {
    const input = [
        fields.previousHash ?? '',
        fields.eventId,
        fields.streamId,
        String(fields.streamVersion),
        fields.type,
        String(fields.schemaVersion),
        jsonbText(fields.data),
        jsonbText(fields.metadata),
        fields.recordedAt,
    ].join('\n');
    return (0, node_crypto_1.createHash)('sha256').update(input, 'utf8').digest('hex');
}
//# sourceMappingURL=hash-chain.js.map