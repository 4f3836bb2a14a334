import { ApiPropertyOptional } from '@nestjs/swagger';
import { bool, day, Field, Fields, json, list, manyOf, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
import type {
  CustomerImportColumn,
  CustomerImportCounts,
  CustomerImportDryRun,
  CustomerImportExisting,
  CustomerImportField,
  CustomerImportFormat,
  CustomerImportPreviewRow,
  CustomerImportProductTarget,
  CustomerImportRowError,
  CustomerImportStarted,
  CustomerImportState,
  CustomerImportStatus,
  CustomerImportValues,
} from '@paani/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DomainError } from '../../platform/domain/domain-error';
import { createValidationPipe } from '../../platform/http/validation';
import { IMPORT_FIELDS, parseMapping } from './import-columns';
import type { ImportOptions } from './import-analysis';

const YES_NO = ['true', 'false', '1', '0'];
const YES_NO_MESSAGE = (field: string) => `The ${field} field must be true or false.`;

/** The text fields of the import's multipart form (the file travels beside them). */
export class CustomerImportFormDto {
  @ApiPropertyOptional({
    description:
      'JSON: { "<column header>": "<field>" | null }. A field is a customer field (name, phone, rate, opening_cans…) or a product\'s: ' +
      '"product_rate:<product id>" (their own price of it) or "opening_containers:<product id>" (containers of it they hold), ' +
      'for the products the dry run lists in product_targets',
  })
  @IsOptional()
  @IsString({ message: 'The mapping must be JSON text.' })
  @MaxLength(50_000, { message: 'The mapping is too long.' })
  mapping?: string;

  @ApiPropertyOptional({ enum: YES_NO, default: 'false', description: 'Create the areas the file names that the plant does not have' })
  @IsOptional()
  @IsIn(YES_NO, { message: YES_NO_MESSAGE('create missing areas') })
  create_missing_areas?: string;

  @ApiPropertyOptional({
    enum: ['skip', 'update'],
    default: 'skip',
    description: 'A customer already there (same code, else same phone): skip the row or update them',
  })
  @IsOptional()
  @IsIn(['skip', 'update'], { message: 'The on existing field must be skip or update.' })
  on_existing?: CustomerImportExisting;

  @ApiPropertyOptional({ enum: YES_NO, default: 'false', description: 'Check and preview only; nothing is written' })
  @IsOptional()
  @IsIn(YES_NO, { message: YES_NO_MESSAGE('dry run') })
  dry_run?: string;
}

export const FORM_FIELDS = ['mapping', 'create_missing_areas', 'on_existing', 'dry_run'];

const FORM_PIPE = createValidationPipe();
const yes = (value: string | undefined) => value === 'true' || value === '1';

/** The form's fields checked as any body is (unknown fields, unsafe text), then read into options. */
export async function importForm(fields: Record<string, string>): Promise<{ dryRun: boolean; options: ImportOptions }> {
  const form = (await FORM_PIPE.transform(fields, { type: 'body', metatype: CustomerImportFormDto })) as CustomerImportFormDto;
  return {
    dryRun: yes(form.dry_run),
    options: {
      mapping: parseMapping(form.mapping),
      createMissingAreas: yes(form.create_missing_areas),
      onExisting: form.on_existing ?? 'skip',
    },
  };
}

/** `?format=` of the template: csv (the default) or xlsx. */
export function templateFormat(raw: unknown): 'csv' | 'xlsx' {
  if (raw === undefined || raw === '') return 'csv';
  if (raw === 'csv' || raw === 'xlsx') return raw;
  throw DomainError.field('format', 'The format must be csv or xlsx.');
}

const FIELDS = IMPORT_FIELDS.map((f) => f.field);
const STATES: CustomerImportState[] = ['queued', 'running', 'completed', 'failed'];

/** A customer field, or a product's (`product_rate:2`): no fixed list, the products are the plant's. */
const importField = (description: string) =>
  new Field<CustomerImportField>({
    type: String,
    pattern: `^(${FIELDS.join('|')}|(product_rate|opening_containers):[1-9][0-9]*)$`,
    example: 'product_rate:2',
    description: `${description}: a customer field (${FIELDS.join(', ')}), or product_rate:<product id> or opening_containers:<product id>`,
  });

/** A product field the plant offers (the mapping's choices beside the customer fields). */
export const ImportProductTargetResponse = model('ImportProductTargetResponse', {
  field: new Field<CustomerImportProductTarget['field']>({
    type: String,
    pattern: '^(product_rate|opening_containers):[1-9][0-9]*$',
    example: 'product_rate:2',
    description: 'What the mapping names it',
  }),
  kind: oneOf(['product_rate', 'opening_containers'], {
    description: "product_rate: the customer's own price of the product; opening_containers: how many of it they hold on joining",
  }),
  product_id: num({ example: 2 }),
  product_name: text({ example: '6 L bottle' }),
  product_name_ur: text({ description: 'null = the English name' }).nullable(),
} satisfies Fields<CustomerImportProductTarget>);

export const ImportProductRateValue = model('ImportProductRateValue', {
  product_id: num({ example: 2 }),
  rate: num({ example: 60, description: "PKR; null: the cell is empty (the product's own rate)" }).nullable(),
});

export const ImportOpeningContainersValue = model('ImportOpeningContainersValue', {
  product_id: num({ example: 3 }),
  quantity: num({ example: 1 }),
});

/** One column of the uploaded file, with the field it fills and a few of its values. */
export const ImportColumnResponse = model('ImportColumnResponse', {
  index: num(),
  header: text({ example: 'Name' }),
  field: importField('The field it fills; null: ignored').nullable(),
  auto: bool({ description: 'Recognised from the header (not named by the mapping)' }),
  samples: list(String, { description: 'Up to 3 non-empty values from the first rows' }),
} satisfies Fields<CustomerImportColumn>);

/** A problem with one cell or row; `row` counts the header as row 1. */
export const ImportRowErrorResponse = model('ImportRowErrorResponse', {
  row: num({ example: 7 }),
  column: text({ description: "The file's header of the column at fault; null for the row as a whole" }).nullable(),
  field: importField("The column's field").nullable(),
  message: text(),
} satisfies Fields<CustomerImportRowError>);

/** A row as it would be saved (money as numbers, the phone in E.164). */
export const ImportValuesResponse = model('ImportValuesResponse', {
  code: text().nullable(),
  name: text().nullable(),
  phone: text().nullable(),
  whatsapp: text().nullable(),
  address: text().nullable(),
  area_name: text().nullable(),
  rate: num().nullable(),
  opening_balance: num(),
  opening_cans: num(),
  opening_date: day({ description: 'The day the opening figures stand at; null = the day of the import' }).nullable(),
  security_deposit_cans: num(),
  security_deposit_amount: num(),
  credit_limit: num().nullable(),
  can_limit: num().nullable(),
  notes: text().nullable(),
  language: oneOf(['en', 'ur'], { description: 'null when the row leaves it (English for a new customer)' }).nullable(),
  product_rates: list(ImportProductRateValue, {
    description: "Their own price of each product a product_rate column fills, in the columns' order",
  }),
  opening_containers: list(ImportOpeningContainersValue, {
    description:
      "Containers held of each product an opening_containers column fills (0 when empty), recorded on a new customer's opening line",
  }),
} satisfies Fields<CustomerImportValues>);

export const ImportPreviewRowResponse = model('ImportPreviewRowResponse', {
  row: num(),
  action: oneOf(['create', 'update', 'skip', 'error']),
  customer_id: num({ description: "The existing customer's id for update and skip" }).nullable(),
  new_area: bool({ description: "The row's area does not exist yet" }),
  values: one(ImportValuesResponse),
  raw: json<Partial<Record<CustomerImportField, string>>>({
    additionalProperties: { type: 'string' },
    description: 'The cells as the file has them, by field',
  }),
} satisfies Fields<CustomerImportPreviewRow>);

export const ImportCountsResponse = model('ImportCountsResponse', {
  rows: num(),
  valid: num(),
  invalid: num(),
  create: num(),
  update: num(),
  skip: num(),
} satisfies Fields<CustomerImportCounts>);

export const ImportFileResponse = model('ImportFileResponse', {
  name: text({ example: 'register.xlsx' }),
  format: oneOf<CustomerImportFormat>(['csv', 'xlsx']),
  rows: num(),
});

export const ImportCustomerLimitResponse = model('ImportCustomerLimitResponse', {
  max_customers: num(),
  current_customers: num(),
});

/** POST /filter-owner/customers/import with dry_run=true: nothing was written. */
export const ImportDryRunResponse = model('ImportDryRunResponse', {
  dry_run: oneOf([true]),
  file: one(ImportFileResponse),
  columns: list(ImportColumnResponse),
  product_targets: list(ImportProductTargetResponse, {
    description:
      'The product fields a column can fill in this plant: its active per-unit products other than product 1 (whose are rate and opening_cans)',
  }),
  missing_fields: manyOf(FIELDS, {
    description: 'Fields every row needs and no column fills yet; the import is refused until they are mapped',
  }),
  counts: one(ImportCountsResponse),
  missing_areas: list(String, { description: 'Area names the file uses that the plant does not have' }),
  preview: list(ImportPreviewRowResponse, { description: 'The first 20 rows as they would be saved' }),
  errors: list(ImportRowErrorResponse, { description: 'Every row error' }),
  customer_limit: one(ImportCustomerLimitResponse, { description: "The plan's customer limit; null when unlimited" }).nullable(),
} satisfies Fields<CustomerImportDryRun>);

/** POST /filter-owner/customers/import (a real run, 202): follow it at GET /filter-owner/imports/{id}. */
export const ImportStartedResponse = model('ImportStartedResponse', {
  id: num(),
  state: oneOf(STATES),
} satisfies Fields<CustomerImportStarted>);

export const ImportStatusFileResponse = model('ImportStatusFileResponse', {
  name: text({ example: 'register.xlsx' }),
  format: oneOf<CustomerImportFormat>(['csv', 'xlsx']),
  size: num({ description: 'Bytes' }),
});

export const ImportProgressCountsResponse = model('ImportProgressCountsResponse', {
  rows: num(),
  processed: num(),
  created: num(),
  updated: num(),
  skipped: num(),
  failed: num(),
});

/** GET /filter-owner/imports/{id}. */
export const ImportStatusResponse = model('ImportStatusResponse', {
  id: num(),
  filter_plant_id: num(),
  state: oneOf(STATES),
  progress: num({ description: '0 to 100' }),
  file: one(ImportStatusFileResponse),
  on_existing: oneOf(['skip', 'update']),
  create_missing_areas: bool(),
  counts: one(ImportProgressCountsResponse),
  areas_created: list(String),
  errors: list(ImportRowErrorResponse, { description: 'The first 200 errors (every failed row is in errors.csv)' }),
  errors_total: num(),
  failure: text({ description: 'Why the whole import failed, when it did' }).nullable(),
  created_at: moment(),
  started_at: moment().nullable(),
  finished_at: moment().nullable(),
} satisfies Fields<CustomerImportStatus>);
