import type { StatementAnswerKind } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { TextField } from '../plants/field-rules';
import { PlantQueryDto } from '../plants/plant-query.dto';

const MONTH_PATTERN = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = 'The month must be written YYYY-MM.';
export const STATEMENT_FORMATS = ['json'] as const;
export const STATEMENT_ANSWERS: readonly StatementAnswerKind[] = ['correct', 'question'];

/** GET …/statement: the month, and the format (only `json` so far; the PDF comes with its own change). */
export class StatementQueryDto extends PlantQueryDto {
  @ApiProperty({ example: '2026-11', description: "A month of the plant's days (YYYY-MM), not after its current month" })
  @Matches(MONTH_PATTERN, { message: MONTH_MESSAGE })
  month: string;

  @ApiPropertyOptional({ enum: STATEMENT_FORMATS, default: 'json', description: 'Only json for now (the PDF is not built yet)' })
  @IsOptional()
  @IsIn(STATEMENT_FORMATS, { message: 'The format must be json.' })
  format?: 'json';
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
