import { DomainError } from './domain-error';

/**
 * A refusal of one row of a batch, rethrown with the row named: field errors keyed
 * `{list}.{index}.{field}` (as the validation pipe keys a nested list), the message prefixed
 * "Row n: " (1-based, as a person counts) and `data.row` the 0-based index. Other errors pass.
 */
export function inRow(error: unknown, list: string, index: number): unknown {
  if (!(error instanceof DomainError)) return error;
  const errors = Object.fromEntries(
    Object.entries(error.options.errors ?? {}).map(([field, messages]) => [`${list}.${index}.${field}`, messages]),
  );
  return new DomainError(error.category, `Row ${index + 1}: ${error.message}`, { ...error.options, errors, data: { row: index } });
}
