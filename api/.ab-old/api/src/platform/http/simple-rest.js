"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_PAGE_SIZE = void 0;
exports.parseIsoTime = parseIsoTime;
exports.parseSimpleRestList = parseSimpleRestList;
exports.contentRange = contentRange;
exports.sendListHeaders = sendListHeaders;
exports.writableFields = writableFields;
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const domain_error_1 = require("../domain/domain-error");
const positive_id_pipe_1 = require("./positive-id.pipe");
const unsafe_value_1 = require("./unsafe-value");
const validation_1 = require("./validation");
const DEFAULT_PAGE_SIZE = 25;
/** No /api/admin list answers more rows than this in one page; a larger range is clamped to it. */
exports.MAX_PAGE_SIZE = 1000;
function parseJson(name, raw) {
    if (raw === undefined || raw === null || raw === '')
        return undefined;
    if (typeof raw !== 'string')
        throw new domain_error_1.DomainError('bad_request', `The ${name} parameter must be JSON.`);
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch {
        throw new domain_error_1.DomainError('bad_request', `The ${name} parameter is not valid JSON.`);
    }
    // The query string passed the value rule as JSON text; what it decodes to must pass it too.
    (0, unsafe_value_1.rejectUnsafeValue)(value, name);
    return value;
}
function parseSort(raw, options) {
    const value = parseJson('sort', raw);
    if (!Array.isArray(value))
        return options.defaultSort;
    const [field, order] = value;
    if (typeof field !== 'string' || !options.sortable.includes(field))
        return options.defaultSort;
    return { field, order: String(order).toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
}
const isIndex = (n) => Number.isSafeInteger(n) && n >= 0;
/**
 * `range=[start,end]` (inclusive), or json-server's `_start`/`_end` (end exclusive); both zero-based
 * safe integers. A page larger than the list's maximum is clamped (Content-Range says what came).
 */
function parseRange(query, maxPageSize) {
    const value = parseJson('range', query.range);
    let bounds;
    if (value !== undefined)
        bounds = Array.isArray(value) ? value : [];
    else if (query._start !== undefined || query._end !== undefined) {
        const start = Number(query._start ?? 0);
        const end = Number(query._end ?? NaN) - 1;
        if (!isIndex(start) || !isIndex(end + 1) || end < start) {
            throw new domain_error_1.DomainError('bad_request', 'The _start and _end parameters must be whole numbers with 0 <= _start < _end.');
        }
        bounds = [start, end];
    }
    if (bounds === undefined)
        return [0, DEFAULT_PAGE_SIZE - 1];
    const valid = bounds.length === 2 && bounds.every(isIndex) && bounds[1] >= bounds[0];
    if (!valid)
        throw new domain_error_1.DomainError('bad_request', 'The range parameter must be [start, end], whole numbers with 0 <= start <= end.');
    const [start, end] = bounds;
    if (start > Number.MAX_SAFE_INTEGER - maxPageSize)
        throw new domain_error_1.DomainError('bad_request', 'The range parameter starts too far.');
    return [start, Math.min(end, start + maxPageSize - 1)];
}
function refuseFilter(name, expected) {
    const message = `The filter ${name} must be ${expected}.`;
    throw new domain_error_1.DomainError('bad_request', message, { errors: { [`filter.${name}`]: [message] } });
}
function parseFilterValue(name, kind, value) {
    switch (kind) {
        case 'id':
            return (0, positive_id_pipe_1.parsePositiveId)(value) ?? refuseFilter(name, 'a positive integer');
        case 'boolean':
            if (typeof value === 'boolean')
                return value;
            if (value === 'true' || value === 'false')
                return value === 'true';
            return refuseFilter(name, 'true or false');
        case 'timestamp': {
            const time = typeof value === 'string' ? parseIsoTime(value) : null;
            return time ?? refuseFilter(name, 'an ISO timestamp');
        }
        case 'text':
            return typeof value === 'string' ? value : refuseFilter(name, 'text');
    }
}
/** An ISO timestamp (date first) that PostgreSQL can store too (it has no year 0), or null. */
function parseIsoTime(raw) {
    const time = new Date(raw);
    if (Number.isNaN(time.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(raw) || time.getUTCFullYear() < 1)
        return null;
    return time;
}
function parseFilter(raw, kinds) {
    const value = parseJson('filter', raw);
    if (value === undefined)
        return {};
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new domain_error_1.DomainError('bad_request', 'The filter parameter must be a JSON object.');
    }
    const filter = { ...value };
    for (const [name, kind] of Object.entries({ q: 'text', ...kinds })) {
        if (!Object.hasOwn(filter, name))
            continue;
        const given = filter[name];
        if (given === undefined || given === null || given === '')
            delete filter[name];
        else
            filter[name] = parseFilterValue(name, kind, given);
    }
    return filter;
}
function idsOf(filter) {
    if (filter.id === undefined)
        return null;
    const list = Array.isArray(filter.id) ? filter.id : [filter.id];
    return list.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}
/** Reads `sort`, `range` and `filter` from a request's query string. Bad JSON or a bad filter value is a 400. */
function parseSimpleRestList(query, options) {
    const maxPageSize = Math.min(options.maxPageSize ?? exports.MAX_PAGE_SIZE, exports.MAX_PAGE_SIZE);
    const filter = parseFilter(query.filter, options.filters ?? {});
    const ids = idsOf(filter);
    const range = ids ? [0, Math.max(ids.length, 1) - 1] : parseRange(query, maxPageSize);
    const q = typeof filter.q === 'string' && filter.q.trim() !== '' ? filter.q.trim() : null;
    return { sort: parseSort(query.sort, options), range, offset: range[0], limit: range[1] - range[0] + 1, filter, ids, q };
}
/** `resource 0-24/319`; an empty page has no range, only the total: `resource *\/319`. */
function contentRange(resource, offset, count, total) {
    return count > 0 ? `${resource} ${offset}-${offset + count - 1}/${total}` : `${resource} */${total}`;
}
/** Sets Content-Range (and exposes it to cross-origin clients) for a list answer. */
function sendListHeaders(reply, resource, list, count, total) {
    reply.header('Content-Range', contentRange(resource, list.offset, count, total));
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
}
/**
 * react-admin sends the whole record back on update (id, counts, timestamps...). Keeps only the
 * writable fields and validates them with the same DTO as the enveloped `/api` route; a 422 otherwise.
 */
async function writableFields(dto, body, fields) {
    const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
    // A null is a field react-admin left empty: not given, so the DTO's own rules decide (required or unchanged).
    const given = (field) => source[field] !== undefined && source[field] !== null;
    const picked = Object.fromEntries(fields.filter(given).map((field) => [field, source[field]]));
    const instance = (0, class_transformer_1.plainToInstance)(dto, picked);
    const errors = await (0, class_validator_1.validate)(instance, { whitelist: true, forbidNonWhitelisted: false });
    if (errors.length > 0) {
        const fields = (0, validation_1.fieldErrors)(errors);
        throw domain_error_1.DomainError.validation(Object.values(fields)[0]?.[0] ?? 'Validation failed', fields);
    }
    return instance;
}
//# sourceMappingURL=simple-rest.js.map