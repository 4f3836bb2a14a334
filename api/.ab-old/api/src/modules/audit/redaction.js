"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.redact = redact;
/** Payload fields no screen shows, even to an auditor: credentials. The export keeps them (hashes need them). */
const SECRET_FIELDS = new Set(['password_hash', 'password']);
function redact(value) {
    if (Array.isArray(value))
        return value.map(redact);
    if (value === null || typeof value !== 'object')
        return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? '[redacted]' : redact(v)]));
}
//# sourceMappingURL=redaction.js.map