import type {
  Expense,
  ExpenseAmountsByCategory,
  ExpenseCategory,
  ExpenseDetail,
  ExpenseHistoryEntry,
  ExpenseList,
  ExpenseTotals,
  ExpenseValues,
} from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { bool, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';

import { IsIn, IsOptional, Matches, ValidateBy, ValidationArguments } from 'class-validator';
import { CalendarDate, IdQuery, NumberField, TextField } from '../plants/field-rules';
import { PlantPageQueryDto, PlantQueryDto } from '../plants/plant-query.dto';
import { EXPENSE_CATEGORIES } from './expense.events';

const MAX_AMOUNT = 1_000_000_000;
const CATEGORY_MESSAGE = `The category must be one of ${EXPENSE_CATEGORIES.join(', ')}.`;
const NOTE = { max: 500, notText: 'The note must be text.', tooLong: 'The note may not be longer than 500 characters.' };
const REASON = {
  required: 'A reason is required.',
  notText: 'A reason is required.',
  max: 500,
  tooLong: 'The reason may not be longer than 500 characters.',
};
const AMOUNT = {
  notNumber: 'The amount must be a number with at most 2 decimals.',
  maxDecimals: 2,
  min: [0.01, 'The amount must be greater than 0.'] as [number, string],
  max: [MAX_AMOUNT, 'The amount is out of range.'] as [number, string],
};
const EMPLOYEE_ID = {
  notNumber: 'The employee id must be a positive integer.',
  integer: true,
  min: [1, 'The employee id must be a positive integer.'] as [number, string],
  max: [Number.MAX_SAFE_INTEGER, 'The employee id must be a positive integer.'] as [number, string],
};

function Category(options: { required?: string } = {}): PropertyDecorator {
  const problem = (value: unknown) => {
    if (value === undefined || value === null || value === '') return options.required ?? null;
    return (EXPENSE_CATEGORIES as readonly unknown[]).includes(value) ? null : CATEGORY_MESSAGE;
  };
  return ValidateBy({
    name: 'expenseCategory',
    validator: {
      validate: (value: unknown) => problem(value) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args?.value) ?? '',
    },
  });
}

/** The fields every expense body may carry. */
class ExpenseExtras {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, example: 'Diesel for the generator' })
  @TextField(NOTE)
  note?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'An employee of the plant (paid to, or spent by); null for none' })
  @NumberField(EMPLOYEE_ID)
  employee_id?: number | null;
}

/** The fields of an expense as a correction gives them: absent ones keep their value. */
export class ExpenseFields extends ExpenseExtras {
  @ApiPropertyOptional({ example: '2026-11-24', description: "The plant's day of the expense (YYYY-MM-DD): not in the future, not locked" })
  @CalendarDate('The date must be a day written YYYY-MM-DD.')
  date?: string;

  @ApiPropertyOptional({ enum: EXPENSE_CATEGORIES })
  @Category()
  category?: ExpenseCategory;

  @ApiPropertyOptional({ minimum: 0.01, example: 2500, description: 'PKR, greater than 0, at most 2 decimals' })
  @NumberField(AMOUNT)
  amount?: number;
}

export class CreateExpenseDto extends ExpenseExtras {
  @ApiProperty({ example: '2026-11-24', description: "The plant's day of the expense (YYYY-MM-DD): not in the future, not locked" })
  @CalendarDate('The date must be a day written YYYY-MM-DD.', { required: 'The date is required.' })
  date: string;

  @ApiProperty({ enum: EXPENSE_CATEGORIES })
  @Category({ required: 'The category is required.' })
  category: ExpenseCategory;

  @ApiProperty({ minimum: 0.01, example: 2500, description: 'PKR, greater than 0, at most 2 decimals' })
  @NumberField({ ...AMOUNT, required: 'The amount is required.' })
  amount: number;
}

/** PUT /expenses/{id}: a correction, recorded with the values before and after; absent fields keep theirs. */
export class CorrectExpenseDto extends ExpenseFields {
  @ApiProperty({ maxLength: 500, description: 'Why the expense is corrected' })
  @TextField(REASON)
  reason: string;
}

/** DELETE /expenses/{id} body: why it is reversed (or `reason` in the query). */
export class ReverseExpenseDto {
  @ApiPropertyOptional({ maxLength: 500, description: 'Why the expense is reversed (required here or in the query)' })
  @TextField({ ...REASON, required: undefined })
  reason?: string;
}

