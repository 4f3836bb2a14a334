import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Envelope, WithMessage } from './envelope';

/** How a matched route's success is sent: in the envelope with this message, or as it is ('raw'). */
export type EnvelopeRule = { message: string | undefined } | 'raw';

const RULE = Symbol('paani:envelope-rule');
type WithRule = FastifyRequest & { [RULE]?: EnvelopeRule };

/** Called for every matched API route (by the auth guard, which every route passes). */
export function setEnvelopeRule(request: FastifyRequest, rule: EnvelopeRule): void {
  (request as WithRule)[RULE] = rule;
}

function enveloping(request: FastifyRequest, reply: FastifyReply): { message: string | undefined } | undefined {
  const rule = (request as WithRule)[RULE];
  // Errors are already shaped by the exception filter; static files and raw routes carry no rule.
  return rule === undefined || rule === 'raw' || reply.statusCode >= 400 ? undefined : rule;
}

export function envelopeOf(result: unknown, message: string | undefined): Envelope<unknown> {
  if (result instanceof WithMessage) return { success: true, data: result.data, message: result.message };
  return { success: true, data: result ?? null, message: message ?? 'OK' };
}

/**
 * Wraps every successful /api answer in `{ success, data, message }`, as Fastify hooks rather
 * than a Nest interceptor: an interceptor costs every request an rxjs pipeline and async-context
 * bindings (about a tenth of a simple read's CPU), a hook a property read. Objects are wrapped
 * before serialization; a handler that returned nothing gets `data: null`.
 */
export function registerEnvelope(fastify: FastifyInstance): void {
  fastify.addHook('preSerialization', (request, reply, payload, done) => {
    const rule = enveloping(request, reply);
    done(null, rule ? envelopeOf(payload, rule.message) : payload);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const rule = payload === undefined ? enveloping(request, reply) : undefined;
    if (!rule) return done(null, payload);
    reply.header('content-type', 'application/json; charset=utf-8');
    done(null, JSON.stringify(envelopeOf(null, rule.message)));
  });
}
