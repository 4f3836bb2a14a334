import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Max, Min, ValidateBy, ValidationArguments } from 'class-validator';
import { isCalendarDate } from '../../platform/domain/plant-day';

/**
 * Field rules that answer with one message per field: the first rule broken, in the order a
 * person fixes them (missing, wrong kind, out of range). Stacked class-validator decorators
 * would report "required" and "too long" together for a missing name.
 */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export interface TextRule {
  /** Message when missing or blank; without it a blank value is accepted. */
  required?: string;
  max: number;
  tooLong: string;
  min?: [number, string];
  pattern?: [RegExp, string];
  notText?: string;
}

function textProblem(value: unknown, rule: TextRule): string | null {
  if (isBlank(value)) return rule.required ?? null;
  if (typeof value !== 'string') return rule.notText ?? rule.required ?? 'This field must be text.';
  if (rule.min && value.trim().length < rule.min[0]) return rule.min[1];
  if (value.length > rule.max) return rule.tooLong;
  if (rule.pattern && !rule.pattern[0].test(value)) return rule.pattern[1];
  return null;
}

export function TextField(rule: TextRule): PropertyDecorator {
  return ValidateBy({
    name: 'textField',
    validator: {
      validate: (value: unknown) => textProblem(value, rule) === null,
      defaultMessage: (args?: ValidationArguments) => textProblem(args?.value, rule) ?? '',
    },
  });
}

export interface NumberRule {
  /** Message when missing; without it a missing value is accepted. */
  required?: string;
  notNumber: string;
  min?: [number, string];
  max?: [number, string];
  maxDecimals?: number;
  integer?: boolean;
}

function numberProblem(value: unknown, rule: NumberRule): string | null {
  if (value === undefined || value === null || value === '') return rule.required ?? null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return rule.notNumber;
  if (rule.integer && !Number.isInteger(value)) return rule.notNumber;
  if (rule.maxDecimals !== undefined && Math.round(value * 10 ** rule.maxDecimals) / 10 ** rule.maxDecimals !== value)
    return rule.notNumber;
  if (rule.min && value < rule.min[0]) return rule.min[1];
  if (rule.max && value > rule.max[0]) return rule.max[1];
  return null;
}

/** A number field as NumberField let it through: '' and null are absent there, so undefined here. */
export function givenNumber(value: number | '' | null | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

export function NumberField(rule: NumberRule): PropertyDecorator {
  return ValidateBy({
    name: 'numberField',
    validator: {
      validate: (value: unknown) => numberProblem(value, rule) === null,
      defaultMessage: (args?: ValidationArguments) => numberProblem(args?.value, rule) ?? '',
    },
  });
}

/** A plant day written YYYY-MM-DD. */
export function CalendarDate(message: string, options: { required?: string } = {}): PropertyDecorator {
  const problem = (value: unknown) => {
    if (value === undefined || value === null || value === '') return options.required ?? null;
    return isCalendarDate(value) ? null : message;
  };
  return ValidateBy({
    name: 'calendarDate',
    validator: {
      validate: (value: unknown) => problem(value) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args?.value) ?? '',
    },
  });
}

/** A positive integer id (`required`: its message when missing; absent: optional). */
export const idRule = (field: string, required?: string): NumberRule => ({
  required,
  notNumber: `The ${field} must be a positive integer.`,
  integer: true,
  min: [1, `The ${field} must be a positive integer.`],
  max: [Number.MAX_SAFE_INTEGER, `The ${field} must be a positive integer.`],
});

/** Money with at most 2 decimals, from `min` (0: not negative) to `max`. */
export const amountRule = (field: string, min: number, max: number): NumberRule => ({
  notNumber: `The ${field} must be a number with at most 2 decimals.`,
  maxDecimals: 2,
  min: [min, min === 0 ? `The ${field} may not be negative.` : `The ${field} is out of range.`],
  max: [max, `The ${field} is out of range.`],
});

/** A whole number of cans from `min` (0: not negative) to `max`. */
export const cansRule = (field: string, max: number, min = 0): NumberRule => ({
  notNumber: `The ${field} must be a whole number.`,
  integer: true,
  min: [min, min === 0 ? `The ${field} may not be negative.` : `The ${field} is out of range.`],
  max: [max, `The ${field} is out of range.`],
});

/**
 * An id in a query string (`?area_id=4`): a whole number from 1 to 2^53 - 1, else a 422 naming the
 * field ("The area id must be a positive integer."); optional unless `required` gives its message.
 */
export function IdQuery(field: string, options: { required?: string } = {}): PropertyDecorator {
  const message = `The ${field} must be a positive integer.`;
  return applyDecorators(
    options.required ? IsDefined({ message: options.required }) : IsOptional(),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    Max(Number.MAX_SAFE_INTEGER, { message }),
  );
}
