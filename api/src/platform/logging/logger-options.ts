import { Logger as NestPinoLogger, PinoLogger, type Params } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { AppConfig } from '../config/app-config';
import { currentContext } from '../context/request-context';
import { prettyStdout } from './pretty-lines';

const SECRET_QUERY = /([?&](?:token|access_token|password|pin|hub\.verify_token)=)[^&]*/gi;
/** Links whose path is the key: a customer's page and a shared statement (the page's and the API's addresses). */
const SECRET_PATH = /^((?:\/api\/public\/customer-page|\/api\/public\/statements|\/c|\/s)\/)[^/?]+/;

export function redactQuery(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

const CENSORED = '[redacted]';
/** Fields never written, at the top of a line or one object down (`*.password`); and headers that carry credentials. */
// A WhatsApp account's access token and app secret, as sent and as sealed, too.
const SECRET_FIELDS = new Set([
  'password',
  'password_hash',
  'token',
  'access_token',
  'app_secret',
  'access_token_sealed',
  'app_secret_sealed',
]);
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'x-customer-pin']);

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

/**
 * Logs with the request id on every line written while a request runs, and nothing secret in
 * them: JSON lines, or with LOG_FORMAT=pretty one readable line each (pretty-lines.ts). Either
 * way pino applies `formatters.log` (withoutSecrets) before it hands a line to its destination,
 * so pino-pretty only ever sees censored lines. The request lines themselves are written by a
 * Fastify hook (request-log.ts): no route runs nestjs-pino's pino-http middleware (`forRoutes:
 * []`); the module provides the logger Nest writes through.
 */
export function loggerOptions(config: AppConfig): Params {
  const options: Options = {
    level: config.LOG_LEVEL,
    // pino-http's own req/res serializers expect Node's request objects; request-log.ts writes plain fields.
    wrapSerializers: false,
    // Not pino's `redact`: its wildcard paths clone every line before writing it, a tenth of a
    // small request's CPU (perf, GET /api/profile). withoutSecrets copies only a line that has one.
    formatters: { log: withoutSecrets },
    // The running request's id (its events' request_id), on what is logged while it runs.
    mixin: () => {
      const requestId = currentContext()?.requestId;
      return requestId ? { reqId: requestId } : {};
    },
  };
  return { forRoutes: [], pinoHttp: config.LOG_FORMAT === 'pretty' ? [options, prettyStdout()] : options };
}

/**
 * Nest's logger writing through pino with the app's options, for what is logged before an app
 * exists (the cluster's primary process, the embedded database's start): `Logger.overrideLogger`
 * with it, and those lines are in LOG_FORMAT as well. The app's own logger (app.useLogger)
 * takes over once it is made.
 */
export function startLogger(config: AppConfig): NestPinoLogger {
  const params = loggerOptions(config);
  return new NestPinoLogger(new PinoLogger(params), params);
}
