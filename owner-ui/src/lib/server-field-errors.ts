import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client';

/** The server's 422 messages for the form's own fields (the first message of each), or an empty object. */
export function serverFieldErrors<Fields extends string>(error: unknown, fields: readonly Fields[]): Partial<Record<Fields, string>> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const messages = error.fieldErrors();
  return Object.fromEntries(fields.filter((field) => messages[field]).map((field) => [field, messages[field]])) as Partial<
    Record<Fields, string>
  >;
}

/** True when a failure is explained under the form's fields, so a toast would only repeat it. */
export function hasServerFieldErrors(error: unknown, fields: readonly string[]): boolean {
  return Object.keys(serverFieldErrors(error, fields)).length > 0;
}

/** Puts the server's 422 field messages under the form's fields; answers whether any were placed. */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  const messages = serverFieldErrors(error, fields);
  const placed = Object.entries(messages) as Array<[Path<Values>, string]>;
  placed.forEach(([field, message], index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
  return placed.length > 0;
}
