import { ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError, FieldErrors } from '../domain/domain-error';

/** Flattens class-validator's tree into `{ "field.sub": [messages] }`. */
export function fieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      // An unknown field gets one clear message rather than whatever else was checked.
      const messages = Object.entries(error.constraints);
      const unknown = messages.find(([name]) => name === 'whitelistValidation');
      result[field] = unknown ? [`The field ${field} is not allowed.`] : messages.map(([, m]) => m).reverse();
    }
    if (error.children?.length) Object.assign(result, fieldErrors(error.children, field));
  }
  return result;
}

/** class-validator DTOs, unknown fields refused, failures as a 422 with messages per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
