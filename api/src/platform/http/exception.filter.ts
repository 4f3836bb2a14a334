import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, FieldErrors } from '../domain/domain-error';
import { ERROR_CODES } from '../domain/error-codes';
import { StoredAnswerReplay } from '../idempotency/idempotency-key';
import { DEFAULT_MESSAGES, STATUS_BY_CATEGORY } from './error-status';
import { SpaFallback } from './spa-fallback';

interface ErrorBody {
  status: number;
  message: string;
  code?: string;
  errors?: FieldErrors;
  data?: unknown;
  /** Sent as Retry-After (a 429 that knows when its window ends). */
  retryAfterSeconds?: number;
}

/** Fastify's own errors (bad JSON, body too large, wrong content type) carry a status code. */
function isFastifyError(error: unknown): error is { statusCode: number; code: string; message: string } {
  return typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

const INVALID_JSON = 'The request body is not valid JSON.';

export const DATABASE_UNAVAILABLE = 'The database is not reachable right now. Please try again shortly.';

/** Node's socket failures, and PostgreSQL's connection class (08) and shutdown codes (57P01-57P03). */
const UNREACHABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|08\w{3}|57P0[123])$/;
/** What node-postgres says when the server went away mid-statement or no connection came in time. */
const UNREACHABLE_MESSAGES = /Connection terminated|terminating connection|connection error|timeout exceeded when trying to connect/i;

/**
 * PostgreSQL went away (a restart, a crash, the network): a 503 the clients retry (the rider's
 * outbox keeps the entry), not a 500 that reads as a bug. TypeORM wraps the driver's error.
 */
function databaseUnreachable(error: unknown): boolean {
  for (const candidate of [error, (error as { driverError?: unknown } | null)?.driverError]) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

export function describeError(error: unknown): ErrorBody {
  if (error instanceof DomainError) {
    return {
      status: STATUS_BY_CATEGORY[error.category],
      message: error.message,
      code: error.code,
      errors: error.options.errors,
      data: error.options.data,
      retryAfterSeconds: error.options.retryAfterSeconds,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const text = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    // Nest hands Fastify's body-parser failure over as a plain 400 with Fastify's wording.
    if (status === 400 && typeof text === 'string' && text.includes('JSON')) return { status, message: INVALID_JSON };
    const message = status === 404 ? DEFAULT_MESSAGES[404] : typeof text === 'string' ? text : DEFAULT_MESSAGES[status];
    return { status, message: message ?? error.message };
  }
  if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    const status = error.statusCode;
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? INVALID_JSON
        : (DEFAULT_MESSAGES[status] ?? error.message);
    return { status, message, code: error.code };
  }
  if (databaseUnreachable(error)) return { status: 503, message: DATABASE_UNAVAILABLE, code: ERROR_CODES.databaseUnavailable };
  return { status: 500, message: DEFAULT_MESSAGES[500] };
}

/**
 * The answer for a described error: the envelope, or on the react-admin surface (/api/admin) its
 * own shape. Also used by the idempotency gate, which answers some repeats after their handler ran.
 */
export function errorAnswer(path: string, body: ErrorBody): { status: number; body: Record<string, unknown> } {
  if (path.startsWith('/api/admin/')) {
    const errors = body.errors
      ? Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages[0]]))
      : undefined;
    return { status: body.status, body: { message: body.message, errors, error_code: body.code } };
  }
  return {
    status: body.status,
    body: {
      success: false,
      data: body.data ?? null,
      message: body.message,
      ...(body.code ? { error_code: body.code } : {}),
      ...(body.errors ? { errors: body.errors } : {}),
    },
  };
}

/**
 * Every failure leaves as the envelope `{ success: false, data, message, error_code?, errors? }`;
 * on the react-admin surface (/api/admin) as `{ message, errors: { field: message } }`,
 * the shape react-admin puts under its form fields. Unknown non-API paths get the SPA.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly spa: SpaFallback) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // A repeated command: the idempotency gate's onSend hook sends the stored answer.
    if (error instanceof StoredAnswerReplay) {
      void reply.send(null);
      return;
    }
    const body = describeError(error);
    const path = request.url.split('?')[0];

    if (body.status === 404 && !path.startsWith('/api') && this.spa.serve(request, reply)) return;
    if (body.status >= 500) this.logger.error({ err: error, path }, 'Unhandled error');

    const answer = errorAnswer(path, body);
    if (body.retryAfterSeconds) void reply.header('retry-after', String(body.retryAfterSeconds));
    void reply.status(answer.status).send(answer.body);
  }
}
