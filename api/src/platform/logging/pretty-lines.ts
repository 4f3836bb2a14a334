import type { Writable } from 'node:stream';
import { build, type PrettyStream } from 'pino-pretty';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields the readable text below already says (or that say nothing to a person); pino-pretty leaves them out. */
const SAID = ['hostname', 'context', 'req', 'res', 'responseTime', 'reqId', 'event'].join(',');

/**
 * What a line says, after its time, level and process id: `[Context] message`; a request's line
 * as `GET /api/plans?page=2 200 12 ms`; a committed event's as `CustomerRegistered customer-12 v1`;
 * then the id of the request it was written in. The line's fields are the ones pino wrote, so
 * already censored (withoutSecrets, a pino formatter) and the URL already redacted (request-log.ts).
 */
export function readableMessage(log: Fields, messageKey: string): string {
  const parts: string[] = [];
  const { context, req, res, event } = log;
  if (typeof context === 'string' && context !== '') parts.push(`[${context}]`);
  if (isObject(req) && isObject(res)) parts.push(`${req.method} ${req.url} ${res.statusCode} ${log.responseTime} ms`);
  else if (isObject(event)) parts.push(`${event.type} ${event.streamId} v${event.version}`);
  else if (log[messageKey] !== undefined) parts.push(String(log[messageKey]));
  const requestId = (isObject(req) ? req.id : undefined) ?? log.reqId;
  if (requestId !== undefined) parts.push(`req=${requestId}`);
  return parts.join(' ');
}

/**
 * A pino destination that writes each line as one readable line (pino-pretty): local time,
 * level, process id (several HTTP processes may share the terminal), readableMessage, any other
 * fields on the same line; an error's stack below it. In this process and synchronous, not a
 * pino transport's worker thread: a line written just before `process.exit` (a stop, a failed
 * start) is not lost, the message format can be a function, and each of up to WEB_CONCURRENCY
 * processes runs no extra thread. Formatting costs the event loop some CPU, which is why
 * production writes JSON (LOG_FORMAT).
 */
export function prettyLines(options: { destination?: Writable; colorize?: boolean } = {}): PrettyStream {
  return build({
    destination: options.destination ?? 1,
    sync: true,
    ...(options.colorize === undefined ? {} : { colorize: options.colorize }),
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: SAID,
    messageFormat: readableMessage,
  });
}

let toStdout: PrettyStream | undefined;

/** prettyLines to standard output, one stream per process: every logger of every app made here writes through it. */
export function prettyStdout(): PrettyStream {
  return (toStdout ??= prettyLines());
}
