import { ApiPropertyOptional } from '@nestjs/swagger';
import type { CustomerImportExisting } from '@paani/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DomainError } from '../../platform/domain/domain-error';
import { createValidationPipe } from '../../platform/http/validation';
import { parseMapping } from './import-columns';
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

  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false' })
  @IsOptional()
  @IsIn(YES_NO, { message: YES_NO_MESSAGE('create missing areas') })
  create_missing_areas?: string;

  @ApiPropertyOptional({ enum: ['skip', 'update'], default: 'skip' })
  @IsOptional()
  @IsIn(['skip', 'update'], { message: 'The on existing field must be skip or update.' })
  on_existing?: CustomerImportExisting;

  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false' })
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
