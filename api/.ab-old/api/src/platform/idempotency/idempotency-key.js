"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.IDEMPOTENCY_CODES = exports.REPLAYED_HEADER = exports.IDEMPOTENCY_HEADER = void 0;
exports.readIdempotencyKey = readIdempotencyKey;
exports.canonicalJson = canonicalJson;
exports.requestFingerprint = requestFingerprint;
const node_crypto_1 = require("node:crypto");
const domain_error_1 = require("../domain/domain-error");
exports.IDEMPOTENCY_HEADER = 'Idempotency-Key';
exports.REPLAYED_HEADER = 'Idempotent-Replayed';
exports.IDEMPOTENCY_CODES = {
    invalid: 'IDEMPOTENCY_KEY_INVALID',
    reused: 'IDEMPOTENCY_KEY_REUSED',
    inFlight: 'IDEMPOTENCY_KEY_IN_FLIGHT',
    responseLost: 'IDEMPOTENCY_KEY_RESPONSE_LOST',
};
const PRINTABLE_ASCII = /^[\x20-\x7e]{1,255}$/;
/** The header's key, undefined when absent; a 400 with the envelope when it is not 1–255 printable ASCII characters. */
function readIdempotencyKey(header) {
    if (header === undefined)
        return undefined;
    if (typeof header === 'string' && PRINTABLE_ASCII.test(header))
        return header;
    throw new domain_error_1.DomainError('bad_request', 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.', {
        code: exports.IDEMPOTENCY_CODES.invalid,
        errors: { [exports.IDEMPOTENCY_HEADER]: ['Must be 1 to 255 printable ASCII characters.'] },
    });
}
/** JSON with object keys sorted at every level, so two spellings of the same body compare equal. */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const record = value;
        const entries = Object.keys(record)
            .filter((key) => record[key] !== undefined)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
        return `{${entries.join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
}
/**
 * What a key is bound to: the method, the matched route with its parameters, the query and the
 * body. The route pattern plus parameters (not the URL's text) so that two spellings of one path
 * are the same request, while the same key on another plant's route is not.
 */
function requestFingerprint(request) {
    const text = [
        request.method,
        request.route,
        canonicalJson(request.params ?? {}),
        canonicalJson(request.query ?? {}),
        canonicalJson(request.body ?? null),
    ].join('\n');
    return (0, node_crypto_1.createHash)('sha256').update(text).digest('hex');
}
//# sourceMappingURL=idempotency-key.js.map