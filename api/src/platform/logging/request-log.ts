import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { API_PREFIX } from '../http/route-access';
import { redactQuery } from './logger-options';

const API_PATH = `/${API_PREFIX}`;

/** A client's `x-request-id` is kept when it is a plain token of at most 64 characters. */
const CLIENT_REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * A request's id, in its log line and its events' `request_id`: the client's `x-request-id`
 * (for tracing across services) when it is a plain token, otherwise a UUID, so the ids stay
 * unique across restarts and processes and no client writes what it likes into the logs.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The line written for one answered request. */
function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    req: { id: String(request.id), method: request.method, url: redactQuery(request.url) },
    res: { statusCode: reply.statusCode },
    responseTime: Math.round(reply.elapsedTime),
  };
}

/**
 * One JSON line per /api request once it is answered (request id, method, URL, status, time in
 * ms), at error level for a 5xx; static files are not logged. A Fastify hook rather than pino-http
 * as Nest middleware: that ran every request through Express-style middleware and made a child
 * logger for each, about a twentieth of a small request's CPU. The id is the request's own
 * (requestIdOf), the one its events carry as `request_id`.
 */
export function registerRequestLog(fastify: FastifyInstance, logger: () => Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith(API_PATH)) {
      const line = requestLine(request, reply);
      if (reply.statusCode >= 500) logger().error(line, 'request errored');
      else logger().info(line, 'request completed');
    }
    done();
  });
}
