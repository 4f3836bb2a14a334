import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  CustomerImportAction,
  CustomerImportColumn,
  CustomerImportCounts,
  CustomerImportDryRun,
  CustomerImportExisting,
  CustomerImportField,
  CustomerImportFormat,
  CustomerImportPreviewRow,
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
  @ApiPropertyOptional({ description: 'JSON: { "<column header>": "<customer field>" | null }' })
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

/** One column of the uploaded file, with the field it fills and a few of its values. */
export class ImportColumnResponse implements CustomerImportColumn {
  @ApiProperty()
  index: number;

  @ApiProperty({ example: 'Name' })
  header: string;

  @ApiProperty({ enum: FIELDS, nullable: true, description: 'null: ignored' })
  field: CustomerImportField | null;

  @ApiProperty({ description: 'Recognised from the header (not named by the mapping)' })
  auto: boolean;

  @ApiProperty({ type: [String], description: 'Up to 3 non-empty values from the first rows' })
  samples: string[];
}

/** A problem with one cell or row; `row` counts the header as row 1. */
export class ImportRowErrorResponse implements CustomerImportRowError {
  @ApiProperty({ example: 7 })
  row: number;

  @ApiProperty({ type: String, nullable: true, description: "The file's header of the column at fault; null for the row as a whole" })
  column: string | null;

  @ApiProperty({ enum: FIELDS, nullable: true })
  field: CustomerImportField | null;

  @ApiProperty()
  message: string;
}

/** A row as it would be saved (money as numbers, the phone in E.164). */
export class ImportValuesResponse implements CustomerImportValues {
  @ApiProperty({ type: String, nullable: true })
  code: string | null;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  whatsapp: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true })
  area_name: string | null;

  @ApiProperty({ type: Number, nullable: true })
  rate: number | null;

  @ApiProperty()
  opening_balance: number;

  @ApiProperty()
  opening_cans: number;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The day the opening figures stand at; null = the day of the import',
  })
  opening_date: string | null;

  @ApiProperty()
  security_deposit_cans: number;

  @ApiProperty()
  security_deposit_amount: number;

  @ApiProperty({ type: Number, nullable: true })
  credit_limit: number | null;

  @ApiProperty({ type: Number, nullable: true })
  can_limit: number | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ enum: ['en', 'ur'], nullable: true, description: 'null when the row leaves it (English for a new customer)' })
  language: 'en' | 'ur' | null;
}

export class ImportPreviewRowResponse implements CustomerImportPreviewRow {
  @ApiProperty()
  row: number;

  @ApiProperty({ enum: ['create', 'update', 'skip', 'error'] })
  action: CustomerImportAction;

  @ApiProperty({ type: Number, nullable: true, description: "The existing customer's id for update and skip" })
  customer_id: number | null;

  @ApiProperty({ description: "The row's area does not exist yet" })
  new_area: boolean;

  @ApiProperty({ type: () => ImportValuesResponse })
  values: ImportValuesResponse;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'The cells as the file has them, by field' })
  raw: Partial<Record<CustomerImportField, string>>;
}

export class ImportCountsResponse implements CustomerImportCounts {
  @ApiProperty()
  rows: number;

  @ApiProperty()
  valid: number;

  @ApiProperty()
  invalid: number;

  @ApiProperty()
  create: number;

  @ApiProperty()
  update: number;

  @ApiProperty()
  skip: number;
}

export class ImportFileResponse {
  @ApiProperty({ example: 'register.xlsx' })
  name: string;

  @ApiProperty({ enum: ['csv', 'xlsx'] })
  format: CustomerImportFormat;

  @ApiProperty()
  rows: number;
}

export class ImportCustomerLimitResponse {
  @ApiProperty()
  max_customers: number;

  @ApiProperty()
  current_customers: number;
}

/** POST /filter-owner/customers/import with dry_run=true: nothing was written. */
export class ImportDryRunResponse implements CustomerImportDryRun {
  @ApiProperty({ enum: [true] })
  dry_run: true;

  @ApiProperty({ type: () => ImportFileResponse })
  file: ImportFileResponse;

  @ApiProperty({ type: [ImportColumnResponse] })
  columns: ImportColumnResponse[];

  @ApiProperty({
    enum: FIELDS,
    isArray: true,
    description: 'Fields every row needs and no column fills yet; the import is refused until they are mapped',
  })
  missing_fields: CustomerImportField[];

  @ApiProperty({ type: () => ImportCountsResponse })
  counts: ImportCountsResponse;

  @ApiProperty({ type: [String], description: 'Area names the file uses that the plant does not have' })
  missing_areas: string[];

  @ApiProperty({ type: [ImportPreviewRowResponse], description: 'The first 20 rows as they would be saved' })
  preview: ImportPreviewRowResponse[];

  @ApiProperty({ type: [ImportRowErrorResponse], description: 'Every row error' })
  errors: ImportRowErrorResponse[];

  @ApiProperty({ type: () => ImportCustomerLimitResponse, nullable: true, description: "The plan's customer limit; null when unlimited" })
  customer_limit: ImportCustomerLimitResponse | null;
}

/** POST /filter-owner/customers/import (a real run, 202): follow it at GET /filter-owner/imports/{id}. */
export class ImportStartedResponse implements CustomerImportStarted {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: STATES })
  state: CustomerImportState;
}

export class ImportStatusFileResponse {
  @ApiProperty({ example: 'register.xlsx' })
  name: string;

  @ApiProperty({ enum: ['csv', 'xlsx'] })
  format: CustomerImportFormat;

  @ApiProperty({ description: 'Bytes' })
  size: number;
}

export class ImportProgressCountsResponse {
  @ApiProperty()
  rows: number;

  @ApiProperty()
  processed: number;

  @ApiProperty()
  created: number;

  @ApiProperty()
  updated: number;

  @ApiProperty()
  skipped: number;

  @ApiProperty()
  failed: number;
}

/** GET /filter-owner/imports/{id}. */
export class ImportStatusResponse implements CustomerImportStatus {
  @ApiProperty()
  id: number;

  @ApiProperty()
  filter_plant_id: number;

  @ApiProperty({ enum: STATES })
  state: CustomerImportState;

  @ApiProperty({ description: '0 to 100' })
  progress: number;

  @ApiProperty({ type: () => ImportStatusFileResponse })
  file: ImportStatusFileResponse;

  @ApiProperty({ enum: ['skip', 'update'] })
  on_existing: CustomerImportExisting;

  @ApiProperty()
  create_missing_areas: boolean;

  @ApiProperty({ type: () => ImportProgressCountsResponse })
  counts: ImportProgressCountsResponse;

  @ApiProperty({ type: [String] })
  areas_created: string[];

  @ApiProperty({ type: [ImportRowErrorResponse], description: 'The first 200 errors (every failed row is in errors.csv)' })
  errors: ImportRowErrorResponse[];

  @ApiProperty()
  errors_total: number;

  @ApiProperty({ type: String, nullable: true, description: 'Why the whole import failed, when it did' })
  failure: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  started_at: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finished_at: string | null;
}