export class ReverseExpenseQueryDto extends PlantQueryDto {
  @ApiPropertyOptional({ maxLength: 500, description: 'Why the expense is reversed (required here or in the body)' })
  @TextField({ ...REASON, required: undefined })
  reason?: string;
}

export class ExpenseShowQueryDto extends PlantQueryDto {}

/** GET /expenses: a month (YYYY-MM) or a range of days, a category, an employee, a page (25 unless asked, at most 100). */
export class ExpenseListQueryDto extends PlantPageQueryDto {
  @ApiPropertyOptional({
    example: '2026-11',
    description: "A month of the plant's days (YYYY-MM); this month when neither month nor from/to is given",
  })
  @IsOptional()
  @Matches(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, { message: 'The month must be written YYYY-MM.' })
  month?: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'The first day (YYYY-MM-DD)' })
  @CalendarDate('The from date must be a day written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'The last day (YYYY-MM-DD)' })
  @CalendarDate('The to date must be a day written YYYY-MM-DD.')
  to?: string;

  @ApiPropertyOptional({ enum: EXPENSE_CATEGORIES })
  @IsOptional()
  @IsIn(EXPENSE_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: ExpenseCategory;

  @ApiPropertyOptional({ description: 'Expenses of this employee' })
  @IdQuery('employee id')
  employee_id?: number;
}

/** An amount per category: every category is present (0 when none). */
export const ExpenseAmountsByCategoryResponse = model('ExpenseAmountsByCategoryResponse', {
  fuel: num(),
  maintenance: num(),
  staff_wages: num(),
  electricity: num(),
  filters_and_consumables: num(),
  rent: num(),
  other: num(),
} satisfies Fields<ExpenseAmountsByCategory>);

/** An expense of a plant; corrections and a reversal are kept in its history. */
const expenseFields = {
  id: num({ example: 31 }),
  filter_plant_id: num({ example: 1 }),
  date: text({ example: '2026-11-24', description: "YYYY-MM-DD, the plant's day" }),
  category: oneOf(EXPENSE_CATEGORIES),
  amount: num({ example: 2500 }),
  note: text().nullable(),
  employee_id: num().nullable(),
  employee_name: text({ description: "The employee's current name; null when none (or removed)" }).nullable(),
  status: oneOf(['recorded', 'reversed']),
  reversal_reason: text({ description: 'Why it was reversed; null unless reversed' }).nullable(),
  reversed_at: moment().nullable(),
  corrections: num({ description: 'How many times it was corrected' }),
  locked: bool({ description: "Older than the plant's lock period: it can be reversed, not corrected" }),
  created_at: moment(),
  updated_at: moment(),
} satisfies Fields<Expense>;
export const ExpenseResponse = model('ExpenseResponse', expenseFields);

export const ExpenseValuesResponse = model('ExpenseValuesResponse', {
  date: text({ example: '2026-11-24' }),
  category: oneOf(EXPENSE_CATEGORIES),
  amount: num(),
  note: text().nullable(),
  employee_id: num().nullable(),
} satisfies Fields<ExpenseValues>);

/** One fact of an expense's history, oldest first. */
export const ExpenseHistoryEntryResponse = model('ExpenseHistoryEntryResponse', {
  version: num({ example: 1 }),
  kind: oneOf(['recorded', 'corrected', 'reversed']),
  values: one(ExpenseValuesResponse, {
    description: 'recorded: the values; corrected: the values after; reversed: the values taken out',
  }),
  before: one(ExpenseValuesResponse, { description: 'corrected: the values before; null otherwise' }).nullable(),
  reason: text().nullable(),
  recorded_at: moment(),
} satisfies Fields<ExpenseHistoryEntry>);

/** An expense with its history. */
export const ExpenseDetailResponse = model('ExpenseDetailResponse', {
  ...expenseFields,
  history: list(ExpenseHistoryEntryResponse),
} satisfies Fields<ExpenseDetail>);

export const ExpenseTotalsResponse = model('ExpenseTotalsResponse', {
  amount: num(),
  by_category: one(ExpenseAmountsByCategoryResponse),
} satisfies Fields<ExpenseTotals>);

/** GET /filter-owner/expenses. */
export const ExpenseListResponse = model('ExpenseListResponse', {
  data: list(ExpenseResponse, { description: 'Newest day first; reversed expenses included' }),
  current_page: num({ example: 1 }),
  last_page: num({ example: 1 }),
  per_page: num({ example: 25 }),
  total: num(),
  totals: one(ExpenseTotalsResponse, {
    description: 'Over every matching expense, not only this page; reversed ones left out',
  }),
} satisfies Fields<ExpenseList>);
