import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError, FieldErrors } from '../domain/domain-error';
import { printableName, rejectUnsafeValue } from './unsafe-value';

/** A 422 lists this many fields at most, whatever the body held (a 700 KB body of unknown keys). */
export const MAX_FIELD_ERRORS = 20;

function flatten(errors: ValidationError[], prefix: string, result: FieldErrors): void {
  for (const error of errors) {
    if (Object.keys(result).length >= MAX_FIELD_ERRORS) return;
    const name = printableName(error.property);
    const field = prefix ? `${prefix}.${name}` : name;
    if (error.constraints) {
      // An unknown field gets one clear message rather than whatever else was checked.
      const messages = Object.entries(error.constraints);
      const unknown = messages.find(([constraint]) => constraint === 'whitelistValidation');
      result[field] = unknown ? [`The field ${field} is not allowed.`] : messages.map(([, m]) => m).reverse();
    }
    if (error.children?.length) flatten(error.children, field, result);
  }
}

/** Flattens class-validator's tree into `{ "field.sub": [messages] }`, the first 20 fields. */
export function fieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  // A null prototype: a client's `__proto__` or `constructor` field is just another key here.
  const result: FieldErrors = Object.create(null) as FieldErrors;
  flatten(errors, prefix, result);
  return { ...result };
}

/**
 * class-validator DTOs, unknown fields refused, failures as a 422 with messages per field. Every
 * body, query and path value first passes the one storable-value rule (no NUL, no unpaired surrogate, no number beyond 2^53),
 * whichever DTO or none the handler declares.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') rejectUnsafeValue(value, metadata.data ?? '');
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fields = fieldErrors(errors);
      const first = Object.values(fields)[0]?.[0];
      return DomainError.validation(first ?? 'Validation failed', fields);
    },
  });
}
