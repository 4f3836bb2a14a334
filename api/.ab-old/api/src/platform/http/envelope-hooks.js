"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.setEnvelopeRule = setEnvelopeRule;
exports.envelopeOf = envelopeOf;
exports.registerEnvelope = registerEnvelope;
const envelope_1 = require("./envelope");
const RULE = Symbol('paani:envelope-rule');
/** Called for every matched API route (by the auth guard, which every route passes). */
function setEnvelopeRule(request, rule) {
    request[RULE] = rule;
}
function enveloping(request, reply) {
    const rule = request[RULE];
    // Errors are already shaped by the exception filter; static files and raw routes carry no rule.
    return rule === undefined || rule === 'raw' || reply.statusCode >= 400 ? undefined : rule;
}
function envelopeOf(result, message) {
    if (result instanceof envelope_1.WithMessage)
        return { success: true, data: result.data, message: result.message };
    return { success: true, data: result ?? null, message: message ?? 'OK' };
}
/**
 * Wraps every successful /api answer in `{ success, data, message }`, as Fastify hooks rather
 * than a Nest interceptor: an interceptor costs every request an rxjs pipeline and async-context
 * bindings (about a tenth of a simple read's CPU), a hook a property read. Objects are wrapped
 * before serialization; a handler that returned nothing gets `data: null`.
 */
function registerEnvelope(fastify) {
    fastify.addHook('preSerialization', (request, reply, payload, done) => {
        const rule = enveloping(request, reply);
        done(null, rule ? envelopeOf(payload, rule.message) : payload);
    });
    fastify.addHook('onSend', (request, reply, payload, done) => {
        const rule = payload === undefined ? enveloping(request, reply) : undefined;
        if (!rule)
            return done(null, payload);
        reply.header('content-type', 'application/json; charset=utf-8');
        done(null, JSON.stringify(envelopeOf(null, rule.message)));
    });
}
//# sourceMappingURL=envelope-hooks.js.map