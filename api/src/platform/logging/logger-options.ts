import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../config/app-config';

const SECRET_QUERY = /([?&](?:token|access_token|password)=)[^&]*/gi;

export function redactQuery(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, '$1[redacted]');
}

/** Structured JSON logs with the request id on every line, and nothing secret in them. */
export function loggerOptions(config: AppConfig): Params {
  return {
    // Every path, in the router's own wildcard syntax (the default '*' is a legacy spelling it warns about).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.LOG_LEVEL,
      genReqId: (request: IncomingMessage) => {
        const given = request.headers['x-request-id'];
        return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
      },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.password_hash', '*.token'],
        censor: '[redacted]',
      },
      serializers: {
        // A token may travel in a query string (the queue dashboard's hand-over): never log it.
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactQuery(req.url) }),
      },
      // Under Nest's middleware `url` has lost the global prefix; `originalUrl` is what the client asked for.
      autoLogging: {
        ignore: (request: IncomingMessage & { originalUrl?: string }) => !(request.originalUrl ?? request.url)?.startsWith('/api'),
      },
    },
  };
}
