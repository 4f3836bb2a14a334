/**
 * The one error type features throw for a refused command or a failed lookup.
 * Its category decides the HTTP status (see platform/http/error-status.ts), so
 * every feature answers alike; `code` is the `error_code` clients read, where there is one.
 */
export type ErrorCategory =
  'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'validation' | 'locked' | 'too_many_requests' | 'unavailable';

export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  constructor(
    readonly category: ErrorCategory,
    message: string,
    readonly options: { code?: string; errors?: FieldErrors; data?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get code(): string | undefined {
    return this.options.code;
  }

  static validation(message: string, errors?: FieldErrors, code?: string): DomainError {
    return new DomainError('validation', message, { errors, code });
  }

  /** A single-field validation failure, the most common refusal. */
  static field(field: string, message: string): DomainError {
    return new DomainError('validation', message, { errors: { [field]: [message] } });
  }

  static notFound(message: string, code?: string): DomainError {
    return new DomainError('not_found', message, { code });
  }

  static forbidden(message: string, code?: string): DomainError {
    return new DomainError('forbidden', message, { code });
  }

  static conflict(message: string, code?: string): DomainError {
    return new DomainError('conflict', message, { code });
  }

  /** 429 with the seconds to wait, sent as Retry-After. */
  static tooMany(message: string, code: string, retryAfterSeconds: number): DomainError {
    return new DomainError('too_many_requests', message, { code, retryAfterSeconds });
  }
}
