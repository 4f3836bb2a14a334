import type { StatementAnswerKind } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { TextField } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';

export const MONTH_PATTERN = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;
export const MONTH_MESSAGE = 'The month must be written YYYY-MM.';
export const STATEMENT_FORMATS = ['json', 'pdf'] as const;
export const STATEMENT_LANGUAGE_CODES = ['en', 'ur'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
export const STATEMENT_ANSWERS: readonly StatementAnswerKind[] = ['correct', 'question'];

/** `format` and `lang` of a statement read (the owner's and the public one). */
export class StatementFormatDto {
  @ApiPropertyOptional({ enum: STATEMENT_FORMATS, default: 'json', description: 'json (the default) or pdf (application/pdf)' })
  @IsOptional()
  @IsIn(STATEMENT_FORMATS, { message: 'The format must be json or pdf.' })
  format?: StatementFormat;

  @ApiPropertyOptional({
    enum: STATEMENT_LANGUAGE_CODES,
    description: "The PDF's language: en or ur (Urdu, right to left); absent: the customer's language (customer.language)",
  })
  @IsOptional()
  @IsIn(STATEMENT_LANGUAGE_CODES, { message: 'The language must be en or ur.' })
  lang?: (typeof STATEMENT_LANGUAGE_CODES)[number];
}

/** GET …/statement: the month, the format (json or pdf) and the PDF's language. */
export class StatementQueryDto extends PlantQueryDto {
  @ApiProperty({ example: '2026-11', description: "A month of the plant's days (YYYY-MM), not after its current month" })
  @Matches(MONTH_PATTERN, { message: MONTH_MESSAGE })
  month: string;

  @ApiPropertyOptional({ enum: STATEMENT_FORMATS, default: 'json', description: 'json (the default) or pdf (application/pdf)' })
  @IsOptional()
  @IsIn(STATEMENT_FORMATS, { message: 'The format must be json or pdf.' })
  format?: StatementFormat;

  @ApiPropertyOptional({
    enum: STATEMENT_LANGUAGE_CODES,
    description: "The PDF's language: en or ur (Urdu, right to left); absent: the customer's language (customer.language)",
  })
  @IsOptional()
  @IsIn(STATEMENT_LANGUAGE_CODES, { message: 'The language must be en or ur.' })
  lang?: (typeof STATEMENT_LANGUAGE_CODES)[number];
}

/** POST …/statement/share. */
export class ShareStatementDto {
  @ApiProperty({ example: '2026-11', description: 'The month of the statement the link shows (YYYY-MM)' })
  @Matches(MONTH_PATTERN, { message: MONTH_MESSAGE })
  month: string;
}

/** POST /public/statements/{token}/response: the customer's answer. */
export class StatementAnswerDto {
  @ApiProperty({ enum: STATEMENT_ANSWERS })
  @IsIn(STATEMENT_ANSWERS, { message: 'The answer must be correct or question.' })
  answer: StatementAnswerKind;

  @ApiPropertyOptional({ maxLength: 500, description: 'What the customer wants to ask or say' })
  @TextField({ max: 500, tooLong: 'The message may not be longer than 500 characters.', notText: 'The message must be text.' })
  message?: string | null;
}

/** POST /statements/runs: the month and, optionally, one area of the plant (`filter_plant_id` names the plant). */
export class StartStatementRunDto {
  @ApiProperty({ example: '2026-11', description: "The month (YYYY-MM), not after the plant's current month" })
  @Matches(MONTH_PATTERN, { message: MONTH_MESSAGE })
  month: string;

  @ApiPropertyOptional({ description: "One of the plant's areas; absent or null: every customer of the plant" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The area id must be a positive integer.' })
  @Min(1, { message: 'The area id must be a positive integer.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'The area id must be a positive integer.' })
  area_id?: number | null;
}
