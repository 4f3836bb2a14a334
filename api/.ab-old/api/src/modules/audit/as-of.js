"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseAsOf = parseAsOf;
const domain_error_1 = require("../../platform/domain/domain-error");
const simple_rest_1 = require("../../platform/http/simple-rest");
/** `1234` is a position, anything else must be an ISO timestamp. */
function parseAsOf(raw, field = 'as_of') {
    if (raw === undefined || raw === null || raw === '')
        return null;
    if (/^\d+$/.test(raw)) {
        const position = Number(raw);
        // Beyond 2^53 the number is not the one typed, and beyond bigint PostgreSQL refuses it.
        if (!Number.isSafeInteger(position))
            throw domain_error_1.DomainError.field(field, `The ${field} position must be at most ${Number.MAX_SAFE_INTEGER}.`);
        return { position };
    }
    const time = (0, simple_rest_1.parseIsoTime)(raw);
    if (!time)
        throw domain_error_1.DomainError.field(field, `The ${field} must be a position (a whole number) or an ISO timestamp.`);
    return { time };
}
//# sourceMappingURL=as-of.js.map