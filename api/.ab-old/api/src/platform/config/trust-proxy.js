"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseTrustProxy = parseTrustProxy;
exports.trustProxyProblem = trustProxyProblem;
const node_net_1 = require("node:net");
/** proxy-addr's names for the private ranges, accepted as Fastify accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;
function entryProblem(entry) {
    if (NAMED_RANGES.has(entry))
        return null;
    const [address, prefix, extra] = entry.split('/');
    const family = (0, node_net_1.isIP)(address);
    if (family === 0 || extra !== undefined)
        return `"${entry}" is not an IP address or CIDR range`;
    if (prefix === undefined)
        return null;
    const bits = family === 4 ? 32 : 128;
    if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
        return `"${entry}" has a prefix length outside 0-${bits}`;
    return null;
}
/**
 * TRUST_PROXY as Fastify's trustProxy. Unset or `false`: the socket's address is the client
 * and X-Forwarded-For is ignored. A number: that many proxies in front, each appending to
 * X-Forwarded-For. Otherwise a comma-separated list of the proxies' addresses or CIDR ranges.
 * `true` is refused: it would let any client choose its own address with X-Forwarded-For.
 */
function parseTrustProxy(value) {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false')
        return false;
    if (text === 'true')
        throw new Error('TRUST_PROXY=true would believe any X-Forwarded-For: give the addresses of the proxies or the number of hops');
    if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops < 1 || hops > MAX_HOPS)
            throw new Error(`TRUST_PROXY as a hop count must be 1-${MAX_HOPS}`);
        return hops;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
        const problem = entryProblem(entry);
        if (problem)
            throw new Error(`TRUST_PROXY: ${problem}`);
    }
    return entries;
}
/** The validation message for a TRUST_PROXY value, or null when Fastify can use it. */
function trustProxyProblem(value) {
    if (value !== undefined && typeof value !== 'string')
        return 'TRUST_PROXY must be a string';
    try {
        parseTrustProxy(value);
        return null;
    }
    catch (error) {
        return error.message;
    }
}
//# sourceMappingURL=trust-proxy.js.map