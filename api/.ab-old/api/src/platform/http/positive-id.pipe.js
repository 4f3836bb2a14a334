"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PositiveIdPipe = void 0;
exports.parsePositiveId = parsePositiveId;
const domain_error_1 = require("../domain/domain-error");
/** Digits only, no sign, no leading zero: what a database id looks like in a path. */
const ID_TEXT = /^[1-9][0-9]*$/;
/** The id in a path or query, or null when it is not a whole number from 1 to 2^53 - 1. */
function parsePositiveId(raw) {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (!ID_TEXT.test(text))
        return null;
    const id = Number(text);
    return Number.isSafeInteger(id) ? id : null;
}
/**
 * A `:id`-style path parameter as a safe integer of at least 1; anything else (a word, 0, -3, 1.5,
 * a 20-digit number) is a 422 naming the parameter, before any query can see it. Every id in a
 * path goes through this pipe, so no id reaches PostgreSQL out of bigint's range. Not @Injectable:
 * used as a class (`@Param('id', PositiveIdPipe)`) Nest builds it with no message, without DI.
 */
class PositiveIdPipe {
    message;
    /** `message` words the refusal for a resource ("The area id must be ..."); a generic one otherwise. */
    constructor(message) {
        this.message = message;
    }
    transform(value, metadata) {
        const id = parsePositiveId(value);
        if (id !== null)
            return id;
        const field = metadata.data ?? 'id';
        throw domain_error_1.DomainError.field(field, this.message ?? `The ${field} must be a positive integer.`);
    }
}
exports.PositiveIdPipe = PositiveIdPipe;
//# sourceMappingURL=positive-id.pipe.js.map