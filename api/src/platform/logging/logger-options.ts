import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../config/app-config';

const SECRET_QUERY = /([?&](?:token|access_token|password)=)[^&]*/gi;

export function redactQuery(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, '$1[redacted]');
}

const CENSORED = '[redacted]';
/** Fields never written, at the top of a line or one object down (`*.password`); and headers that carry credentials. */
const SECRET_FIELDS = new Set(['password', 'password_hash', 'token']);
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie']);

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `fields` with each field named in `secret` censored, and each object under `inner` scrubbed by it: the same object when nothing was. */
function censored(fields: Fields, secret: Set<string>, inner?: (value: Fields, key: string) => Fields): Fields {
  let copy: Fields | undefined;
  for (const key in fields) {
    const value = fields[key];
    const scrubbed = secret.has(key) ? CENSORED : inner && isObject(value) ? inner(value, key) : value;
    if (scrubbed !== value) (copy ??= { ...fields })[key] = scrubbed;
  }
  return copy ?? fields;
}

/**
 * A log line's fields as written: passwords, password hashes and tokens censored at the top and
 * one object down, credentials censored in any `headers` one object down (`req.headers`). The
 * line is the same object when it holds none, which is every request's line: no copy.
 */
export function withoutSecrets(fields: Fields): Fields {
  return censored(fields, SECRET_FIELDS, (value) =>
    censored(value, SECRET_FIELDS, (inner, key) => (key === 'headers' ? censored(inner, SECRET_HEADERS) : inner)),
  );
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
      // Not pino's `redact`: its wildcard paths clone every line before writing it, a tenth of a
      // small request's CPU (perf, GET /api/profile). withoutSecrets copies only a line that has one.
      formatters: { log: withoutSecrets },
      serializers: {
        // A token may travel in a query string (the queue dashboard's hand-over): never log it.
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactQuery(req.url) }),
        // The status only: the headers are the same security headers on every line.
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      // Under Nest's middleware `url` has lost the global prefix; `originalUrl` is what the client asked for.
      autoLogging: {
        ignore: (request: IncomingMessage & { originalUrl?: string }) => !(request.originalUrl ?? request.url)?.startsWith('/api'),
      },
    },
  };
}
