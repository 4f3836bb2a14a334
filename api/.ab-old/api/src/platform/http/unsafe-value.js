"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_DEPTH = void 0;
exports.isUnsafeText = isUnsafeText;
exports.printableName = printableName;
exports.findUnsafeValue = findUnsafeValue;
exports.rejectUnsafeValue = rejectUnsafeValue;
const domain_error_1 = require("../domain/domain-error");
/**
 * NUL and unpaired UTF-16 surrogates cannot be stored: PostgreSQL refuses NUL in text and both
 * in jsonb (every event payload), so such a value would fail deep inside a command with a 500.
 * Numbers beyond 2^53 are not the number the client wrote and overflow bigint columns: same fate.
 */
const UNSAFE = new RegExp(String.raw `\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]`);
/** Deeper than any DTO nests; the limit keeps recursive transformers further on off the stack's edge. */
exports.MAX_DEPTH = 32;
function isUnsafeText(text) {
    return UNSAFE.test(text);
}
const MAX_NAME_LENGTH = 64;
/** A client's key as an error may quote it: storable, and short whatever the client sent. */
function printableName(key) {
    const clean = key.replace(new RegExp(UNSAFE.source, 'g'), '\ufffd');
    return clean.length > MAX_NAME_LENGTH ? `${clean.slice(0, MAX_NAME_LENGTH)}…` : clean;
}
function join(prefix, key) {
    const printable = printableName(key);
    return prefix ? `${prefix}.${printable}` : printable;
}
/**
 * The first value of a request's body, query or path that cannot be stored (a string or key with
 * NUL or an unpaired surrogate, a number beyond the safe integers), anywhere in its nesting, named
 * as `field.sub.0`; walked without recursion, so no shape of input can overflow the stack here.
 */
function findUnsafeValue(value, prefix = '') {
    const pending = [{ value, path: prefix, depth: 0 }];
    while (pending.length > 0) {
        const { value: current, path, depth } = pending.pop();
        const field = path || 'body';
        if (typeof current === 'string') {
            if (isUnsafeText(current)) {
                return { field, message: `The ${field} contains a character that is not allowed (NUL or an unpaired surrogate).` };
            }
            continue;
        }
        if (typeof current === 'number') {
            if (Math.abs(current) > Number.MAX_SAFE_INTEGER) {
                return { field, message: `The ${field} must be between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}.` };
            }
            continue;
        }
        if (typeof current !== 'object' || current === null)
            continue;
        if (depth >= exports.MAX_DEPTH)
            return { field, message: `The ${field} is nested too deeply.` };
        for (const [key, child] of Object.entries(current)) {
            const childPath = join(path, key);
            if (isUnsafeText(key)) {
                return { field: childPath, message: `The field name ${childPath} contains a character that is not allowed.` };
            }
            pending.push({ value: child, path: childPath, depth: depth + 1 });
        }
    }
    return null;
}
/** A 422 naming the first unsafe value in a request value; nothing when it is clean. */
function rejectUnsafeValue(value, prefix = '') {
    const found = findUnsafeValue(value, prefix);
    if (found)
        throw domain_error_1.DomainError.field(found.field, found.message);
}
//# sourceMappingURL=unsafe-value.js.map